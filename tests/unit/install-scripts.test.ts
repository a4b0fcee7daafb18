/** npm 11 runs a dependency's install script only if package.json's allowScripts approves it, and warns otherwise. */
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import {join, resolve} from 'node:path';
import {test} from 'node:test';

const ROOT = resolve(__dirname, '../..');
const readJson = (file: string) => JSON.parse(readFileSync(join(ROOT, file), 'utf8'));

interface LockPackage {
  hasInstallScript?: boolean;
}

test('every dependency with an install script is approved or denied in allowScripts', () => {
  const {allowScripts = {}, scripts} = readJson('package.json') as {
    allowScripts?: Record<string, boolean>;
    scripts: Record<string, string>;
  };
  const {packages} = readJson('package-lock.json') as {packages: Record<string, LockPackage>};
  const withScripts = Object.entries(packages)
    .filter(([path, entry]) => path !== '' && entry.hasInstallScript)
    .map(([path]) => path.slice(path.lastIndexOf('node_modules/') + 'node_modules/'.length));
  assert.ok(withScripts.length > 0, 'the lock lists the packages that have install scripts');
  const unreviewed = withScripts.filter((name) => typeof allowScripts[name] !== 'boolean');
  assert.deepEqual(unreviewed, [], 'declare them with `npm install-scripts approve|deny <pkg>`');
  // The project's own postinstall is not a dependency's script: npm runs it whatever allowScripts says.
  assert.equal(scripts.postinstall, 'patch-package --error-on-fail');
});
