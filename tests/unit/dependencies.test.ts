/**
 * graphql-js must exist once in the tree: schema objects built by one copy fail `instanceof` checks in another
 * (graphql-markdown, graphql-tools and the site pass schemas between them), and graphql-markdown requires one exact
 * version of it.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';

interface LockedPackage {
  readonly version?: string;
  readonly dependencies?: Record<string, string>;
  readonly peerDependencies?: Record<string, string>;
}

const lock = JSON.parse(readFileSync('package-lock.json', 'utf8')) as {packages: Record<string, LockedPackage>};
const manifest = JSON.parse(readFileSync('package.json', 'utf8')) as {dependencies: Record<string, string>};

test('package-lock.json holds a single graphql, at the version package.json pins', () => {
  const copies = Object.entries(lock.packages).filter(([path]) => /(^|\/)node_modules\/graphql$/.test(path));
  assert.deepEqual(
    copies.map(([path, locked]) => `${path}@${locked.version}`),
    [`node_modules/graphql@${manifest.dependencies.graphql}`],
  );
});

test('the pinned graphql is the version graphql-markdown requires', () => {
  const requirements = Object.entries(lock.packages)
    .filter(([path]) => path.includes('node_modules/@graphql-markdown/'))
    .map(([path, locked]) => [path, locked.peerDependencies?.graphql ?? locked.dependencies?.graphql] as const)
    .filter(([, range]) => range !== undefined);
  assert.ok(requirements.length > 0, 'no graphql-markdown package states a graphql requirement');
  for (const [path, range] of requirements) assert.equal(range, manifest.dependencies.graphql, `${path} requires graphql ${range}`);
});
