import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';

import bundlerSettingsPlugin, {SERVER_MODULE_REPLACEMENTS} from '../../src/plugins/bundler-settings';

test('the server build swaps out the very module the playground page lazily imports as its IDE', () => {
  const page = readFileSync('src/pages/playground/index.tsx', 'utf8');
  const lazyImports = [...page.matchAll(/import\('([^']+)'\)/g)].map((match) => match[1]);
  assert.deepEqual(lazyImports, ['./_components/PlaygroundIde']);
  const [pattern, replacement] = SERVER_MODULE_REPLACEMENTS[0];
  assert.match(lazyImports[0], pattern);
  assert.match(replacement, /PlaygroundIde\.server\.tsx$/);
  // The stand-in renders nothing: the page's server HTML shows the loading state around it.
  const standIn = readFileSync(replacement, 'utf8');
  assert.match(standIn, /return null;/);
});

test('PostCSS runs without Preset Env and without a config file search, keeping the other plugins', () => {
  const layers = {postcssPlugin: 'wrap-in-layer'};
  const options = {ident: 'postcss', plugins: [['/x/node_modules/postcss-preset-env/dist/index.cjs', {}], layers]};
  const configured = bundlerSettingsPlugin().configurePostCss!(options as never) as unknown as typeof options & {config: boolean};
  assert.equal(configured.config, false);
  assert.deepEqual(configured.plugins, [layers]);
  assert.equal(configured.ident, 'postcss');
});
