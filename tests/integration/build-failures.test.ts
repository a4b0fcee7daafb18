/**
 * A build that fails, late or early, or is stopped leaves build/ byte for byte as it was and no process of its
 * running (scripts/build.ts): a broken link only the whole site shows, a part of the reference app killed, a Ctrl-C
 * (SIGINT) to the build, and a broken schema. Each runs the real build in a scratch copy of the site.
 */
import {after, before, test} from 'node:test';
import assert from 'node:assert/strict';
import {appendFileSync, mkdirSync, readFileSync, writeFileSync} from 'node:fs';
import {join} from 'node:path';

import {createScratchSite, type ScratchSite} from '../../scripts/scratch-site';
import {APP_ENV, REFERENCE_PART_ENV} from '../../src/config/current-app';
import {digests, processesLeftIn, startBuild, waitForProcessWithEnv} from './support/build-runs';

const GUIDE = 'docs/guides/documents/getting-documents.md';
let site: ScratchSite;
let previous: Map<string, string>;

before(() => {
  site = createScratchSite('.', 'build-failures', {withChanges: true});
  // The site as served before: what every failed build must leave as it was.
  mkdirSync(join(site.dir, 'build', 'docs'), {recursive: true});
  writeFileSync(join(site.dir, 'build', 'index.html'), '<!doctype html><title>The previous build</title>');
  writeFileSync(join(site.dir, 'build', 'docs', 'page.md'), '# A page of the previous build\n');
  previous = digests(join(site.dir, 'build'));
});

after(() => site.remove());

async function assertNothingLeft(what: string): Promise<void> {
  assert.deepEqual(digests(join(site.dir, 'build')), previous, `${what}: build/ is as it was`);
  assert.deepEqual(await processesLeftIn(site.dir, 1000), [], `${what}: no process of the build is left running`);
}

test('a broken link into another app, found once the apps are put together, fails the build naming file and line', {timeout: 240_000}, async () => {
  const guide = join(site.dir, GUIDE);
  const original = readFileSync(guide, 'utf8');
  appendFileSync(guide, '\nSee [the folder’s sizes](/docs/graphql/objects/folder#no-such-field).\n');
  const line = original.split('\n').length + 1;
  try {
    const build = startBuild(site.dir, ['--reference-parts', '2']);
    const code = await build.ended;
    assert.equal(code, 1, build.output());
    // Both apps were built: only the whole site could see the link was broken.
    assert.match(build.output(), /The reference app, part 2 of 2/);
    assert.match(
      build.output(),
      new RegExp(`${GUIDE.replace(/[./]/g, '\\$&')}:${line}: the link /docs/graphql/objects/folder#no-such-field names #no-such-field, which no element of /docs/graphql/objects/folder has`),
    );
    assert.match(build.output(), /The build failed; build\/ stays as it was\./);
    await assertNothingLeft('a broken link');
  } finally {
    writeFileSync(guide, original);
  }
});

test('a part of the reference app killed mid-build stops the build and the other builds', {timeout: 240_000}, async () => {
  const build = startBuild(site.dir, ['--reference-parts', '2']);
  // The first part, which starts as soon as the reference is generated, beside the site app (or, once that has
  // ended, the second part): no part is special, and the second starts only when one of the first two builds ends.
  const part = await waitForProcessWithEnv(site.dir, REFERENCE_PART_ENV, '0');
  process.kill(part, 'SIGKILL');
  const code = await build.ended;
  assert.equal(code, 1, build.output());
  assert.match(build.output(), /The reference app, part 1 of 2 \(\d+ pages\) was killed \(SIGKILL\)/);
  await assertNothingLeft('a killed part');
});

test('SIGINT to the build mid-way stops every process it started, and the build exits as interrupted', {timeout: 240_000}, async () => {
  const build = startBuild(site.dir, ['--reference-parts', '2']);
  await waitForProcessWithEnv(site.dir, APP_ENV, 'site');
  // Once the apps are building: each is a process group of its own, which the terminal's Ctrl-C would not reach.
  await new Promise((resolve) => setTimeout(resolve, 2000));
  build.child.kill('SIGINT');
  const code = await build.ended;
  assert.equal(code, 130, build.output());
  assert.match(build.output(), /SIGINT: the build stops; build\/ stays as it was\./);
  await assertNothingLeft('SIGINT');
});

test('a broken schema stops the build before any app is built, naming file, line and column', {timeout: 120_000}, async () => {
  const schema = join(site.dir, 'schema.graphql');
  const original = readFileSync(schema, 'utf8');
  const lines = original.split('\n');
  const index = lines.findIndex((text) => /^\s+id: ID!$/.test(text));
  lines[index] = lines[index]!.replace('ID!', 'Identifier!');
  writeFileSync(schema, lines.join('\n'));
  try {
    const build = startBuild(site.dir);
    assert.equal(await build.ended, 1, build.output());
    assert.match(build.output(), new RegExp(`schema\\.graphql:${index + 1}:\\d+`));
    assert.match(build.output(), /Unknown type "Identifier"/);
    assert.doesNotMatch(build.output(), /app.*: started/, 'no app was started');
    await assertNothingLeft('a broken schema');
  } finally {
    writeFileSync(schema, original);
  }
});
