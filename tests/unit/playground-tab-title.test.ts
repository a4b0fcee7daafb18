import {test} from 'node:test';
import assert from 'node:assert/strict';
import {createRequire} from 'node:module';
import {dirname, join} from 'node:path';
import {pathToFileURL} from 'node:url';

import {tabTitle, UNTITLED_TAB} from '../../src/playground/preview/tabTitle';
import {WELCOME_OPERATION} from '../../src/playground/session/welcomeOperation';

/** GraphiQL's own function, from the installed package (its `exports` do not list the module, so by file). */
async function graphiqlTabTitle(): Promise<(operation: string) => string> {
  const entry = createRequire(__filename).resolve('@graphiql/react');
  const tabs = (await import(pathToFileURL(join(dirname(entry), 'utility/tabs.js')).href)) as {
    fuzzyExtractOperationName(operation: string): string | null;
  };
  return (operation) => tabs.fuzzyExtractOperationName(operation) ?? UNTITLED_TAB;
}

const OPERATIONS = [
  WELCOME_OPERATION,
  'query Folder($id: ID!) { folder(id: $id) { name } }',
  'mutation CreateFolder($input: CreateFolderInput!) { createFolder(input: $input) { folder { id } } }',
  'subscription OnDocumentAdded { documentAdded { id } }',
  '{ me { id } }',
  '# query Commented\n{ me { id } }',
  'query { me { id } }',
  'fragment F on User { id }\nquery Named { me { ...F } }',
  'query Broken { me {',
  '',
];

test('the preview titles its tab as GraphiQL titles the tab it opens', async () => {
  const expected = await graphiqlTabTitle();
  for (const operation of OPERATIONS) assert.equal(tabTitle(operation), expected(operation), operation);
  assert.equal(tabTitle(WELCOME_OPERATION), 'WhoAmI');
  assert.equal(tabTitle('{ me { id } }'), '<untitled>');
});
