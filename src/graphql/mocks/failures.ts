/**
 * The documented failures the mocks answer (./index.ts): a mutation refuses its input with a user error the schema
 * declares for it (`@userErrors`, ./access/) where the mock data can tell, and does what the mocks always did
 * otherwise. The mocks can tell:
 * - a malformed ID (`INVALID_FORMAT`), and an ID that names no entity the mocks have (`NOT_FOUND`): one whose prefix
 *   is no type's, or, where the input says it is a folder or a document, another type's. The mocks make up any other
 *   entity when asked for it, so any other well-formed ID exists;
 * - a folder name already taken among its siblings (`NAME_TAKEN`, compared case-insensitively as the API compares
 *   them): the siblings the session has been shown (a folder's `subfolders`, the top-level `folders`) and the folders
 *   it created, under a parent named the same way (by ID, or by path).
 * Runs in Node and browsers, like the mocks.
 */
import {
  getNamedType,
  getNullableType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isObjectType,
  isScalarType,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLSchema,
} from 'graphql';

import {operationAccess} from '../access/read';
import {fromGlobalId} from '../sampleValues';

export interface MockUserError {
  readonly code: string;
  readonly field: string[] | null;
  readonly message: string;
}

type Args = Record<string, unknown>;

/** A global ID as the API writes them (src/graphql/sampleValues.ts): a type prefix, an underscore, 26 characters. */
const GLOBAL_ID_FORMAT = /^[a-z]{3}_[0-9A-HJKMNP-TV-Z]{26}$/;

/** The entity an ID input must name, where its name says so beyond doubt. */
function expectedEntity(inputTypeName: string, fieldName: string): string | undefined {
  if (inputTypeName === 'FolderLocator' && fieldName === 'id') return 'Folder';
  if (/^(folder|parentFolder|parent)Ids?$/.test(fieldName)) return 'Folder';
  if (/^documentIds?$/.test(fieldName)) return 'Document';
  return undefined;
}

function idProblem(id: string, expected: string | undefined, field: string[]): MockUserError | undefined {
  if (!GLOBAL_ID_FORMAT.test(id)) {
    return {code: 'INVALID_FORMAT', field, message: `"${id}" is not an ID: IDs are a type prefix, an underscore and 26 characters.`};
  }
  const typeName = fromGlobalId(id)?.typeName;
  if (!typeName) return {code: 'NOT_FOUND', field, message: `No object has the ID "${id}".`};
  if (expected && typeName !== expected) {
    return {code: 'NOT_FOUND', field, message: `"${id}" is the ID of a ${typeName}, not of a ${expected}.`};
  }
  return undefined;
}

/** Problems of every ID in an input value, with the path of each (list positions as strings, as the API gives them). */
function idProblems(type: GraphQLInputType, value: unknown, path: string[], expected: string | undefined): MockUserError[] {
  if (value === null || value === undefined) return [];
  const nullable = getNullableType(type);
  if (isListType(nullable)) {
    if (!Array.isArray(value)) return idProblems(nullable.ofType, value, path, expected);
    return value.flatMap((item, index) => idProblems(nullable.ofType, item, [...path, String(index)], expected));
  }
  const named = getNamedType(type);
  if (isScalarType(named)) {
    const problem = named.name === 'ID' && typeof value === 'string' ? idProblem(value, expected, path) : undefined;
    return problem ? [problem] : [];
  }
  if (!isInputObjectType(named) || typeof value !== 'object') return [];
  return Object.entries(named.getFields()).flatMap(([name, field]) =>
    idProblems(field.type, (value as Args)[name], [...path, name], expectedEntity(named.name, name)),
  );
}

/** How a parent folder is named in an input: by ID, by path, or the company root. */
export function parentKey(locator: unknown, parentId?: unknown): string {
  if (typeof parentId === 'string') return `id:${parentId}`;
  if (!locator || typeof locator !== 'object') return 'root';
  const {id, path} = locator as Args;
  if (typeof id === 'string') return `id:${id}`;
  if (typeof path !== 'string') return 'root';
  const normalised = path.replace(/\/+$/, '').toLowerCase();
  return normalised === '' ? 'root' : `path:${normalised}`;
}

