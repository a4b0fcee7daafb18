/**
 * The build is reproducible: two checkouts in different folders (of different depths), each with its own installed
 * packages, built with the same SOURCE_DATE_EPOCH, give byte-identical build/ trees, and no file of either names a
 * folder of the machine it was built on. Every difference found is listed; none is expected, so the test names no
 * file it lets differ.
 */
import {after, test} from 'node:test';
import assert from 'node:assert/strict';
import {cpSync, existsSync, readFileSync} from 'node:fs';
import {join} from 'node:path';

import {createScratchSite, type ScratchSite} from '../../scripts/scratch-site';
import {digests, startBuild} from './support/build-runs';

// A fixed instant: the reference's history says how far off a planned removal is, counted from the build's day.
const SOURCE_DATE_EPOCH = '1764547200';

const sites: ScratchSite[] = [];
after(() => sites.forEach((site) => site.remove()));

test(
  'two checkouts in different folders build byte-identical sites that name no folder of the machine',
  {timeout: 420_000},
  async () => {
    const folders = [
      createScratchSite('.', 'reproducible-a', {modules: 'copy', withChanges: true}),
      createScratchSite('.', 'reproducible-b', {modules: 'copy', withChanges: true, path: 'a/deeper/checkout'}),
    ];
    sites.push(...folders);
    const trees: Map<string, string>[] = [];
    for (const {dir} of folders) {
      // The default number of parts (one at today's size): `npm test`'s own build has two.
      const build = startBuild(dir, [], {SOURCE_DATE_EPOCH});
      assert.equal(await build.ended, 0, build.output());
      trees.push(digests(join(dir, 'build')));
    }
    const [first, second] = trees as [Map<string, string>, Map<string, string>];
    assert.ok(first.size > 1000, `the site has its pages (${first.size} files)`);
    const differing = [...new Set([...first.keys(), ...second.keys()])].filter(
      (file) => first.get(file) !== second.get(file),
    );
    // Both versions of each file that differs, for a diff by hand (test-results/ is where a failed test leaves its traces).
    for (const file of [
      ...differing.filter((file) => !file.endsWith('.html')),
      ...differing.filter((file) => file.endsWith('.html')),
    ].slice(0, 20))
      for (const [index, {dir}] of folders.entries())
        if (existsSync(join(dir, 'build', file)))
          cpSync(join(dir, 'build', file), join('test-results', 'reproducibility', `build-${index + 1}`, file));
    assert.deepEqual(
      differing,
      [],
      'files that differ between the two builds (or exist in one only), copied to test-results/reproducibility/',
    );

    // No file names the folder it was built in, nor the working tree the copies were made from.
    const paths = [...folders.map(({dir}) => dir), process.cwd()];
    const naming = [...first.keys()].filter((file) => {
      const text = readFileSync(join(folders[0]!.dir, 'build', file), 'latin1');
      return paths.some((path) => text.includes(path));
    });
    assert.deepEqual(naming, [], 'files that name a folder of the machine');
  },
);
