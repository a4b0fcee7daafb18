import {test} from 'node:test';
import assert from 'node:assert/strict';
import {existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {dirname, join} from 'node:path';

import {combineParts, mergeBuilds} from '../../scripts/build/merge-builds';
import {ROUTE_LIST_FILE} from '../../src/plugins/built-pages';
import {HEADERS_FILE} from '../../scripts/build/security-headers';

function write(root: string, files: Record<string, string>) {
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), {recursive: true});
    writeFileSync(join(root, path), text);
  }
}

function withBuilds(run: (dirs: {whole: string; light: string}) => void) {
  return () => {
    const root = mkdtempSync(join(tmpdir(), 'merge-builds-'));
    try {
      run({whole: join(root, 'whole'), light: join(root, 'light')});
    } finally {
      rmSync(root, {recursive: true, force: true});
    }
  };
}

const page = (script: string) => `<html><body><script>${script}</script></body></html>`;

test(
  'the reference comes from the whole build, other pages from the light build, and what only the whole build wrote is moved',
  withBuilds(({whole, light}) => {
    write(whole, {
      'index.html': page('whole home'),
      'docs/graphql/index.html': page('overview'),
      'docs/graphql/queries/me/index.html': page('me'),
      'docs/getting-started/index.html': page('whole guide'),
      'docs/getting-started.md': '# Getting started',
      'search-index-default.json': '{}',
      'assets/js/main.aaaa1111.js': 'whole app',
      'assets/js/shared.cccc3333.js': 'same chunk',
      'sitemap.xml': 'whole sitemap',
    });
    write(light, {
      'index.html': page('light home'),
      'docs/graphql/index.html': page('stand-in'),
      'docs/getting-started/index.html': page('light guide'),
      'assets/js/main.bbbb2222.js': 'light app',
      'assets/js/shared.cccc3333.js': 'same chunk',
      'sitemap.xml': 'light sitemap',
    });
    mergeBuilds({whole, light, wholeOwns: 'docs/graphql'});
    const read = (path: string) => readFileSync(join(light, path), 'utf8');
    assert.equal(read('docs/graphql/index.html'), page('overview'), 'the stand-in gave way to the reference');
    assert.equal(read('docs/graphql/queries/me/index.html'), page('me'));
    assert.equal(read('index.html'), page('light home'));
    assert.equal(read('docs/getting-started/index.html'), page('light guide'));
    assert.equal(read('sitemap.xml'), 'light sitemap');
    assert.equal(read('docs/getting-started.md'), '# Getting started');
    assert.equal(read('search-index-default.json'), '{}');
    assert.equal(read('assets/js/main.aaaa1111.js'), 'whole app');
    assert.equal(read('assets/js/main.bbbb2222.js'), 'light app');
    assert.equal(existsSync(whole), false, 'the whole build’s folder is gone');
  }),
);

