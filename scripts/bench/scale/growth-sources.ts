/**
 * Where a built site's weight comes from, read from its build/ and from the generated-files folders its apps left in
 * .build-staging/ (scripts/build.ts): the parts that grow with the schema (route table, chunk map, docs plugin data,
 * search files, reference pages, Markdown copies, changelog). The site app's figures, and the largest part's of the
 * reference app (the one whose pages carry the most). The generated modules are weighed alone (gzip): in the built
 * `site-routes.js` and `site-data.js` they are minified together, so these figures show their share, not an exact split
 * of those files.
 */
import {existsSync, readdirSync, readFileSync, statSync} from 'node:fs';
import {join} from 'node:path';

import {gzipSize} from '../build-output';
import {REFERENCE_CONTENT_DIR} from '../../../src/config/reference';
import {STAGING_DIR} from '../../build';

export interface GrowthSources {
  /** Routes of each app, by label. */
  readonly routes: ReadonlyMap<string, number>;
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

const routeCount = (generated: string) => Object.keys(JSON.parse(readFileSync(join(generated, 'routesChunkNames.json'), 'utf8'))).length;

/** The generated modules of one app that every one of its pages loads, and its docs instances' version data. */
function appSources(app: string, generated: string, gzipBytes: Map<string, number>): void {
  gzipBytes.set(`${app}: route table (\`routes.js\`)`, gzipOfFile(join(generated, 'routes.js')));
  gzipBytes.set(`${app}: chunk registry (\`registry.js\`)`, gzipOfFile(join(generated, 'registry.js')));
  gzipBytes.set(`${app}: route chunk names (\`routesChunkNames.json\`)`, gzipOfFile(join(generated, 'routesChunkNames.json')));
  const globalData = JSON.parse(readFileSync(join(generated, 'globalData.json'), 'utf8')) as Record<string, unknown>;
  gzipBytes.set(`${app}: global data, docs plugin`, gzipOfJson(globalData['docusaurus-plugin-content-docs']));
  gzipBytes.set(`${app}: site config, plugin options included (\`docusaurus.config.mjs\`)`, gzipOfFile(join(generated, 'docusaurus.config.mjs')));
  // Each docs instance's version metadata, loaded by every page of that instance: its sidebars and every doc's title.
  for (const instance of readdirSync(join(generated, 'docusaurus-plugin-content-docs')).sort()) {
    const propsDir = join(generated, 'docusaurus-plugin-content-docs', instance, 'p');
    const versionFile = readdirSync(propsDir)
      .filter((name) => !name.includes('category'))
      .map((name) => join(propsDir, name))
      .sort((a, b) => statSync(b).size - statSync(a).size)[0]!;
    const {version} = JSON.parse(readFileSync(versionFile, 'utf8')) as VersionProp;
    gzipBytes.set(`${app}: docs version metadata \`${instance}\`, all of it (every page of the instance)`, gzipOfFile(versionFile));
    gzipBytes.set(`… \`${instance}\`'s docs list (id, title, description and sidebar of every doc)`, gzipOfJson(version.docs));
    for (const [name, sidebar] of Object.entries(version.docsSidebars)) gzipBytes.set(`… \`${instance}\`'s sidebar \`${name}\``, gzipOfJson(sidebar));
  }
}

export function measureGrowthSources(siteDir: string): GrowthSources {
  const staging = join(siteDir, STAGING_DIR);
  const build = join(siteDir, 'build');
  const parts = readdirSync(staging).filter((name) => name.startsWith('reference-') && existsSync(join(staging, name, '.docusaurus')));
  if (!existsSync(join(staging, 'site', '.docusaurus')) || parts.length === 0) throw new Error(`growth sources: no apps' generated files in ${staging}`);
  const largest = parts.map((name) => join(staging, name, '.docusaurus')).sort((a, b) => routeCount(b) - routeCount(a))[0]!;
  const gzipBytes = new Map<string, number>();
  appSources('site app', join(staging, 'site', '.docusaurus'), gzipBytes);
  appSources('reference app, largest part', largest, gzipBytes);
  for (const name of readdirSync(build).filter((file) => /^search-.*\.json$/.test(file)).sort())
    gzipBytes.set(`\`${name}\``, gzipOfFile(join(build, name)));
  gzipBytes.set('HTML of `/docs/graphql/queries/me`', gzipOfFile(join(build, 'docs', 'graphql', 'queries', 'me', 'index.html')));

  const rawBytes = new Map<string, number>();
  rawBytes.set('reference HTML, all pages', totalBytes(filesUnder(join(build, 'docs', 'graphql'), (name) => name.endsWith('.html'))));
  rawBytes.set('Markdown copies, all files', totalBytes(filesUnder(build, (name) => name.endsWith('.md'))));
  rawBytes.set('`llms-full.txt`', statSync(join(build, 'llms-full.txt')).size);
  rawBytes.set('changelog pages, generated MDX', totalBytes(filesUnder(join(siteDir, 'docs', 'changelog'), () => true)));
  rawBytes.set('reference pages, generated MDX', totalBytes(filesUnder(join(siteDir, REFERENCE_CONTENT_DIR), () => true)));

  return {
    routes: new Map([
      ['site app', routeCount(join(staging, 'site', '.docusaurus'))],
      [`reference app, largest of ${parts.length} part${parts.length === 1 ? '' : 's'}`, routeCount(largest)],
    ]),
    jsChunks: readdirSync(join(build, 'assets', 'js')).filter((name) => name.endsWith('.js')).length,
    gzipBytes,
    rawBytes,
  };
}
