/**
 * Requirements and user errors as data (maintainers/operation-access.md): the schema check refuses a mutation without
 * `@requiresAccess` or `@userErrors`, a code that is not a UserErrorCode and declarations that contradict the operation,
 * each at `schema.graphql:line:column`; the declarations are read in the enum's order with each code's meaning; the
 * reference's "Requires" sentence and "Errors" table are written from them; and schema.graphql declares them for
 * every mutation.
 */
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import {describe, test} from 'node:test';

import {
  accessProblems,
  errorsTableMarkdown,
  operationAccess,
  requiresMarkdown,
  userErrorAnchor,
  type AccessLinks,
} from '../../src/graphql/access';
import {checkSchemaSource, SchemaSourceError} from '../../src/graphql/schemaSource';

/** A small schema with the directives as schema.graphql defines them; `{MUTATIONS}` is replaced by each case. */
const BASE = `
directive @requiresAccess(permission: PermissionLevel, on: String, role: CompanyRole, note: String) on FIELD_DEFINITION
directive @userErrors(codes: [UserErrorCode!]!) on FIELD_DEFINITION
enum PermissionLevel { VIEW COMMENT EDIT MANAGE }
enum CompanyRole { OWNER ADMIN MEMBER GUEST }
enum UserErrorCode {
  """A value does not have the expected format."""
  INVALID_FORMAT
  """An ID does not point to an object."""
  NOT_FOUND
  """The caller lacks the permission | for this change."""
  FORBIDDEN
  """A sibling already has this name."""
  NAME_TAKEN
}
type UserError { code: UserErrorCode! message: String! }
type Query { ping: Boolean }
input RenameInput { folderId: ID! name: String! }
input LabelInput { name: String! }
type RenamePayload { ok: Boolean userErrors: [UserError!]! }
type Mutation {
{MUTATIONS}
}
`;

function sdlWith(mutations: string): string {
  return BASE.replace('{MUTATIONS}', mutations);
}

/** The problems the check reports for a schema, as `line: message`, or [] when it passes. */
function problems(sdl: string): string[] {
  try {
    checkSchemaSource(sdl, 'schema.graphql');
    return [];
  } catch (error) {
    assert.ok(error instanceof SchemaSourceError, String(error));
    return error.problems.map((problem) => {
      assert.equal(problem.path, 'schema.graphql');
      return `${problem.line}: ${problem.message}`;
    });
  }
}

/** The 1-based line of the first line of `sdl` that holds `text`. */
function lineOf(sdl: string, text: string): number {
  const index = sdl.split('\n').findIndex((line) => line.includes(text));
  assert.ok(index >= 0, `no line holds ${text}`);
  return index + 1;
}

const RENAME = `  rename(input: RenameInput!): RenamePayload!
    @requiresAccess(permission: EDIT, on: "the folder")
    @userErrors(codes: [INVALID_FORMAT, NOT_FOUND, FORBIDDEN, NAME_TAKEN])`;

