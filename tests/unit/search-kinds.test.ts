/**
 * Issue 57: the kind of a query, told from its form (src/search/roles.ts queryKind), and the weights by which the
 * ranking puts first the page that does the job that kind asks for (src/search/rank.ts roleFactor,
 * maintainers/search.md "The right first answer"): each constant fails its test without it.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';

import {loadSearchIndexes, searchIndexes} from '../../src/search';
import {buildSearchIndexParts, type PageSection} from '../../src/search/build';
import type {Lexicon, Sense} from '../../src/search/lexicon';
import {
  BLOG_WEIGHT,
  FAILURE_ELSEWHERE_WEIGHT,
  GLOSSARY_ELSEWHERE_WEIGHT,
  GUIDE_IN_TASK_WEIGHT,
  NAMED_IN_QUERY,
  RANKING_WEIGHTS,
  REFERENCE_IN_EXPLANATION_WEIGHT,
  TEXT_EXPONENT,
  VERB_DISAGREES_WEIGHT,
  namesIn,
  rankSections,
  type RankingWeights,
} from '../../src/search/rank';
import {explainsFailures, isChangeQuery, queryKind, sectionRole, taskVerb} from '../../src/search/roles';
import {deriveActions, deriveVocabulary} from '../../src/search/vocabulary';
import {stem} from '../../src/search/tokens';
import {section} from './support/searchSite';

/** A lexicon of a few verbs and nouns, as WordNet has them (senses by part of speech). */
const LEXICON: Lexicon = (() => {
  const words: Record<string, {verb?: number; noun?: number}> = {
    restore: {verb: 3},
    list: {verb: 4, noun: 2},
    upload: {verb: 1},
    get: {verb: 36, noun: 1},
    export: {verb: 2, noun: 2},
    share: {verb: 4, noun: 6},
    mark: {verb: 10},
    watch: {verb: 7, noun: 6},
    give: {verb: 44, noun: 1},
    remove: {verb: 8},
  };
  return {
    lemmas: () => Object.keys(words),
    senseCounts: (lemma) =>
      new Map(
        (['verb', 'noun'] as const).filter((pos) => words[lemma]?.[pos]).map((pos) => [pos, words[lemma]![pos]!]),
      ),
    senses: (lemma): Sense[] => (words[lemma] ? [{words: [lemma], derived: []}] : []),
  };
})();

const ACTIONS = new Set(['restore', 'list', 'upload', 'get', 'create', 'rename']);

test('actions: verbs among the stop words ("get") name an action too, though the index leaves them out', () => {
  const terms = new Set([stem('restore'), stem('list')]);
  const actions = deriveActions(terms, deriveVocabulary(terms, LEXICON), LEXICON);
  assert.ok(actions.includes('get'), 'a stop word WordNet has mostly as a verb');
  assert.ok(actions.includes('restore') && actions.includes('list'));
  assert.ok(!actions.includes('upload'), 'not an index term');
  assert.ok(!actions.includes('share'), 'mostly a noun');
});

