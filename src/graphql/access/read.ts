/**
 * What an operation requires and which user errors it can return, as the schema declares them with two directives:
 * `@requiresAccess(permission:, on:, role:, note:)` and `@userErrors(codes:)` (maintainers/operation-access.md says
 * why these two). Read from the field's SDL node, so a schema built from SDL, in Node or in the browser, answers.
 */
import {getDirectiveValues, isEnumType, type GraphQLField, type GraphQLSchema} from 'graphql';

export const REQUIRES_ACCESS_DIRECTIVE = 'requiresAccess';
export const USER_ERRORS_DIRECTIVE = 'userErrors';
/** Directives that document an operation rather than change what it does. */
export const DOCUMENTATION_DIRECTIVES: ReadonlySet<string> = new Set([REQUIRES_ACCESS_DIRECTIVE, USER_ERRORS_DIRECTIVE]);

export const USER_ERROR_CODE_ENUM = 'UserErrorCode';
export const PERMISSION_LEVEL_ENUM = 'PermissionLevel';
export const COMPANY_ROLE_ENUM = 'CompanyRole';

/** `@requiresAccess` as written: a folder permission level and where, a company role, a note. */
export interface AccessRequirement {
  readonly permission?: string;
  readonly on?: string;
  readonly role?: string;
  readonly note?: string;
}

/** One code of `@userErrors`, with its meaning: the description of its `UserErrorCode` value. */
export interface DocumentedError {
  readonly code: string;
  readonly meaning: string;
}

export interface OperationAccess {
  readonly requires?: AccessRequirement;
  /** In the order of `UserErrorCode`, whatever the order in the directive. */
  readonly errors?: readonly DocumentedError[];
}

type AnyField = GraphQLField<unknown, unknown>;

/** The directive's argument values on the field, or undefined when the schema or the field lacks it. */
function directiveValues(schema: GraphQLSchema, field: AnyField, name: string): Record<string, unknown> | undefined {
  const directive = schema.getDirective(name);
  if (!directive || !field.astNode) return undefined;
  // getDirectiveValues throws on a value of the wrong type; the schema check reports those with their line first.
  try {
    return getDirectiveValues(directive, field.astNode);
  } catch {
    return undefined;
  }
}

const flat = (text: string | null | undefined) => (text ?? '').trim().replace(/\s*\n\s*/g, ' ');

/** The operation's requirement and user errors; an empty object when it declares neither. */
export function operationAccess(schema: GraphQLSchema, field: AnyField): OperationAccess {
  const requiresValues = directiveValues(schema, field, REQUIRES_ACCESS_DIRECTIVE);
  const errorValues = directiveValues(schema, field, USER_ERRORS_DIRECTIVE);
  const codeEnum = schema.getType(USER_ERROR_CODE_ENUM);
  let errors: DocumentedError[] | undefined;
  if (errorValues && isEnumType(codeEnum)) {
    const declared = new Set(errorValues['codes'] as string[]);
    errors = codeEnum
      .getValues()
      .filter((value) => declared.has(value.name))
      .map((value) => ({code: value.name, meaning: flat(value.description)}));
  }
  const requires =
    requiresValues &&
    (Object.fromEntries(
      Object.entries(requiresValues).filter(([, value]) => typeof value === 'string'),
    ) as AccessRequirement);
  return {...(requires && {requires}), ...(errors && {errors})};
}

/** The values of an enum of the schema, in its order (an empty list when the schema has no such enum). */
export function enumValueNames(schema: GraphQLSchema, name: string): string[] {
  const type = schema.getType(name);
  return isEnumType(type) ? type.getValues().map((value) => value.name) : [];
}
