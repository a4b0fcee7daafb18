import {test} from 'node:test';
import assert from 'node:assert/strict';
import {createRequire} from 'node:module';
import {readFileSync} from 'node:fs';

// The patched ES module is what the bundles use; react-router's CommonJS build is left as published, so it is the reference.
import {matchPath as patchedMatchPath} from 'react-router/esm/react-router.js';

type MatchPath = typeof patchedMatchPath;
const publishedMatchPath = (createRequire(__filename)('react-router/cjs/react-router.js') as {matchPath: MatchPath}).matchPath;

/** Route paths as Docusaurus writes them, and the kinds path-to-regexp reads differently, which must take the full way. */
const ROUTE_PATHS = [
  '/', '/docs', '/docs/', '/docs/getting-started', '/docs/graphql/objects/folder', '/docs/graphql/queries/me',
  '/blog/tags/api', '/blog/page/2', '/search', '/docs/a.b', '/docs/[x]', '/docs/$x^', '/Caps/Path', '/trailing/',
  '/docs/:id', '/docs/:id?', '/docs/(foo)?', '/files/*', '/docs/a+b', '/a?b', '/esc\\:aped', '/ümlaut', '',
];

function pathnames(): string[] {
  const names = new Set(['', '/', '//', '/docs//x', '/ÜMLAUT', '/ümlaut', '/\u212Aelvin', '/docs/a%20b', '/DOCS/GRAPHQL', '/d']);
  for (const path of ROUTE_PATHS) {
    for (const name of [path, `${path}/`, `${path}/x`, `${path}x`, path.toUpperCase(), path.slice(0, -1), `${path}//`]) names.add(name);
  }
  return [...names];
}

test("matchPath answers exactly as react-router's published build, for every option and kind of path", () => {
  let compared = 0;
  for (const exact of [false, true]) {
    for (const strict of [false, true]) {
      for (const sensitive of [false, true]) {
        for (const path of [...ROUTE_PATHS, ['/docs/x', '/docs'], ['/nope', '/docs/:id']]) {
          for (const pathname of pathnames()) {
            const options = {path, exact, strict, sensitive};
            assert.deepEqual(patchedMatchPath(pathname, options), publishedMatchPath(pathname, options), `${pathname} ${JSON.stringify(options)}`);
            compared++;
          }
        }
      }
    }
  }
  for (const pathname of pathnames()) {
    assert.deepEqual(patchedMatchPath(pathname, '/docs'), publishedMatchPath(pathname, '/docs'));
    assert.deepEqual(patchedMatchPath(pathname, {}), publishedMatchPath(pathname, {}));
  }
  assert.ok(compared > 10_000, `${compared} comparisons`);
});

test('matching a URL compiles no regular expression for the literal routes it cannot match', () => {
  // Paths no other test compiled (matchPath caches what it compiles), as the reference's routes are written.
  const routes = Array.from({length: 300}, (_, i) => `/docs/graphql/queries/compiled-${i}`);
  const target = '/docs/graphql/objects/compiled-target';
  const NativeRegExp = globalThis.RegExp;
  let compiled = 0;
  globalThis.RegExp = new Proxy(NativeRegExp, {
    construct: (type, args) => (compiled++, new type(...(args as [string, string]))),
  });
  let match: ReturnType<MatchPath> = null;
  try {
    for (const path of [...routes, target]) match ??= patchedMatchPath(target, {path, exact: true});
  } finally {
    globalThis.RegExp = NativeRegExp;
  }
  assert.equal(match?.path, target);
  // The published matchPath compiles one per route: 301.
  assert.equal(compiled, 1, 'regular expressions compiled');
});

test('bundlers, which prefer the "module" entry, get the patched build', () => {
  const manifest = JSON.parse(readFileSync('node_modules/react-router/package.json', 'utf8')) as {module: string};
  assert.equal(manifest.module, 'esm/react-router.js');
  assert.match(readFileSync(`node_modules/react-router/${manifest.module}`, 'utf8'), /function cannotMatchLiteralPath\(/);
});