test('the kind of a query, from its form', () => {
  const kinds: Record<string, string[]> = {
    failure: [
      '401 unauthorized',
      'NAME_TAKEN',
      'FORBIDDEN You do not have permission',
      'upload fails',
      'Label with this name already exists',
      'Variable "$id" of required type "ID!" was not provided.',
    ],
    identifier: [
      'createFolder',
      'nodes(ids: [ID!]!)',
      'orderBy: {field: UPDATED_AT, direction: DESC}',
      '@deprecated field',
      'ExportStatus',
    ],
    change: [
      'when is the v1 endpoint being shut down?',
      'deprecation policy',
      'migrate from the old endpoint',
      'is the old api still working',
    ],
    question: ['how do I get an api key', 'can i upload files bigger than 100mb', 'webhooks?'],
    task: ['create new folder', 'get documents in folder', 'restore document from bin', 'list all folders'],
    topic: ['export', 'comments', 'recycle bin', 'graphql schema'],
    concept: ['cursor after meaning in paging', 'soft delete vs permanent delete'],
  };
  for (const [kind, queries] of Object.entries(kinds)) {
    for (const query of queries) assert.equal(queryKind(query, ACTIONS), kind, query);
  }
  assert.equal(queryKind('list', ACTIONS), 'topic', 'one word names a topic, whatever its part of speech');
  assert.equal(queryKind('what is a cursor', ACTIONS), 'definition', 'a question that asks what a word is');
  assert.equal(queryKind("what's an edge?", ACTIONS), 'definition');
  assert.equal(queryKind('what does archived mean', ACTIONS), 'definition');
  assert.equal(queryKind('what does an export contain', ACTIONS), 'question', 'asks what it holds, not what it means');
  assert.equal(queryKind('what widgets can a dashboard have', ACTIONS), 'question');
  assert.equal(queryKind('what is the address of the api I must call?', ACTIONS), 'question', 'asks for a value');
  assert.equal(queryKind('how is', ACTIONS), 'topic', 'a question word opens a question of three words or more');
  assert.ok(isChangeQuery('breaking changes in v2') && !isChangeQuery('change the name of a folder'));
});

test('roles: blog posts and changelogs; the pages that explain failures', () => {
  assert.equal(sectionRole('/blog/sunsetting-the-v1-endpoint#timeline', 'Timeline'), 'blog');
  assert.equal(sectionRole('/docs/changelog/breaking-changes', 'Breaking changes'), 'changelog');
  assert.equal(sectionRole('/docs/limits#uploads', 'Uploads'), 'guide');
  for (const route of ['/docs/troubleshooting/#uploads', '/docs/errors#user-error-codes', '/docs/limits#uploads']) {
    assert.ok(explainsFailures(route), route);
  }
  assert.ok(!explainsFailures('/docs/guides/documents/create-documents#upload-a-file-directly'));
  assert.ok(!explainsFailures('/docs/limitless'));
});

test('the names a query written as an identifier names: names as written, and the words GraphQL marks as names', () => {
  assert.deepEqual([...namesIn('nodes(ids: [ID!]!)')].sort(), ['id', 'ids', 'nodes']);
  assert.deepEqual([...namesIn('createFolder updateFolder input name')].sort(), ['createfolder', 'updatefolder']);
  assert.deepEqual([...namesIn('@deprecated field')], ['deprecated']);
  assert.deepEqual([...namesIn('dashboard { widgets }')], ['dashboard']);
});

const filler: PageSection[] = Array.from({length: 12}, (_, i) =>
  section(`Thing${i}`, `/docs/graphql/objects/thing-${i}`, `A thing numbered ${i}, returned in a listing with its id.`),
);

/** A site built as the build builds it: in parts, with the actions of LEXICON. */
function site(sections: PageSection[]) {
  const parts = buildSearchIndexParts([...filler, ...sections], {lexicon: LEXICON});
  const loaded = loadSearchIndexes(
    parts.map(({file}, i) => ({name: `part-${i}`, json: JSON.parse(JSON.stringify(file)) as unknown})),
    Object.assign({}, ...parts.map(({excerpts}) => excerpts)),
  );
  const rank = (query: string, weights: Partial<RankingWeights> = {}) =>
    searchIndexes(loaded, query, {weights: {...RANKING_WEIGHTS, ...weights}}).map((result) => result.path);
  return Object.assign(rank, {loaded});
}

test('BLOG_WEIGHT: a blog post answers a query about a change, not a topic', () => {
  const rank = site([
    section(
      'Moving to the new platform',
      '/blog/new-platform#uploads',
      'Uploads move to the new platform: upload limits stay as they are.',
      'Uploads',
    ),
    section(
      'Limits',
      '/docs/limits#uploads',
      'An upload may be 100 MB; larger files go in parts. These limits hold for every upload.',
      'Uploads',
    ),
  ]);
  assert.equal(rank('limits of uploads')[0], '/docs/limits#uploads');
  assert.equal(rank('limits of uploads', {blog: 1})[0], '/blog/new-platform#uploads');
  assert.equal(rank('limits of uploads migration')[0], '/blog/new-platform#uploads', 'news about a change');
  assert.ok(BLOG_WEIGHT > 0 && BLOG_WEIGHT < 1);
});

