/** src/graphql/markdown/summary.ts: a description in brief, as the plain text of a reference page's meta description. */
import assert from 'node:assert/strict';
import {test} from 'node:test';

import {SUMMARY_LENGTH, summaryOf} from '../../src/graphql/markdown/summary';

test('a description wrapped onto several lines is one line; later paragraphs are left out', () => {
  assert.equal(
    summaryOf('Role of a user in a company. Which settings a user may change depends on it; access to folders depends on folder\npermissions.\n\nOwners can do everything.'),
    'Role of a user in a company. Which settings a user may change depends on it; access to folders depends on folder permissions.',
  );
});

test('Markdown becomes the text it marks: links, code spans (underscores and stars included), emphasis, tags', () => {
  assert.equal(
    summaryOf('An [ISO 8601](https://www.iso.org/) instant, e.g. `2025-01-01T00:00:00Z`; see [`Folder`](/docs/graphql/objects/folder).'),
    'An ISO 8601 instant, e.g. 2025-01-01T00:00:00Z; see Folder.',
  );
  assert.equal(summaryOf('Sorts by `CREATED_AT` or `*_count`, the first _n_ **only**, *newest* first<br/>.'), 'Sorts by CREATED_AT or *_count, the first n only, newest first.');
  assert.equal(summaryOf('Keeps snake_case_names and 2 * 3 * 4 as they are.'), 'Keeps snake_case_names and 2 * 3 * 4 as they are.');
});

test('whole sentences while they fit; the first whole whatever its length', () => {
  const sentence = (words: number) => `${Array.from({length: words}, () => 'word').join(' ')}.`;
  const long = sentence(40);
  assert.ok(long.length > SUMMARY_LENGTH);
  assert.equal(summaryOf(`${long} Second sentence.`), long);
  const [first, second, third] = [sentence(12), sentence(12), sentence(12)];
  assert.equal(summaryOf(`${first} ${second} ${third}`), `${first} ${second}`);
  assert.ok(`${first} ${second} ${third}`.length > SUMMARY_LENGTH && `${first} ${second}`.length <= SUMMARY_LENGTH);
  assert.equal(summaryOf('Sort keys of Query.companyLabels. Newest first.'), 'Sort keys of Query.companyLabels. Newest first.');
});

test('no description, no summary', () => {
  assert.equal(summaryOf(undefined), '');
  assert.equal(summaryOf(null), '');
  assert.equal(summaryOf('  \n '), '');
});
