/** A patch that no longer applies stops `npm install`, naming the package (the project's own postinstall command). */
import assert from 'node:assert/strict';
import {spawnSync} from 'node:child_process';
import {mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {delimiter, join, resolve} from 'node:path';
import {test} from 'node:test';

const ROOT = resolve(__dirname, '../..');
const postinstall = (JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as {scripts: Record<string, string>})
  .scripts.postinstall;

function runPostinstall(patch: string): {status: number | null; output: string} {
  const app = mkdtempSync(join(tmpdir(), 'patch-install-'));
  try {
    writeFileSync(join(app, 'package.json'), JSON.stringify({name: 'app', version: '1.0.0', private: true}));
    mkdirSync(join(app, 'node_modules/left-pad'), {recursive: true});
    writeFileSync(
      join(app, 'node_modules/left-pad/package.json'),
      JSON.stringify({name: 'left-pad', version: '1.3.0'}),
    );
    writeFileSync(join(app, 'node_modules/left-pad/index.js'), "module.exports = 'upgraded';\n");
    mkdirSync(join(app, 'patches'));
    writeFileSync(join(app, 'patches/left-pad+1.3.0.patch'), patch);
    // CI switches patch-package's failure on by itself; the command must do so on a developer's machine too.
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      PATH: `${join(ROOT, 'node_modules/.bin')}${delimiter}${process.env.PATH}`,
    };
    delete env.CI;
    const result = spawnSync('sh', ['-c', postinstall], {cwd: app, env, encoding: 'utf8'});
    return {status: result.status, output: `${result.stdout}${result.stderr}`};
  } finally {
    rmSync(app, {recursive: true, force: true});
  }
}

const patchOf = (before: string, after: string) =>
  [
    'diff --git a/node_modules/left-pad/index.js b/node_modules/left-pad/index.js',
    '--- a/node_modules/left-pad/index.js',
    '+++ b/node_modules/left-pad/index.js',
    '@@ -1 +1 @@',
    `-${before}`,
    `+${after}`,
    '',
  ].join('\n');

test('a patch that no longer applies fails the install and names the package', () => {
  const {status, output} = runPostinstall(patchOf("module.exports = 'original';", "module.exports = 'patched';"));
  assert.notEqual(status, 0, output);
  assert.match(output, /Failed to apply patch for package left-pad/);
});

test('a patch that applies lets the install go on', () => {
  const {status, output} = runPostinstall(patchOf("module.exports = 'upgraded';", "module.exports = 'patched';"));
  assert.equal(status, 0, output);
});