test('GUIDE_IN_TASK_WEIGHT: a task is named by the operation that does it, before the guide section', () => {
  const rank = site([
    section(
      'Update documents',
      '/docs/guides/documents/update-documents#revisions',
      'Every save keeps a revision. To restore a document, pick a revision of the document and restore it: the ' +
        'document is restored to that revision.',
      'Restore a revision',
    ),
    section('restoreDocument', '/docs/graphql/mutations/restore-document', 'Restores a document to a revision.'),
  ]);
  assert.equal(rank('restore document revision')[0], '/docs/graphql/mutations/restore-document');
  assert.equal(
    rank('restore document revision', {guideInTask: 1})[0],
    '/docs/guides/documents/update-documents#revisions',
  );
  assert.equal(rank('document revision')[0], '/docs/guides/documents/update-documents#revisions', 'a topic: the guide');
  assert.ok(GUIDE_IN_TASK_WEIGHT > 0 && GUIDE_IN_TASK_WEIGHT < 1);
});

test('VERB_DISAGREES_WEIGHT: a task that reads is done by a query, one that writes by a mutation', () => {
  const rank = site([
    section(
      'moveDocumentsToFolder',
      '/docs/graphql/mutations/move-documents-to-folder',
      'Moves documents to another folder.',
    ),
    section('folder', '/docs/graphql/queries/folder', 'Returns a folder by its ID, with the documents in it.'),
  ]);
  assert.equal(rank('get documents in folder')[0], '/docs/graphql/queries/folder', 'get reads');
  assert.equal(
    rank('get documents in folder', {verbDisagrees: 1})[0],
    '/docs/graphql/mutations/move-documents-to-folder',
  );
  const writes = site([
    section('uploadDocument', '/docs/graphql/mutations/upload-document', 'Uploads a file as a new document.'),
    section(
      'folder',
      '/docs/graphql/queries/folder',
      'Returns a folder by its ID, with its documents: those uploaded into the folder come first.',
    ),
  ]);
  assert.equal(writes('upload documents into folder')[0], '/docs/graphql/mutations/upload-document', 'upload writes');
  assert.equal(writes('upload documents into folder', {verbDisagrees: 1})[0], '/docs/graphql/queries/folder');
  assert.equal(taskVerb('list documents'), 'read');
  assert.equal(taskVerb('restore documents'), 'write');
  assert.equal(taskVerb('watch documents'), 'watch');
  assert.ok(VERB_DISAGREES_WEIGHT > 0 && VERB_DISAGREES_WEIGHT < 1);
});

test('VERB_DISAGREES_WEIGHT: a subscription reports changes; a task that reads is not done by one, a task that watches is', () => {
  const count = section(
    'documentCountChangeOnFolder',
    '/docs/graphql/subscriptions/document-count-change-on-folder',
    'Sends the new number of documents in a folder whenever documents are added to the folder or removed from it.',
  );
  const reads = site([
    count,
    section('folder', '/docs/graphql/queries/folder', 'Returns a folder by its ID, with the documents in it.'),
  ]);
  assert.equal(reads('get documents in folder')[0], '/docs/graphql/queries/folder', 'get reads');
  assert.equal(
    reads('get documents in folder', {verbDisagrees: 1})[0],
    '/docs/graphql/subscriptions/document-count-change-on-folder',
  );
  const watches = site([
    count,
    section(
      'moveDocumentsToFolder',
      '/docs/graphql/mutations/move-documents-to-folder',
      'Moves documents to a folder: the documents leave their folder for the new folder. Watch the folder for them.',
    ),
  ]);
  assert.equal(
    watches('watch documents folder')[0],
    '/docs/graphql/subscriptions/document-count-change-on-folder',
    'watch waits for changes',
  );
  assert.equal(
    watches('watch documents folder', {verbDisagrees: 1})[0],
    '/docs/graphql/mutations/move-documents-to-folder',
  );
});