test(
  'the headers file allows the inline scripts of both builds’ pages',
  withBuilds(({whole, light}) => {
    write(whole, {'docs/graphql/index.html': page('only in the reference')});
    write(light, {'index.html': page('only in the light build'), [HEADERS_FILE]: 'stale'});
    mergeBuilds({whole, light, wholeOwns: 'docs/graphql'});
    const headers = readFileSync(join(light, HEADERS_FILE), 'utf8');
    assert.equal(headers.match(/'sha256-/g)?.length, 2, headers);
  }),
);

test(
  'a bundler file both builds wrote with different contents stops the merge, naming it',
  withBuilds(({whole, light}) => {
    write(whole, {'docs/graphql/index.html': page('overview'), 'assets/css/styles.dddd4444.css': 'a {}'});
    write(light, {'index.html': page('home'), 'assets/css/styles.dddd4444.css': 'b {}'});
    assert.throws(
      () => mergeBuilds({whole, light, wholeOwns: 'docs/graphql'}),
      /both builds wrote these files with different contents:\n {2}assets\/css\/styles\.dddd4444\.css/,
    );
  }),
);

test(
  'a whole build without the reference stops the merge',
  withBuilds(({whole, light}) => {
    write(whole, {'index.html': page('home')});
    write(light, {'index.html': page('home')});
    assert.throws(() => mergeBuilds({whole, light, wholeOwns: 'docs/graphql'}), /has no docs\/graphql\//);
  }),
);

test(
  'in parts: each reference page comes from the part that holds it, the overview too, and the routes of all are returned',
  withBuilds(({whole}) => {
    const [first, second] = [join(whole, 'part-0'), join(whole, 'part-1')];
    write(first, {
      'docs/graphql/index.html': page('stand-in in part 1'),
      'docs/graphql/objects/folder/index.html': page('folder'),
      'docs/graphql/objects.md': '# Objects',
      'docs/getting-started/index.html': page('guide of part 1'),
      'assets/js/main.aaaa1111.js': 'app of part 1',
      'assets/js/shared.cccc3333.js': 'same chunk',
      [ROUTE_LIST_FILE]: JSON.stringify(['/docs/graphql', '/docs/graphql/objects/folder', '/docs/getting-started']),
    });
    write(second, {
      'docs/graphql/index.html': page('overview'),
      'docs/graphql.md': '# GraphQL API reference',
      'docs/graphql/queries/me/index.html': page('me'),
      'docs/graphql/objects.md': '# Objects',
      'docs/getting-started/index.html': page('guide of part 2'),
      'llms.txt': '# Folio',
      'assets/js/main.eeee5555.js': 'app of part 2',
      'assets/js/shared.cccc3333.js': 'same chunk',
      [ROUTE_LIST_FILE]: JSON.stringify(['/docs/graphql', '/docs/graphql/', '/docs/graphql/queries/me', '/docs/getting-started']),
    });
    const {routes} = combineParts({
      parts: [
        {dir: first, pages: ['objects/folder']},
        {dir: second, pages: ['overview', 'queries/me']},
      ],
      referenceBase: 'docs/graphql',
      overviewPage: 'overview',
    });
    const read = (path: string) => readFileSync(join(first, path), 'utf8');
    assert.equal(read('docs/graphql/index.html'), page('overview'), 'the overview from its part, not a stand-in');
    assert.equal(read('docs/graphql/objects/folder/index.html'), page('folder'));
    assert.equal(read('docs/graphql/queries/me/index.html'), page('me'));
    assert.equal(read('docs/getting-started/index.html'), page('guide of part 1'));
    for (const file of ['docs/graphql.md', 'docs/graphql/objects.md', 'llms.txt', 'assets/js/main.aaaa1111.js', 'assets/js/main.eeee5555.js'])
      assert.ok(existsSync(join(first, file)), file);
    assert.deepEqual([...routes].sort(), ['/docs/getting-started', '/docs/graphql/', '/docs/graphql/objects/folder', '/docs/graphql/queries/me']);
    assert.equal(existsSync(join(first, ROUTE_LIST_FILE)), false);
    assert.equal(existsSync(second), false, 'the other part’s folder is gone');
  }),
);

test(
  'one part: its routes as it rendered them, nothing moved',
  withBuilds(({whole}) => {
    write(whole, {'docs/graphql/index.html': page('overview'), [ROUTE_LIST_FILE]: JSON.stringify(['/', '/docs/graphql/'])});
    const {routes} = combineParts({parts: [{dir: whole, pages: ['overview']}], referenceBase: 'docs/graphql', overviewPage: 'overview'});
    assert.deepEqual(routes, ['/', '/docs/graphql/']);
    assert.equal(readFileSync(join(whole, 'docs/graphql/index.html'), 'utf8'), page('overview'));
  }),
);

test(
  'in parts: a reference page two parts rendered, or a build without its route list, stops the merge',
  withBuilds(({whole}) => {
    const [first, second] = [join(whole, 'part-0'), join(whole, 'part-1')];
    for (const dir of [first, second]) write(dir, {'docs/graphql/queries/me/index.html': page('me'), [ROUTE_LIST_FILE]: '[]'});
    const parts = [
      {dir: first, pages: ['queries/me']},
      {dir: second, pages: ['queries/me']},
    ];
    assert.throws(
      () => combineParts({parts, referenceBase: 'docs/graphql', overviewPage: 'overview'}),
      /two builds hold the reference page docs\/graphql\/queries\/me\/index\.html/,
    );
    write(first, {'index.html': page('home')});
    assert.throws(
      () => combineParts({parts: [{dir: first, pages: []}], referenceBase: 'docs/graphql', overviewPage: 'overview'}),
      /wrote no \.folio-routes\.json/,
    );
  }),
);
