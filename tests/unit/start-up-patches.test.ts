import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import {test} from 'node:test';

/**
 * Patches (patches/) that take work out of a page's start-up. They change when work happens, not what a page shows,
 * so the end-to-end tests pass with or without them; these checks fail when a dependency update drops one.
 */
const read = (file: string) => readFileSync(`node_modules/${file}`, 'utf8');

/**
 * Right after hydration, two state updates re-render much of a page: the browser context turns true (every
 * `useIsBrowser` and `<BrowserOnly>` renders again) and `useWindowSize` turns from "ssr" to "mobile" or "desktop"
 * (a docs page swaps its sidebar and table of contents). Made in an effect, they are urgent updates, rendered in one
 * task: 200 ms of a throttled phone's main thread on a guide. As transitions, React renders them in short slices.
 */
for (const [file, patchedUpdate] of [
  ['@docusaurus/core/lib/client/browserContext.js', /startTransition\(\(\) => setIsBrowser\(true\)\)/],
  ['@docusaurus/theme-common/lib/hooks/useWindowSize.js', /startTransition\(updateWindowSize\)/],
] as const) {
  test(`${file} makes its first update after hydration a transition`, () => {
    const source = read(file);
    assert.match(source, /import (React, )?\{[^}]*\bstartTransition\b[^}]*\} from 'react'/);
    assert.match(source, patchedUpdate);
  });
}

test("core's ComponentCreator builds a route's loadable component on first use, not for every route at start-up", () => {
  const source = read('@docusaurus/core/lib/client/exports/ComponentCreator.js');
  // The route's component renders, and preloads, the loadable built on first use…
  assert.match(source, /component \?\?= createRouteComponent\(path, hash\)/);
  assert.match(source, /RouteComponent\.preload = \(\) => getComponent\(\)\.preload\(\);/);
  // …and ComponentCreator itself returns before building one.
  const creator = source.slice(source.indexOf('export default function ComponentCreator'));
  assert.ok(creator.indexOf('return RouteComponent;') < creator.indexOf('Loadable.Map('));
});

test("core's prefetch requests each chunk file once and finds a route's chunks in a map", () => {
  const source = read('@docusaurus/core/lib/client/docusaurus.js');
  assert.match(source, /!prefetchedAssets\.has\(chunkAsset\)/);
  assert.match(source, /chunkNamesByPath\.get\(path\)/);
});

test("theme-common's useShallowMemoObject sorts keys without localeCompare (no collation data during hydration)", () => {
  const source = read('@docusaurus/theme-common/lib/utils/reactUtils.js');
  const body = source.slice(source.indexOf('export function useShallowMemoObject'));
  assert.doesNotMatch(body.slice(0, body.indexOf("\n}\n")), /\.localeCompare\(/);
});
