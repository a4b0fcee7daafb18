/** The reference cut into parts of capped size (src/config/reference-parts.ts), checked with the glob matcher Docusaurus uses. */
import assert from 'node:assert/strict';
import {mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {dirname, join} from 'node:path';
import {after, test} from 'node:test';
import {buildSchema} from 'graphql';
import {Globby} from '@docusaurus/utils';

import {
  linkToOtherParts,
  MAX_REFERENCE_PAGES_PER_BUILD,
  partitionReference,
  WHOLE_REFERENCE_INCLUDE,
} from '../../src/config/reference-parts';
import {referencePagePaths} from '../../scripts/reference/pages';
import {REFERENCE_OVERVIEW_PAGE} from '../../src/config/reference';
import {growSchema} from '../../scripts/bench/scale/grow-schema';

const SDL = readFileSync('schema.graphql', 'utf8');

const folders: string[] = [];
after(() => {
  for (const folder of folders) rmSync(folder, {recursive: true, force: true});
});

/** A reference folder with these pages and the generator's category files, as the docs plugin reads it. */
function referenceFolder(pages: readonly string[]): string {
  const folder = mkdtempSync(join(tmpdir(), 'folio-reference-parts-'));
  folders.push(folder);
  const files = [...pages.map((page) => `${page}.mdx`), 'objects/_category_.yml', 'inputs/_category_.yml'];
  for (const file of files) {
    mkdirSync(dirname(join(folder, file)), {recursive: true});
    writeFileSync(join(folder, file), '');
  }
  return folder;
}

/** What the docs plugin's `include` selects in the folder (Docusaurus's own glob call), as page paths. */
async function selected(include: readonly string[], folder: string): Promise<string[]> {
  return (await Globby([...include], {cwd: folder})).map((file) => file.replace(/\.mdx$/, ''));
}

async function assertPartition(pages: readonly string[], maxPages: number): Promise<ReturnType<typeof partitionReference>> {
  const parts = partitionReference(pages, maxPages);
  const folder = referenceFolder(pages);
  const seen = new Map<string, number>();
  for (const [index, part] of parts.entries()) {
    assert.ok(part.pages.length <= maxPages, `part ${index} holds ${part.pages.length} pages`);
    assert.deepEqual((await selected(part.include, folder)).sort(), [...part.pages].sort(), `part ${index}'s include selects its pages`);
    for (const page of part.pages) {
      assert.equal(seen.get(page), undefined, `${page} is in parts ${seen.get(page)} and ${index}`);
      seen.set(page, index);
    }
  }
  assert.equal(seen.size, pages.length, 'every page is in a part');
  return parts;
}

test('today’s reference is one part, with the docs plugin’s default include', async () => {
  const pages = referencePagePaths(buildSchema(SDL));
  assert.ok(pages.length < MAX_REFERENCE_PAGES_PER_BUILD);
  assert.equal(pages[0], REFERENCE_OVERVIEW_PAGE);
  assert.ok(pages.includes('objects/folder') && pages.includes('subscriptions/document-count-changed-on-folder'), 'a deprecated operation in its section');
  const parts = await assertPartition(pages, MAX_REFERENCE_PAGES_PER_BUILD);
  assert.deepEqual(parts, [{pages, include: WHOLE_REFERENCE_INCLUDE}]);
});

test('a reference grown ten times is cut into as few parts as its size needs, sections whole where they fit', async () => {
  const pages = referencePagePaths(buildSchema(growSchema(SDL, 10).sdl));
  const parts = await assertPartition(pages, MAX_REFERENCE_PAGES_PER_BUILD);
  assert.equal(parts.length, Math.ceil(pages.length / MAX_REFERENCE_PAGES_PER_BUILD));
  // As even as the units allow: the largest part, which its readers pay for, is within a tenth of an even share.
  const largest = Math.max(...parts.map((part) => part.pages.length));
  assert.ok(largest <= Math.ceil((pages.length / parts.length) * 1.1), `${parts.map((part) => part.pages.length).join(', ')} pages`);
  const includes = parts.flatMap((part) => part.include);
  // Sections that fit in a part are taken by their folder, never with `**`, which would take `_category_.yml` too.
  assert.ok(includes.includes('queries/*.mdx') && includes.includes('subscriptions/*.mdx'), includes.join(' '));
  assert.ok(!includes.some((glob) => glob.includes('**')));
  // The objects outnumber a part: they are cut by initial.
  assert.ok(includes.includes('objects/f*.mdx'), includes.join(' '));
});

test('at least as many parts as asked for, as even as the sections allow, whatever the cap', async () => {
  // `npm test` builds today's reference in two parts: the cap alone would make one.
  const pages = referencePagePaths(buildSchema(SDL));
  const parts = partitionReference(pages, MAX_REFERENCE_PAGES_PER_BUILD, 2);
  assert.equal(parts.length, 2);
  const sizes = parts.map((part) => part.pages.length);
  assert.ok(Math.max(...sizes) <= Math.ceil((pages.length / 2) * 1.1), `${sizes.join(', ')} pages`);
  assert.deepEqual(parts.flatMap((part) => part.pages).sort(), [...pages].sort());
  const small = [REFERENCE_OVERVIEW_PAGE, ...['a', 'b', 'c'].map((name) => `objects/${name}`), 'queries/me', 'queries/node'];
  assert.equal((await assertPartition(small, 6)).length, 1);
  assert.equal(partitionReference(small, 6, 3).length, 3);
  assert.throws(() => partitionReference(small, 6, 0), /at least one part, not 0/);
});

test('a run of names longer than a part is cut by one more character, a name that is its own prefix kept apart', async () => {
  const names = ['c', 'ca', 'cab', 'cac', 'cb', 'cba', 'd'];
  const pages = names.map((name) => `objects/${name}`);
  const parts = await assertPartition(pages, 2);
  assert.ok(parts.flatMap((part) => part.include).includes('objects/c.mdx'));
  assert.equal((await assertPartition(pages, 1)).length, names.length);
});

test('a part holds at least one page', () => {
  assert.throws(() => partitionReference(['overview'], 0), /at least one page, not 0/);
});

test('a part build turns a link to another part’s page file into its URL, and stops on any other broken link', () => {
  const hook = linkToOtherParts(['overview', 'objects/user', 'deprecated/queries/folder-by-path'], '/docs/graphql', 'overview');
  const at = (line: number) => ({position: {start: {line, column: 5}}});
  const link = (url: string) => hook({sourceFilePath: 'reference/objects/folder.mdx', url, node: at(12)});
  assert.equal(link('/reference/objects/user.mdx'), '/docs/graphql/objects/user');
  assert.equal(link('/reference/objects/user.mdx#email'), '/docs/graphql/objects/user#email');
  assert.equal(link('/reference/deprecated/queries/folder-by-path.mdx'), '/docs/graphql/deprecated/queries/folder-by-path');
  assert.equal(link('/reference/overview.mdx'), '/docs/graphql/');
  assert.throws(() => link('/reference/objects/usr.mdx'), {
    message: 'reference/objects/folder.mdx:12:5: the Markdown link "/reference/objects/usr.mdx" leads to no file of the site.',
  });
  assert.throws(() => hook({sourceFilePath: 'docs/limits.mdx', url: './nowhere.md', node: {}}), /^Error: docs\/limits\.mdx: the Markdown link/);
});

