/**
 * What a part of the reference knows of the whole schema (src/config/reference-facts.ts): computed once by the build
 * and read from the parts file, so that a part never loads the schema for its sidebar, redirects or copies; and the
 * cost plugin, which reads the schema only for a page that has a cost block.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {unified} from 'unified';
import remarkParse from 'remark-parse';
import type {Root} from 'mdast';

import {APP_ENV, REFERENCE_PART_ENV, REFERENCE_PARTS_FILE_ENV} from '../../src/config/current-app';
import {computeReferenceFacts, referenceFacts, type ReferenceFacts} from '../../src/config/reference-facts';
import {REFERENCE_BASE_ROUTE} from '../../src/config/reference';
import {referenceSidebarGroups} from '../../src/config/reference-sidebar-groups';
import {loadSchemaFile} from '../../src/graphql/schemaSource';
import {schemaFacts} from '../../src/graphql/changelog/status';
import remarkOperationCost from '../../src/plugins/remark-operation-cost';
import {referencePagePaths} from '../../scripts/reference/pages';

const ROOT = join(__dirname, '..', '..');
const schema = loadSchemaFile(join(ROOT, 'schema.graphql'));
const facts = computeReferenceFacts(schema, join(ROOT, 'schema', 'releases'));

test('the facts list the pages the build cuts into parts, the sidebar of every part and the deprecated operations’ former URLs', () => {
  // The copies link a page another part holds by these pages, and the parts are cut from referencePagePaths.
  assert.deepEqual([...facts.pages].sort(), referencePagePaths(schema).sort());
  assert.deepEqual(
    facts.sidebarGroups,
    referenceSidebarGroups(schema, {basePath: REFERENCE_BASE_ROUTE, status: schemaFacts(schema, join(ROOT, 'schema', 'releases')).status}),
  );
  const deprecated = schema.getMutationType()!.getFields()['getUploadTransactionSignedUrlsForParts'];
  assert.ok(deprecated?.deprecationReason, 'the schema has the deprecated mutation this test names');
  assert.equal(
    facts.formerPaths[`${REFERENCE_BASE_ROUTE}/mutations/get-upload-transaction-signed-urls-for-parts`],
    `${REFERENCE_BASE_ROUTE}/deprecated/mutations/get-upload-transaction-signed-urls-for-parts`,
  );
  assert.equal(facts.formerPaths[`${REFERENCE_BASE_ROUTE}/mutations/create-folder`], undefined);
});

test('a part of the reference reads the facts from the parts file, without the schema; a file without them is an error', () => {
  // A folder without schema.graphql: reading the facts must not need it.
  const dir = mkdtempSync(join(tmpdir(), 'folio-facts-'));
  try {
    const fromFile: ReferenceFacts = {pages: ['overview', 'queries/me'], sidebarGroups: [], formerPaths: {'/docs/graphql/queries/me': '/old'}};
    writeFileSync(join(dir, 'parts.json'), JSON.stringify({parts: [], facts: fromFile}));
    writeFileSync(join(dir, 'bare.json'), JSON.stringify({parts: []}));
    const env = (file: string) => ({[APP_ENV]: 'reference', [REFERENCE_PART_ENV]: '0', [REFERENCE_PARTS_FILE_ENV]: file});
    assert.deepEqual(referenceFacts(env('parts.json'), dir), fromFile);
    assert.throws(() => referenceFacts(env('bare.json'), dir), /bare\.json has no reference facts/);
    // Any other process computes them from the site's schema, which this folder does not have.
    assert.throws(() => referenceFacts({}, dir), /schema\.graphql/);
  } finally {
    rmSync(dir, {recursive: true, force: true});
  }
});

test('the cost plugin reads the schema at the first cost block, not on a page without one', () => {
  const missing = join(tmpdir(), 'folio-no-such-schema', 'schema.graphql');
  const run = (markdown: string) => {
    const tree = unified().use(remarkParse).parse(markdown) as Root;
    remarkOperationCost({schemaPath: missing})(tree, {path: 'page.md'});
    return tree;
  };
  assert.doesNotThrow(() => run('# A page\n\n```graphql\nquery { me { id } }\n```\n'));
  assert.throws(() => run('```graphql cost\nquery { me { id } }\n```\n'), /folio-no-such-schema/);
});