test('VERB_DISAGREES_WEIGHT: a task that takes away is done by a mutation that takes away, one that gives is not', () => {
  const removeGroup = section(
    'removeGroup',
    '/docs/graphql/mutations/remove-group',
    'Removes a group: its members lose the permissions the group had on folders. Group permissions on a folder go.',
  );
  const grantAccess = section(
    'grantAccess',
    '/docs/graphql/mutations/grant-access',
    'Grants users or a group permissions on a folder.',
  );
  // "give" is a word of the site, and neither operation's: the verb alone tells them apart.
  const naming = section('Names', '/docs/guides/names', 'Give each document a short name.');
  const rank = site([removeGroup, grantAccess, naming]);
  assert.equal(rank('give group permissions on folder')[0], '/docs/graphql/mutations/grant-access', 'give adds');
  assert.equal(rank('give group permissions on folder', {verbDisagrees: 1})[0], '/docs/graphql/mutations/remove-group');
  const removes = site([
    section('revokeAccess', '/docs/graphql/mutations/revoke-access', "Takes a group's permissions on a folder away."),
    section(
      'grantAccess',
      '/docs/graphql/mutations/grant-access',
      'Grants a group permissions on a folder; they stay until you remove them. Group permissions remove nothing.',
    ),
  ]);
  assert.equal(removes('remove group permissions')[0], '/docs/graphql/mutations/revoke-access', 'remove takes away');
  assert.equal(removes('remove group permissions', {verbDisagrees: 1})[0], '/docs/graphql/mutations/grant-access');
  assert.equal(taskVerb('remove labels'), 'remove');
  assert.equal(taskVerb('give access'), 'write');
});

test('REFERENCE_IN_EXPLANATION_WEIGHT: a question or a concept is answered by a guide, not a contract', () => {
  const rank = site([
    section('PageInfo', '/docs/graphql/objects/page-info', 'endCursor: the cursor of the last item of the page.'),
    section(
      'Getting documents',
      '/docs/guides/documents/getting-documents#pages',
      'Pass the cursor of the last item as after to get the next page.',
      'Pages',
    ),
  ]);
  const query = 'how does the cursor of a page work';
  assert.equal(rank(query)[0], '/docs/guides/documents/getting-documents#pages');
  assert.equal(rank(query, {referenceInExplanation: 1})[0], '/docs/graphql/objects/page-info');
  assert.ok(REFERENCE_IN_EXPLANATION_WEIGHT > 0 && REFERENCE_IN_EXPLANATION_WEIGHT < 1);
});

test('GLOSSARY_ELSEWHERE_WEIGHT: a glossary entry answers what a word means, not a task or another question', () => {
  const rank = site([
    section(
      'Glossary',
      '/docs/glossar#favourite-folder',
      'Favourite folder: a folder a user marks as a favourite; favourite folders are listed first.',
      'Favourite folder',
    ),
    section(
      'addFolderToFavorites',
      '/docs/graphql/mutations/add-folder-to-favorites',
      'Adds a folder to the favourites of the API key’s user.',
    ),
  ]);
  for (const query of ['mark favourite folder', 'which folder is a favourite?']) {
    assert.equal(rank(query)[0], '/docs/graphql/mutations/add-folder-to-favorites', query);
    assert.equal(rank(query, {glossaryElsewhere: 1})[0], '/docs/glossar#favourite-folder', query);
  }
  assert.equal(rank('what is a favourite folder?')[0], '/docs/glossar#favourite-folder', 'a definition: the glossary');
  assert.ok(GLOSSARY_ELSEWHERE_WEIGHT > 0 && GLOSSARY_ELSEWHERE_WEIGHT < 1);
});