/**
 * The folder names one session knows under each parent: read when needed, since a listed folder's name may not be
 * generated yet. A session is what one caller has seen and done (`npm run mock-api` keeps one per API key).
 */
export class MockFolderNames {
  private readonly names = new Map<string, Map<string, () => unknown>>();

  /** A folder under `parent`, known by `key` (its ID, or its name), and the way to read its name. */
  add(parent: string, key: string, name: () => unknown): void {
    const known = this.names.get(parent);
    if (known) known.set(key, name);
    else this.names.set(parent, new Map([[key, name]]));
  }

  /** Whether a folder under `parent` is named `name`, ignoring case. */
  has(parent: string, name: string): boolean {
    const wanted = name.toLowerCase();
    return [...(this.names.get(parent)?.values() ?? [])].some((read) => {
      const known = read();
      return typeof known === 'string' && known.toLowerCase() === wanted;
    });
  }
}

/** Where a mock executor's context carries its session's names (see mockSessionContext). */
const SESSION = Symbol.for('folio.mockSession');

/** A context value for the mock executor that keeps `session` apart from other callers' (by default they share one). */
export function mockSessionContext(session: MockFolderNames): Record<symbol, MockFolderNames> {
  return {[SESSION]: session};
}

/** The session of an execution's context, if it names one. */
export function sessionOf(context: unknown): MockFolderNames | undefined {
  const session = context && typeof context === 'object' ? (context as Record<symbol, unknown>)[SESSION] : undefined;
  return session instanceof MockFolderNames ? session : undefined;
}

/** The user errors the mocks answer a mutation with, each of a code the schema declares for it; empty to go ahead. */
export function mockUserErrors(
  schema: GraphQLSchema,
  field: GraphQLField<unknown, unknown>,
  args: Args,
  folders: MockFolderNames,
): MockUserError[] {
  const declared = new Set((operationAccess(schema, field).errors ?? []).map((error) => error.code));
  if (declared.size === 0) return [];
  const problems = field.args.flatMap((argument) => idProblems(argument.type, args[argument.name], [argument.name], undefined));
  const input = args['input'] as Args | undefined;
  if (field.name === 'createFolder' && input && typeof input['name'] === 'string') {
    if (folders.has(parentKey(input['parent'], input['parentId']), input['name'])) {
      problems.push({
        code: 'NAME_TAKEN',
        field: ['input', 'name'],
        message: `A folder named "${input['name']}" is already in this parent folder.`,
      });
    }
  }
  return problems.filter((problem) => declared.has(problem.code));
}

/**
 * A payload that refuses its input: the errors, and `null` for each field that may be null (every result of a payload
 * is, as the schema says: "`null` when `userErrors` is non-empty"); the mocks fill any other.
 */
export function refusedPayload(field: GraphQLField<unknown, unknown>, errors: MockUserError[]): Args {
  const payload = getNamedType(field.type);
  const fields = isObjectType(payload) ? Object.values(payload.getFields()) : [];
  return Object.fromEntries(
    fields
      .filter((each) => each.name === 'userErrors' || !isNonNullType(each.type))
      .map((each) => [each.name, each.name === 'userErrors' ? errors : null]),
  );
}

/**
 * The parent whose folders a list of folders shows, or undefined for a list that is not one parent's: a folder's
 * `subfolders`, and the top-level `folders` of the company tree or of the parent its filter names.
 */
export function listedFoldersParent(parentTypeName: string, fieldName: string, parentId: unknown, args: Args): string | undefined {
  if (parentTypeName === 'Folder' && fieldName === 'subfolders') return typeof parentId === 'string' ? `id:${parentId}` : undefined;
  if (fieldName !== 'folders' || (args['section'] ?? 'COMPANY') !== 'COMPANY') return undefined;
  const filter = args['filter'] as Args | null | undefined;
  return parentKey(undefined, filter?.['parentFolderId']);
}

/** Records a created folder, so creating it again under the same parent is refused. */
export function recordCreatedFolder(folders: MockFolderNames, args: Args): void {
  const input = args['input'] as Args | undefined;
  if (input && typeof input['name'] === 'string') {
    const name = input['name'];
    folders.add(parentKey(input['parent'], input['parentId']), `created:${name.toLowerCase()}`, () => name);
  }
}
