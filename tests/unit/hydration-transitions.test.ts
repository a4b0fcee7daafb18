import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import {test} from 'node:test';

/**
 * Right after hydration, two state updates re-render much of a page: Docusaurus's browser context turns true (every
 * `useIsBrowser` and `<BrowserOnly>` renders again) and `useWindowSize` turns from "ssr" to "mobile" or "desktop"
 * (a docs page swaps its sidebar and table of contents for the mobile ones). Made in an effect, they are urgent
 * updates, rendered in one task: 200 ms of a throttled phone's main thread on a guide. The patches in patches/ make
 * both transitions, which React renders in short slices. These checks fail when a dependency update drops them.
 */
const PATCHED_MODULES = [
  ['node_modules/@docusaurus/core/lib/client/browserContext.js', /startTransition\(\(\) => setIsBrowser\(true\)\)/],
  ['node_modules/@docusaurus/theme-common/lib/hooks/useWindowSize.js', /startTransition\(updateWindowSize\)/],
] as const;

for (const [file, patchedUpdate] of PATCHED_MODULES) {
  test(`${file} makes its first update after hydration a transition`, () => {
    const source = readFileSync(file, 'utf8');
    assert.match(source, /import (React, )?\{[^}]*\bstartTransition\b[^}]*\} from 'react'/);
    assert.match(source, patchedUpdate);
  });
}
