/**
 * Puts the apps of `npm run build` together into one site (scripts/build.ts). Each app built into a folder of its own
 * and listed the pages it holds (src/plugins/built-pages/); the site takes each page from the app that holds it, and
 * every other file (scripts and styles named by their content, static files, Markdown copies, feeds) from whichever
 * app wrote it. The plan is made and checked first: two apps holding one page, or writing one file with different
 * contents, fail the build before anything is written. The apps' folders are linked from, never moved or changed, so
 * the step can run again on the same input.
 */
import {copyFileSync, existsSync, linkSync, mkdirSync, readdirSync, readFileSync, statSync} from 'node:fs';
import {dirname, join, relative, sep} from 'node:path';

import {PAGE_FACTS_FILE, type AppFacts, type PageFacts} from '../../src/plugins/built-pages/facts';

/** An app's output: its folder, the pages it holds and the page files it wrote for others' routes, as it listed them. */
export interface AppOutput extends AppFacts {
  /** How messages name it, for example "the site app". */
  readonly name: string;
  readonly dir: string;
}

/** Reads the pages an app listed in its output folder. */
export function readAppOutput(name: string, dir: string): AppOutput {
  const file = join(dir, PAGE_FACTS_FILE);
  if (!existsSync(file)) throw new Error(`assemble: ${name} wrote no ${PAGE_FACTS_FILE} into ${dir}/: is src/plugins/built-pages among its plugins?`);
  return {name, dir, ...(JSON.parse(readFileSync(file, 'utf8')) as AppFacts)};
}

/** Files of a folder, relative, with `/` separators. */
export function filesOf(dir: string): string[] {
  return readdirSync(dir, {withFileTypes: true, recursive: true})
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)).split(sep).join('/'));
}

/** Which app each file of the site comes from. */
export interface AssemblyPlan {
  /** Site file → the folder it is taken from. */
  readonly files: ReadonlyMap<string, string>;
  /** Every page of the site, each from the app that holds it. */
  readonly pages: readonly PageFacts[];
}

function sameContent(a: string, b: string): boolean {
  return statSync(a).size === statSync(b).size && readFileSync(a).equals(readFileSync(b));
}

/**
 * Which app each file of the site comes from: a page from the app that holds it, any other file from the apps that
 * wrote it, which must agree. The page file an app wrote for a route it does not hold (its stand-in for another app's
 * pages, its not-found page) is left out. Throws, naming the files, when apps disagree.
 */
export function planAssembly(apps: readonly AppOutput[]): AssemblyPlan {
  const holder = new Map<string, AppOutput>();
  const problems: string[] = [];
  for (const app of apps) {
    for (const page of app.pages) {
      const other = holder.get(page.file);
      if (other) problems.push(`${page.file}: both ${other.name} and ${app.name} hold the page ${page.route}`);
      else holder.set(page.file, app);
    }
  }
  const files = new Map<string, string>();
  const writer = new Map<string, AppOutput>();
  for (const app of apps) {
    const foreign = new Set(app.foreignFiles);
    for (const file of filesOf(app.dir)) {
      if (file === PAGE_FACTS_FILE) continue;
      const owner = holder.get(file);
      if (owner) {
        if (owner === app) files.set(file, app.dir);
        continue;
      }
      if (foreign.has(file)) continue;
      const first = writer.get(file);
      if (!first) {
        writer.set(file, app);
        files.set(file, app.dir);
      } else if (!sameContent(join(first.dir, file), join(app.dir, file))) {
        problems.push(`${file}: ${first.name} and ${app.name} wrote it with different contents`);
      }
    }
  }
  for (const [file, app] of holder) if (!existsSync(join(app.dir, file))) problems.push(`${file}: ${app.name} holds it but did not write it`);
  if (problems.length > 0) throw new Error(`assemble: the apps cannot be put together:\n  ${problems.join('\n  ')}`);
  return {files, pages: apps.flatMap((app) => app.pages)};
}

/** Writes the planned site into `outDir` (which must not exist): each file a hard link to the app's, or a copy. */
export function writeAssembly(plan: AssemblyPlan, outDir: string): void {
  if (existsSync(outDir)) throw new Error(`assemble: ${outDir}/ exists already`);
  for (const [file, fromDir] of plan.files) {
    const target = join(outDir, file);
    mkdirSync(dirname(target), {recursive: true});
    try {
      linkSync(join(fromDir, file), target);
    } catch {
      // A file system without hard links between these folders: a copy does the same.
      copyFileSync(join(fromDir, file), target);
    }
  }
}
