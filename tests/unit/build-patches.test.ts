import assert from 'node:assert/strict';
import {execFileSync} from 'node:child_process';
import {readFileSync} from 'node:fs';
import {test} from 'node:test';

/**
 * Patches (patches/) that take work out of the build. The built site is the same with or without them, so only these
 * checks fail when a dependency update drops one.
 */

/** The packages a module pulls in when loaded in a fresh Node process. */
function packagesLoadedBy(moduleId: string): string[] {
  const script = `
    require(${JSON.stringify(moduleId)});
    const names = new Set();
    // Module files only: a package.json read for a version number loads none of the package's code.
    for (const file of Object.keys(require.cache).filter((name) => name.endsWith('.js'))) {
      const match = /node_modules\\/((?:@[^/]+\\/)?[^/]+)\\/(?!.*node_modules)/.exec(file);
      if (match) names.add(match[1]);
    }
    process.stdout.write(JSON.stringify([...names]));
  `;
  return JSON.parse(execFileSync(process.execPath, ['-e', script], {encoding: 'utf8'})) as string[];
}

test("each SSG worker thread loads the HTML minifier, not the bundler's webpack, Babel and plugins", () => {
  const loaded = packagesLoadedBy('@docusaurus/core/lib/ssg/ssgRenderer.js');
  // Loading the renderer still loads the minifier's module…
  assert.ok(loaded.includes('@docusaurus/bundler'), `loaded: ${loaded.join(', ')}`);
  // …but not what the bundler's entry module loads besides: 0.6 s of start-up per worker.
  for (const unused of [
    'webpack',
    '@babel/core',
    'webpackbar',
    'copy-webpack-plugin',
    'css-minimizer-webpack-plugin',
  ]) {
    assert.ok(!loaded.includes(unused), `the SSG renderer loaded ${unused}`);
  }
});

test('the SSG renderer still gets a working HTML minifier', () => {
  // A plain Node process, as the SSG worker threads are: the test runner's TypeScript loader changes how the
  // minifier's dynamic import of @swc/html resolves.
  const script = `
    require('@docusaurus/bundler/lib/minifyHtml')
      .getHtmlMinifier({type: 'swc'})
      .then((minifier) => minifier.minify('<!DOCTYPE html><html lang="en"><head><title>A</title></head><body>  <p>x</p>  </body></html>'))
      .then(({code}) => process.stdout.write(code));
  `;
  const code = execFileSync(process.execPath, ['-e', script], {encoding: 'utf8'});
  // Whitespace between elements goes, and so do optional end tags.
  assert.match(code, /<body><p>x<\/body>/);
});

test("Monaco's import of a worker module by id is left to the browser, not bundled as a context of its directory", () => {
  // `import(`${url}`)` made the bundler build every module of the importing directory as a chunk of each language
  // worker: about 45 chunks (1 MB) per worker that nothing loads, since the playground's workers are entry points
  // that register their code directly.
  for (const file of [
    'monaco-editor/esm/vs/editor/common/services/editorSimpleWorker.js',
    'monaco-editor/esm/vs/base/common/worker/simpleWorker.js',
  ]) {
    const source = readFileSync(`node_modules/${file}`, 'utf8');
    assert.match(source, /import\(\/\* webpackIgnore: true \*\/ `\$\{url\}`\)/, file);
    assert.doesNotMatch(source, /import\(`\$\{url\}`\)/, file);
  }
});
