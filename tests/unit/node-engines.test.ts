/**
 * The Node.js versions the site promises (package.json `engines.node`, and the README's "Requires Node.js …") are
 * versions every installed package accepts: the lowest version of each line the range admits (`^20.19.0 || >=22.13.0`
 * admits 20.19.0 and 22.13.0) satisfies the `engines.node` of every package in package-lock.json, and the README
 * says the same range as package.json.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';

import semver from 'semver';

interface LockFile {
  packages: Record<string, {version?: string; engines?: Record<string, string> | string[]}>;
}

const manifest = JSON.parse(readFileSync('package.json', 'utf8')) as {engines: {node: string}};
const lock = JSON.parse(readFileSync('package-lock.json', 'utf8')) as LockFile;

/** The lowest version of each part (`||`) of a range. */
function lowestVersions(range: string): string[] {
  return new semver.Range(range).set.map((comparators) => {
    const lowest = semver.minVersion(comparators.map((comparator) => comparator.value).join(' '));
    assert.ok(lowest, `${range} admits some version`);
    return lowest.version;
  });
}

test('every installed package accepts the lowest Node.js version of each line package.json promises', () => {
  const promised = manifest.engines.node;
  const versions = lowestVersions(promised);
  const refused: string[] = [];
  for (const [path, entry] of Object.entries(lock.packages)) {
    const range = !entry.engines || Array.isArray(entry.engines) ? undefined : entry.engines['node'];
    if (path === '' || !range) continue;
    for (const version of versions) {
      if (!semver.satisfies(version, range)) {
        refused.push(`${path.replace(/^.*node_modules\//, '')}@${entry.version ?? '?'} wants Node.js ${range}, not ${version}`);
      }
    }
  }
  assert.deepEqual([...new Set(refused)].sort(), [], `package.json promises Node.js ${promised}`);
});

test('the README promises the Node.js versions package.json does', () => {
  const readme = readFileSync('README.md', 'utf8');
  const stated = /Requires Node\.js ([^\n]+?) and npm/.exec(readme)?.[1];
  assert.ok(stated, 'the README says which Node.js it requires ("Requires Node.js … and npm …")');
  const lowest = lowestVersions(manifest.engines.node);
  for (const version of lowest) assert.ok(stated.includes(version.replace(/\.0$/, '')), `the README's "${stated}" names ${version}`);
});