describe('the schema check of @requiresAccess and @userErrors', () => {
  test('a mutation that declares both, consistently, passes', () => {
    assert.deepEqual(problems(sdlWith(RENAME)), []);
  });

  test('a mutation without @requiresAccess fails at its line', () => {
    const sdl = sdlWith(`  rename(input: RenameInput!): RenamePayload!
    @userErrors(codes: [INVALID_FORMAT, NOT_FOUND])`);
    assert.deepEqual(problems(sdl), [
      `${lineOf(sdl, 'rename(')}: Mutation.rename lacks @requiresAccess: every mutation states the permission or role it needs.`,
    ]);
  });

  test('a mutation without @userErrors fails at its line', () => {
    const sdl = sdlWith(`  rename(input: RenameInput!): RenamePayload! @requiresAccess(permission: EDIT, on: "the folder")`);
    assert.deepEqual(problems(sdl), [
      `${lineOf(sdl, 'rename(')}: Mutation.rename lacks @userErrors: every mutation lists the UserErrorCodes it can return.`,
    ]);
  });

  test('a code that is not a UserErrorCode fails at its line, with the code it resembles', () => {
    const sdl = sdlWith(RENAME.replace('NAME_TAKEN]', 'NAME_TAKN]'));
    const [problem, ...rest] = problems(sdl);
    assert.deepEqual(rest, []);
    assert.match(problem ?? '', new RegExp(`^${lineOf(sdl, 'NAME_TAKN')}: Value "NAME_TAKN" does not exist in "UserErrorCode" enum\\. Did you mean the enum value "NAME_TAKEN"\\?$`));
  });

  test('a permission level that does not exist fails at its line', () => {
    const sdl = sdlWith(RENAME.replace('permission: EDIT', 'permission: WRITE'));
    const [problem] = problems(sdl);
    assert.match(problem ?? '', new RegExp(`^${lineOf(sdl, 'WRITE')}: Value "WRITE" does not exist in "PermissionLevel" enum`));
  });

  test('a code listed twice fails at the second one', () => {
    const sdl = sdlWith(RENAME.replace('NAME_TAKEN]', 'NAME_TAKEN, NOT_FOUND]'));
    assert.deepEqual(problems(sdl), [`${lineOf(sdl, '    @userErrors')}: @userErrors of Mutation.rename lists NOT_FOUND twice.`]);
  });

  test('a mutation that takes an ID must list NOT_FOUND and INVALID_FORMAT', () => {
    const sdl = sdlWith(RENAME.replace('[INVALID_FORMAT, NOT_FOUND, ', '['));
    assert.deepEqual(problems(sdl), [
      `${lineOf(sdl, '    @userErrors')}: @userErrors of Mutation.rename lacks NOT_FOUND: it takes an ID, which may name nothing the caller can see.`,
      `${lineOf(sdl, '    @userErrors')}: @userErrors of Mutation.rename lacks INVALID_FORMAT: it takes an ID, which may be malformed.`,
    ]);
  });

  test('a mutation that takes no ID must not list NOT_FOUND', () => {
    const sdl = sdlWith(`  label(input: LabelInput!): RenamePayload!
    @requiresAccess(role: ADMIN)
    @userErrors(codes: [NOT_FOUND, FORBIDDEN, NAME_TAKEN])`);
    assert.deepEqual(problems(sdl), [`${lineOf(sdl, '    @userErrors')}: @userErrors of Mutation.label lists NOT_FOUND: it takes no ID.`]);
  });

  test('FORBIDDEN is listed exactly when more than seeing the object is required', () => {
    const withoutForbidden = sdlWith(RENAME.replace('FORBIDDEN, ', ''));
    assert.deepEqual(problems(withoutForbidden), [
      `${lineOf(withoutForbidden, '    @userErrors')}: @userErrors of Mutation.rename lacks FORBIDDEN: it requires more than seeing the object, so a caller who sees it can be refused.`,
    ]);
    const onlyView = sdlWith(RENAME.replace('permission: EDIT', 'permission: VIEW'));
    assert.deepEqual(problems(onlyView), [
      `${lineOf(onlyView, '    @userErrors')}: @userErrors of Mutation.rename lists FORBIDDEN: it requires no more than VIEW, so a caller who sees the object is never refused.`,
    ]);
    const anyRole = sdlWith(`  label(input: LabelInput!): RenamePayload! @requiresAccess(role: GUEST) @userErrors(codes: [NAME_TAKEN])`);
    assert.deepEqual(problems(anyRole), []);
  });

  test('@requiresAccess names a permission with where it is needed, or a role', () => {
    const noOn = sdlWith(RENAME.replace('permission: EDIT, on: "the folder"', 'permission: EDIT'));
    assert.deepEqual(problems(noOn), [
      `${lineOf(noOn, '    @requiresAccess')}: @requiresAccess of Mutation.rename gives a permission without \`on\`: say which folder the permission is needed on.`,
    ]);
    const empty = sdlWith(RENAME.replace('(permission: EDIT, on: "the folder")', '(note: "Anyone.")'));
    assert.deepEqual(problems(empty), [
      `${lineOf(empty, '    @requiresAccess')}: @requiresAccess of Mutation.rename names neither a permission nor a role.`,
    ]);
  });

  test('@userErrors on a field without userErrors fails at the directive', () => {
    const sdl = sdlWith(RENAME).replace('type Query { ping: Boolean }', 'type Query { ping: Boolean @userErrors(codes: [NAME_TAKEN]) }');
    assert.deepEqual(problems(sdl), [`${lineOf(sdl, 'ping: Boolean')}: @userErrors on Query.ping, whose type Boolean has no userErrors field.`]);
  });

  test('schema.graphql without a mutation’s @requiresAccess fails at that mutation’s line', () => {
    const real = readFileSync('schema.graphql', 'utf8');
    const start = real.indexOf('  createFolder(');
    const directive = real.indexOf('    @requiresAccess(', start);
    const end = real.indexOf('    )\n', directive) + '    )\n'.length;
    const broken = real.slice(0, directive) + real.slice(end);
    assert.deepEqual(problems(broken), [
      `${lineOf(broken, '  createFolder(')}: Mutation.createFolder lacks @requiresAccess: every mutation states the permission or role it needs.`,
    ]);
  });
});

