/**
 * The declarations of `@requiresAccess` and `@userErrors` agree with what the guides and the schema's descriptions
 * say in words: every code a guide's table of user errors names is declared by a mutation the guide is about; each
 * sentence of a guide that says what a mutation needs or returns matches its declaration; and a description that says
 * "Requires the `X` permission" or "Requires the `OWNER` or `ADMIN` role" matches the mutation's `@requiresAccess`.
 */
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import {describe, test} from 'node:test';

import {getNamedType, isEnumType, isInputObjectType, type GraphQLField} from 'graphql';

import {operationAccess} from '../../src/graphql/access';
import {checkSchemaSource} from '../../src/graphql/schemaSource';

const schema = checkSchemaSource(readFileSync('schema.graphql', 'utf8'), 'schema.graphql');
const mutations = schema.getMutationType()!.getFields();
const codeEnum = schema.getType('UserErrorCode');
assert.ok(isEnumType(codeEnum));
const CODES = new Set(codeEnum.getValues().map((value) => value.name));

function access(name: string) {
  const field = mutations[name];
  assert.ok(field, `no mutation ${name}`);
  return operationAccess(schema, field);
}

const declaredCodes = (name: string) => new Set(access(name).errors?.map((error) => error.code));

/** The guides with tables of user errors, and the mutations each table is about. */
const GUIDE_TABLES: Record<string, readonly string[]> = {
  'docs/guides/folders/creating-folder.md': ['createFolder'],
  'docs/guides/folders/folder-permissions.md': ['addPermissionsToFolder', 'removeFolderPermissions', 'updateSubfolderPermissionsAndLabels', 'updateFolder'],
  'docs/guides/folders/updating-folders/moving-folders.md': ['moveFolderToFolder'],
  'docs/guides/documents/create-documents.mdx': ['startUploadTransaction', 'getUploadTransactionSignedUrlForParts', 'createDocumentFromUploadTransaction'],
};

/** Every UserErrorCode a file names in a table row, with its line. */
function tableCodes(file: string): {code: string; line: number}[] {
  return readFileSync(file, 'utf8')
    .split('\n')
    .flatMap((text, index) =>
      text.startsWith('|') ? [...text.matchAll(/`([A-Z_]+)`/g)].filter(([, code]) => CODES.has(code!)).map(([, code]) => ({code: code!, line: index + 1})) : [],
    );
}

describe('the guides’ tables of user errors', () => {
  for (const [file, names] of Object.entries(GUIDE_TABLES)) {
    test(`${file}: every code is declared by ${names.join(', ')}`, () => {
      const found = tableCodes(file);
      assert.ok(found.length > 0, `${file} has no table of user errors`);
      const declared = new Set(names.flatMap((name) => [...declaredCodes(name)]));
      for (const {code, line} of found) assert.ok(declared.has(code), `${file}:${line}: ${code} is declared by none of ${names.join(', ')}`);
    });
  }

  test('every mutation a guide’s table is about is a mutation of the schema', () => {
    for (const name of Object.values(GUIDE_TABLES).flat()) assert.ok(mutations[name], name);
  });
});

interface Claim {
  readonly file: string;
  /** The words of the guide, as they stand in it. */
  readonly says: string;
  readonly mutation: string;
  readonly permission?: string;
  readonly role?: string;
  readonly codes?: readonly string[];
}