test('REFERENCE_IN_EXPLANATION_WEIGHT: a change is told by the post or the guide, not the contract', () => {
  const rank = site([
    section(
      '@deprecated',
      '/docs/graphql/directives/deprecated',
      'Marks a field or enum value as deprecated: a deprecated field still works, with a reason.',
    ),
    section(
      'Best practices',
      '/docs/best-practices#follow-deprecations',
      'A deprecated field still works until its removal date: replace it before then, as its reason says.',
      'Follow deprecations',
    ),
  ]);
  const query = 'deprecated field still works';
  assert.equal(rank(query)[0], '/docs/best-practices#follow-deprecations');
  assert.equal(rank(query, {referenceInExplanation: 1})[0], '/docs/graphql/directives/deprecated');
});

test('FAILURE_ELSEWHERE_WEIGHT: a failure is answered on the pages that explain failures', () => {
  const rank = site([
    section(
      'Create documents',
      '/docs/guides/documents/create-documents#upload',
      'Upload a large file in parts: a large upload is cut in parts, and each large part is sent on its own.',
      'Upload a large file',
    ),
    section('Limits', '/docs/limits#uploads', 'An upload larger than 100 MB is refused.', 'Uploads'),
  ]);
  assert.equal(rank('large upload refused error')[0], '/docs/limits#uploads');
  assert.equal(
    rank('large upload refused error', {failureElsewhere: 1})[0],
    '/docs/guides/documents/create-documents#upload',
  );
  assert.equal(rank('large upload')[0], '/docs/guides/documents/create-documents#upload', 'not a failure');
  assert.ok(FAILURE_ELSEWHERE_WEIGHT > 0 && FAILURE_ELSEWHERE_WEIGHT < 1);
});

test('NAMED_IN_QUERY: a query written as GraphQL is read for the names it writes', () => {
  const rank = site([
    section(
      'node',
      '/docs/graphql/queries/node',
      'Fetches an object by its ID. Pass the ID of a node; ids are opaque.',
    ),
    section('nodes', '/docs/graphql/queries/nodes', 'Fetches objects by their IDs.'),
  ]);
  assert.equal(rank('nodes(ids: [ID!]!)')[0], '/docs/graphql/queries/nodes');
  assert.equal(rank('nodes(ids: [ID!]!)', {namedInQuery: 1})[0], '/docs/graphql/queries/node');
  assert.ok(
    NAMED_IN_QUERY > 1 && NAMED_IN_QUERY < RANKING_WEIGHTS.titleNearQuery,
    'less than a title nearly the query',
  );
});

test('TEXT_EXPONENT: lunr’s score counts as its power against the ranking’s factors', () => {
  const rank = site([
    section('Glossary', '/docs/glossar#bin', 'Bin: where removed folders wait for 30 days.', 'Bin'),
    section(
      'Archive and bin',
      '/docs/guides/folders/archive-and-bin#the-bin',
      'Folders you remove wait in the bin.',
      'The bin',
    ),
  ]);
  const [first, second] = rankSections(rank.loaded.indexes, 'bin');
  const factors = (ranked: typeof first) =>
    ['coverage', 'title', 'titleWords', 'deprecated', 'role'].reduce(
      (product, name) => product * ranked!.factors[name]!,
      1,
    );
  const expected = (first!.factors.lunr! / second!.factors.lunr!) ** TEXT_EXPONENT * (factors(first) / factors(second));
  assert.ok(
    Math.abs(first!.score / second!.score - expected) < 1e-9,
    'the score is lunr’s to this power times the factors',
  );
  assert.ok(first!.factors.lunr !== second!.factors.lunr, 'the two scores differ, so the power shows');
  assert.ok(TEXT_EXPONENT > 0 && TEXT_EXPONENT < 1);
});