describe('reading the declarations', () => {
  const schema = checkSchemaSource(sdlWith(RENAME.replace('[INVALID_FORMAT, NOT_FOUND, FORBIDDEN, NAME_TAKEN]', '[NAME_TAKEN, FORBIDDEN, NOT_FOUND, INVALID_FORMAT]')), 'schema.graphql');
  const field = schema.getMutationType()!.getFields()['rename']!;

  test('the requirement as written, the codes in the enum’s order with their descriptions as meanings', () => {
    assert.deepEqual(operationAccess(schema, field), {
      requires: {permission: 'EDIT', on: 'the folder'},
      errors: [
        {code: 'INVALID_FORMAT', meaning: 'A value does not have the expected format.'},
        {code: 'NOT_FOUND', meaning: 'An ID does not point to an object.'},
        {code: 'FORBIDDEN', meaning: 'The caller lacks the permission | for this change.'},
        {code: 'NAME_TAKEN', meaning: 'A sibling already has this name.'},
      ],
    });
  });

  test('an operation without declarations has none', () => {
    assert.deepEqual(operationAccess(schema, schema.getQueryType()!.getFields()['ping']!), {});
  });
});

describe('the Requires line and the Errors table', () => {
  const links: AccessLinks = {
    permission: (level) => `/levels#${level.toLowerCase()}`,
    role: (role) => `/roles#${role.toLowerCase()}`,
    userError: (code) => `/errors#${userErrorAnchor(code)}`,
  };
  const roles = ['OWNER', 'ADMIN', 'MEMBER', 'GUEST'];

  test('a permission on a folder, with the note after it', () => {
    assert.equal(
      requiresMarkdown({permission: 'EDIT', on: 'the parent folder', note: 'A top-level folder needs a role.'}, roles, links),
      '**Requires:** the [`EDIT`](/levels#edit) permission on the parent folder. A top-level folder needs a role.',
    );
  });

  test('a role and the roles above it; the lowest role is any role', () => {
    assert.equal(requiresMarkdown({role: 'ADMIN'}, roles, links), '**Requires:** the [`OWNER`](/roles#owner) or [`ADMIN`](/roles#admin) company role.');
    assert.equal(
      requiresMarkdown({role: 'MEMBER'}, roles, links),
      '**Requires:** the [`OWNER`](/roles#owner), [`ADMIN`](/roles#admin) or [`MEMBER`](/roles#member) company role.',
    );
    assert.equal(requiresMarkdown({role: 'OWNER'}, roles, links), '**Requires:** the [`OWNER`](/roles#owner) company role.');
    assert.equal(requiresMarkdown({role: 'GUEST', note: 'It changes only your dashboard.'}, roles, links), '**Requires:** any company role. It changes only your dashboard.');
  });

  test('both together', () => {
    assert.equal(
      requiresMarkdown({permission: 'MANAGE', on: 'the folder', role: 'ADMIN'}, roles, links),
      '**Requires:** the [`MANAGE`](/levels#manage) permission on the folder and the [`OWNER`](/roles#owner) or [`ADMIN`](/roles#admin) company role.',
    );
  });

  test('the table links each code to its row of the errors guide and keeps a | in a meaning inside its cell', () => {
    assert.equal(
      errorsTableMarkdown(
        [
          {code: 'NAME_TAKEN', meaning: 'A sibling already has this name.'},
          {code: 'FORBIDDEN', meaning: 'Lacks the permission | for this.'},
        ],
        links,
      ),
      [
        '| Code | Meaning |',
        '| --- | --- |',
        '| [`NAME_TAKEN`](/errors#user-error-name-taken) | A sibling already has this name. |',
        '| [`FORBIDDEN`](/errors#user-error-forbidden) | Lacks the permission \\| for this. |',
      ].join('\n'),
    );
  });
});

describe('schema.graphql', () => {
  const schema = checkSchemaSource(readFileSync('schema.graphql', 'utf8'), 'schema.graphql');

  test('declares a requirement and at least one user error for every mutation, and passes its own rules', () => {
    const mutations = Object.values(schema.getMutationType()!.getFields());
    assert.ok(mutations.length > 0);
    for (const field of mutations) {
      const {requires, errors} = operationAccess(schema, field);
      assert.ok(requires && (requires.permission || requires.role), `${field.name} has no requirement`);
      assert.ok(errors && errors.length > 0, `${field.name} lists no user error`);
      for (const error of errors) assert.ok(error.meaning.length > 0, `${error.code} has no description`);
    }
    assert.deepEqual(accessProblems(schema), []);
  });

  test('the errors guide has a row, by its anchor, for every UserErrorCode', () => {
    const guide = readFileSync('docs/errors.mdx', 'utf8');
    const codes = schema.getType('UserErrorCode');
    assert.ok(codes && 'getValues' in codes);
    for (const value of codes.getValues()) {
      assert.ok(guide.includes(`| <code id="${userErrorAnchor(value.name)}">${value.name}</code> |`), `docs/errors.mdx has no row #${userErrorAnchor(value.name)}`);
    }
  });
});
