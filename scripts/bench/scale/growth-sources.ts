/**
 * Where a built site's weight comes from, read from its build/ and .docusaurus/ folders: the parts that grow with
 * the schema (route table, chunk map, docs plugin data, search files, reference pages, Markdown copies, changelog).
 * The generated modules are weighed alone (gzip): in main.js they are minified together with the rest, so these
 * figures show their share, not an exact split of main.js. `npm run build` builds twice or more (scripts/build.ts), and
 * .docusaurus/ holds the modules of the build that ran last: the light build's (the app of every page but the
 * reference's) when the reference is one part, the last part's whole build when it is in parts.
 */
import {readdirSync, readFileSync, statSync} from 'node:fs';
import {join} from 'node:path';

import {gzipSize} from '../build-output';
import {REFERENCE_CONTENT_DIR} from '../../../src/config/reference';

export interface GrowthSources {
  readonly routes: number;
  readonly jsChunks: number;
  /** Gzip bytes of each generated module or data file, by label. */
  readonly gzipBytes: ReadonlyMap<string, number>;
  /** Plain byte totals (HTML, Markdown copies), by label. */
  readonly rawBytes: ReadonlyMap<string, number>;
}

const gzipOfFile = (path: string) => gzipSize(readFileSync(path));
const gzipOfJson = (value: unknown) => gzipSize(Buffer.from(JSON.stringify(value)));

function filesUnder(dir: string, keep: (name: string) => boolean): string[] {
  const found: string[] = [];
  for (const entry of readdirSync(dir, {withFileTypes: true})) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) found.push(...filesUnder(path, keep));
    else if (keep(entry.name)) found.push(path);
  }
  return found;
}

const totalBytes = (files: readonly string[]) => files.reduce((sum, file) => sum + statSync(file).size, 0);

interface VersionProp {
  version: {docsSidebars: Record<string, unknown>; docs: Record<string, unknown>};
}

export function measureGrowthSources(siteDir: string): GrowthSources {
  const generated = join(siteDir, '.docusaurus');
  const build = join(siteDir, 'build');
  const gzipBytes = new Map<string, number>();
  const globalData = JSON.parse(readFileSync(join(generated, 'globalData.json'), 'utf8')) as Record<string, unknown>;
  const docsGlobal = globalData['docusaurus-plugin-content-docs'] as Record<string, unknown>;
  const last = 'reference' in docsGlobal ? 'last part’s app' : 'light app';
  gzipBytes.set(`${last}: route table (\`routes.js\`)`, gzipOfFile(join(generated, 'routes.js')));
  gzipBytes.set(`${last}: chunk registry (\`registry.js\`)`, gzipOfFile(join(generated, 'registry.js')));
  gzipBytes.set(`${last}: route chunk names (\`routesChunkNames.json\`)`, gzipOfFile(join(generated, 'routesChunkNames.json')));
  gzipBytes.set(`${last}: global data, docs plugin`, gzipOfJson(docsGlobal));
  gzipBytes.set(`${last}: site config, plugin options included (\`docusaurus.config.mjs\`)`, gzipOfFile(join(generated, 'docusaurus.config.mjs')));
  // Each docs instance's version metadata, loaded by every page of that instance: its sidebars and every doc's title
  // and description (`default`: the guides; `reference`: the reference). With one part, the reference's is the whole
  // build's: the light build has no such instance and leaves that build's folder in place.
  const lightInstances = new Set(Object.keys(docsGlobal));
  for (const instance of readdirSync(join(generated, 'docusaurus-plugin-content-docs')).sort()) {
    const app = lightInstances.has(instance) ? last : 'whole app';
    const propsDir = join(generated, 'docusaurus-plugin-content-docs', instance, 'p');
    const versionFile = readdirSync(propsDir)
      .filter((name) => !name.includes('category'))
      .map((name) => join(propsDir, name))
      .sort((a, b) => statSync(b).size - statSync(a).size)[0]!;
    const {version} = JSON.parse(readFileSync(versionFile, 'utf8')) as VersionProp;
    gzipBytes.set(`${app}: docs version metadata \`${instance}\`, all of it (every page of the instance)`, gzipOfFile(versionFile));
    gzipBytes.set(`… \`${instance}\`'s docs list (id, title, description and sidebar of every doc)`, gzipOfJson(version.docs));
    for (const [name, sidebar] of Object.entries(version.docsSidebars))
      gzipBytes.set(`… \`${instance}\`'s sidebar \`${name}\``, gzipOfJson(sidebar));
  }
  for (const name of readdirSync(build).filter((file) => /^search-.*\.json$/.test(file)).sort())
    gzipBytes.set(`\`${name}\``, gzipOfFile(join(build, name)));
  const mePage = join(build, 'docs', 'graphql', 'queries', 'me', 'index.html');
  gzipBytes.set('HTML of `/docs/graphql/queries/me`', gzipOfFile(mePage));

  const rawBytes = new Map<string, number>();
  rawBytes.set('reference HTML, all pages', totalBytes(filesUnder(join(build, 'docs', 'graphql'), (name) => name.endsWith('.html'))));
  const copies = filesUnder(build, (name) => name.endsWith('.md'));
  rawBytes.set('Markdown copies, all files', totalBytes(copies));
  rawBytes.set('`llms-full.txt`', statSync(join(build, 'llms-full.txt')).size);
  rawBytes.set('changelog pages, generated MDX', totalBytes(filesUnder(join(siteDir, 'docs', 'changelog'), () => true)));
  rawBytes.set('reference pages, generated MDX', totalBytes(filesUnder(join(siteDir, REFERENCE_CONTENT_DIR), () => true)));

  const chunkNames = JSON.parse(readFileSync(join(generated, 'routesChunkNames.json'), 'utf8')) as Record<string, unknown>;
  return {
    routes: Object.keys(chunkNames).length,
    jsChunks: readdirSync(join(build, 'assets', 'js')).filter((name) => name.endsWith('.js')).length,
    gzipBytes,
    rawBytes,
  };
}
