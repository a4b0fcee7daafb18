/**
 * The anchor check of a reference built in parts (scripts/build/anchors.ts), on the facts each part reads of its pages
 * as Docusaurus writes them (src/plugins/built-pages/facts.ts).
 */
import assert from 'node:assert/strict';
import {mkdirSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {dirname, join} from 'node:path';
import {test} from 'node:test';

import {brokenAnchors} from '../../scripts/build/anchors';
import {readPageFacts} from '../../src/plugins/built-pages/facts';
import {builtPageFile} from '../../src/plugins/search-index/searchFiles';

test('a route’s HTML file is where Docusaurus writes it', () => {
  const dir = mkdtempSync(join(tmpdir(), 'folio-built-pages-'));
  try {
    for (const file of ['index.html', 'docs/graphql/index.html', 'docs/graphql/objects/folder/index.html', '404.html']) {
      mkdirSync(dirname(join(dir, file)), {recursive: true});
      writeFileSync(join(dir, file), '<html></html>');
    }
    assert.equal(builtPageFile(dir, '/'), join(dir, 'index.html'));
    assert.equal(builtPageFile(dir, '/docs/graphql/'), join(dir, 'docs/graphql/index.html'));
    assert.equal(builtPageFile(dir, '/docs/graphql/objects/folder'), join(dir, 'docs/graphql/objects/folder/index.html'));
    assert.equal(builtPageFile(dir, '/404.html'), join(dir, '404.html'));
    assert.equal(builtPageFile(dir, '/docs/nowhere'), null);
  } finally {
    rmSync(dir, {recursive: true, force: true});
  }
});

test('a link to a fragment its page does not have is reported with the page it is on; others pass', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'folio-anchors-'));
  try {
    const pages: Record<string, string> = {
      '/docs/glossar': `<a href="/docs/graphql/objects/folder#is-favorite">f</a><a href="/docs/graphql/objects/folder#is-favourite">g</a>
        <a href="#terms">t</a><h2 id="terms">Terms</h2><a href="https://example.com/x#y">e</a><a href="/docs/nowhere#x">n</a>`,
      '/docs/graphql/objects/folder': `<h3 id="is-favorite">isFavorite</h3><a href="../queries/me#arguments">me</a>
        <a href="/docs/glossar#caf%C3%A9">c</a>`,
      '/docs/graphql/queries/me': '<h2 id="arguments">Arguments</h2>',
    };
    for (const [route, html] of Object.entries(pages)) {
      const file = join(dir, route, 'index.html');
      mkdirSync(dirname(file), {recursive: true});
      writeFileSync(file, `<html><body>${html}</body></html>`);
    }
    const facts = await readPageFacts({outDir: dir, routes: [...Object.keys(pages), '/docs/unbuilt'], anchors: true});
    assert.deepEqual(facts.map((page) => page.route), Object.keys(pages), 'a route without a page file is left out');
    assert.deepEqual(brokenAnchors(facts), [
      '/docs/graphql/objects/folder#is-favourite (on /docs/glossar)',
      '/docs/glossar#caf%C3%A9 (on /docs/graphql/objects/folder)',
    ]);
  } finally {
    rmSync(dir, {recursive: true, force: true});
  }
});