/** What the guides say in sentences about what a mutation needs or returns. */
const CLAIMS: readonly Claim[] = [
  {file: 'docs/guides/folders/folder-permissions.md', says: "Changing a folder's permissions requires `MANAGE` on it.", mutation: 'addPermissionsToFolder', permission: 'MANAGE'},
  {file: 'docs/guides/folders/folder-permissions.md', says: "Changing a folder's permissions requires `MANAGE` on it.", mutation: 'removeFolderPermissions', permission: 'MANAGE'},
  {file: 'docs/guides/folders/updating-folders/archive-and-bin.md', says: 'Archiving needs the `MANAGE` permission', mutation: 'archiveFolder', permission: 'MANAGE'},
  {file: 'docs/guides/folders/updating-folders/archive-and-bin.md', says: 'Archiving needs the `MANAGE` permission', mutation: 'archiveFolders', permission: 'MANAGE'},
  {file: 'docs/guides/folders/updating-folders/archive-and-bin.md', says: 'A folder that is not in the bin returns the user error `NOT_IN_BIN`.', mutation: 'restoreFolderFromBin', codes: ['NOT_IN_BIN']},
  {file: 'docs/guides/folders/updating-folders/index.md', says: 'Archived folders cannot be changed: `updateFolder` returns the user error `ARCHIVED`', mutation: 'updateFolder', codes: ['ARCHIVED']},
  {file: 'docs/guides/folders/updating-folders/moving-folders.md', says: "Your key's user needs `EDIT` on the old and the new parent.", mutation: 'moveFolderToFolder', permission: 'EDIT'},
  {file: 'docs/guides/folders/creating-folder.md', says: 'the second `createFolder` returns the user error `NAME_TAKEN`', mutation: 'createFolder', codes: ['NAME_TAKEN']},
  {file: 'docs/guides/folders/creating-folder.md', says: 'You lack the `EDIT` permission on the parent', mutation: 'createFolder', permission: 'EDIT'},
  {file: 'docs/guides/documents/document-location.md', says: 'You need the `EDIT` permission on both folders; a target folder that is archived returns the user error `ARCHIVED`.', mutation: 'moveDocumentToFolder', permission: 'EDIT', codes: ['ARCHIVED']},
  {file: 'docs/guides/documents/update-documents.md', says: 'Company labels (`isPersonal: false`, the default) require the `OWNER` or `ADMIN` company role', mutation: 'createLabel', role: 'ADMIN'},
  {file: 'docs/guides/documents/update-documents.md', says: "You need the `COMMENT` permission on the document's folder", mutation: 'createCommentOnDocumentWithMentioning', permission: 'COMMENT'},
  {file: 'docs/guides/documents/update-documents.md', says: 'Other file types are refused with `UNSUPPORTED_FILE_TYPE`.', mutation: 'rotateDocumentImage', codes: ['UNSUPPORTED_FILE_TYPE']},
  {file: 'docs/guides/documents/update-documents.md', says: 'the mutation fails with `CONFLICT`', mutation: 'updateTextContent', codes: ['CONFLICT']},
  {file: 'docs/guides/documents/create-documents.mdx', says: 'A file above 50 MiB is refused with the user error `FILE_TOO_LARGE`', mutation: 'createDocumentFromFile', codes: ['FILE_TOO_LARGE']},
];

describe('the guides’ sentences', () => {
  for (const claim of CLAIMS) {
    test(`${claim.mutation}: "${claim.says}" (${claim.file})`, () => {
      assert.ok(readFileSync(claim.file, 'utf8').includes(claim.says), `${claim.file} no longer says "${claim.says}": update this claim`);
      const {requires} = access(claim.mutation);
      if (claim.permission) assert.equal(requires?.permission, claim.permission);
      if (claim.role) assert.equal(requires?.role, claim.role);
      for (const code of claim.codes ?? []) assert.ok(declaredCodes(claim.mutation).has(code), `${claim.mutation} does not declare ${code}`);
    });
  }
});

describe('the schema’s descriptions', () => {
  const level = (text: string | null | undefined) => /Requires the `([A-Z]+)` permission/.exec(text ?? '')?.[1];
  const roleWords = (text: string | null | undefined) => /Requires the `OWNER` or `ADMIN` role/.test(text ?? '');

  test('"Requires the `X` permission" on a mutation’s input field is its @requiresAccess permission', () => {
    let checked = 0;
    for (const field of Object.values(mutations) as GraphQLField<unknown, unknown>[]) {
      for (const argument of field.args) {
        const input = getNamedType(argument.type);
        if (!isInputObjectType(input)) continue;
        for (const inputField of Object.values(input.getFields())) {
          const said = level(inputField.description);
          if (!said) continue;
          checked += 1;
          assert.equal(operationAccess(schema, field).requires?.permission, said, `${input.name}.${inputField.name} says ${said}, ${field.name} declares otherwise`);
        }
      }
    }
    assert.ok(checked > 0, 'no description says what it requires: this check found nothing to check');
  });

  test('"Requires the `OWNER` or `ADMIN` role" on a mutation is its @requiresAccess role', () => {
    const saying = Object.values(mutations).filter((field) => roleWords(field.description));
    assert.ok(saying.length > 0, 'no description says what role it requires: this check found nothing to check');
    for (const field of saying) assert.equal(operationAccess(schema, field).requires?.role, 'ADMIN', field.name);
  });
});
