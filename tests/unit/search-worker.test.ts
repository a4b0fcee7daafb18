/**
 * The search files written in a worker thread (src/plugins/search-index/inWorker.ts): the same files as written on
 * the main thread, and every way the worker can fail reported as a readable error naming the search index.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';

import {SCHEMA_FILE} from '../../src/config/reference';
import {SEARCH_PARTS} from '../../src/search/files';
import {writeSearchFiles} from '../../src/plugins/search-index/searchFiles';
import {writeSearchFilesInWorker} from '../../src/plugins/search-index/inWorker';

/** A docs page's `<main>` as Docusaurus renders it: the article's Markdown holds the title and the text. */
const doc = (title: string, text: string) =>
  `<article><div class="theme-doc-markdown markdown"><header><h1>${title}</h1></header><p>${text}</p></div></article>`;

const PAGES: Record<string, string> = {
  '/docs/getting-started': doc('Getting started', 'Create an API key and send your first query.'),
  '/docs/graphql/queries/folder': doc('folder', 'Returns a folder by its ID.'),
  '/docs/graphql/objects/folder': doc('Folder', 'A folder holds documents and other folders.'),
};

/** A built site in a temporary folder: the schema at its root, each page's HTML at its route. */
function site(): {siteDir: string; outDir: string; routesPaths: string[]} {
  const siteDir = mkdtempSync(path.join(tmpdir(), 'search-worker-'));
  writeFileSync(path.join(siteDir, SCHEMA_FILE), 'type Query { folder(id: ID!): Folder }\ntype Folder { id: ID! }\n');
  const outDir = path.join(siteDir, 'build');
  for (const [route, body] of Object.entries(PAGES)) {
    mkdirSync(path.join(outDir, route), {recursive: true});
    writeFileSync(path.join(outDir, route, 'index.html'), `<!doctype html><html><body><main>${body}</main></body></html>`);
  }
  return {siteDir, outDir, routesPaths: Object.keys(PAGES)};
}

function searchFiles(outDir: string): string[] {
  return SEARCH_PARTS.flatMap(({index, excerpts}) => [index, excerpts].map((name) => readFileSync(path.join(outDir, name), 'utf8')));
}

test('the worker writes the same search files as the main thread, every part with its excerpts', async (t) => {
  const inWorker = site();
  const inline = site();
  t.after(() => [inWorker, inline].forEach(({siteDir}) => rmSync(siteDir, {recursive: true, force: true})));
  await writeSearchFilesInWorker(inWorker);
  await writeSearchFiles(inline);
  const written = searchFiles(inWorker.outDir);
  assert.deepEqual(written, searchFiles(inline.outDir));
  // Each part's excerpts (after its index) hold its own pages' text: the guide, the operation, the type.
  assert.match(written[1]!, /Create an API key/);
  assert.match(written[3]!, /Returns a folder by its ID/);
  assert.match(written[5]!, /A folder holds documents/);
});

test('a failure in the worker is reported with its own message, naming the search index', async (t) => {
  const {siteDir, outDir, routesPaths} = site();
  t.after(() => rmSync(siteDir, {recursive: true, force: true}));
  rmSync(path.join(siteDir, SCHEMA_FILE));
  await assert.rejects(
    writeSearchFilesInWorker({outDir, routesPaths, siteDir}),
    (error: Error) => {
      assert.match(error.message, /^search index: the search files were not written: ENOENT.*schema\.graphql/);
      return true;
    },
  );
});

test('a worker that stops without writing, or with an exit code, is reported, never taken for success', async (t) => {
  const {siteDir, outDir, routesPaths} = site();
  t.after(() => rmSync(siteDir, {recursive: true, force: true}));
  const workers = path.join(__dirname, 'support', 'search-workers');
  await assert.rejects(
    writeSearchFilesInWorker({outDir, routesPaths, siteDir}, path.join(workers, 'exits-early.ts')),
    /^Error: search index: the search files were not written: the worker stopped before it had written them$/,
  );
  await assert.rejects(
    writeSearchFilesInWorker({outDir, routesPaths, siteDir}, path.join(workers, 'exits-with-code.ts')),
    /^Error: search index: the search files were not written: the worker stopped with exit code 3$/,
  );
});
