/**
 * The schema check's rules for `@requiresAccess` and `@userErrors` (src/graphql/schemaSource.ts reports each
 * problem at its file, line and column): every mutation declares both; the declarations are whole; and the codes agree
 * with what the operation takes and requires, where the schema itself can tell:
 * - an operation that takes an ID (or a locator holding one) can name an object that is not there or is malformed:
 *   it lists `NOT_FOUND` and `INVALID_FORMAT`; one that takes no ID cannot answer `NOT_FOUND`;
 * - an operation that requires more than seeing the object (a level above the lowest, a role above the lowest) can
 *   refuse a caller who sees it: it lists `FORBIDDEN`; one that requires no more cannot.
 * A code that is not a `UserErrorCode` is caught before these rules, by GraphQL's own validation of argument values.
 */
import {
  getNamedType,
  isInputObjectType,
  isObjectType,
  isScalarType,
  type ASTNode,
  type ConstDirectiveNode,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLSchema,
} from 'graphql';

import {
  COMPANY_ROLE_ENUM,
  enumValueNames,
  operationAccess,
  PERMISSION_LEVEL_ENUM,
  REQUIRES_ACCESS_DIRECTIVE,
  USER_ERRORS_DIRECTIVE,
} from './read';

export interface AccessProblem {
  /** Where to point: the directive, or the field that lacks one. */
  readonly node: ASTNode | undefined;
  readonly message: string;
}

type AnyField = GraphQLField<unknown, unknown>;

function directiveNode(field: AnyField, name: string): ConstDirectiveNode | undefined {
  return field.astNode?.directives?.find((directive) => directive.name.value === name);
}

/** Whether an input type holds an ID at any depth. */
function holdsId(type: GraphQLInputType, seen = new Set<string>()): boolean {
  const named = getNamedType(type);
  if (isScalarType(named)) return named.name === 'ID';
  if (!isInputObjectType(named) || seen.has(named.name)) return false;
  seen.add(named.name);
  return Object.values(named.getFields()).some((field) => holdsId(field.type, seen));
}

function fieldProblems(schema: GraphQLSchema, field: AnyField, coordinate: string, isMutation: boolean): AccessProblem[] {
  const problems: AccessProblem[] = [];
  const requiresNode = directiveNode(field, REQUIRES_ACCESS_DIRECTIVE);
  const errorsNode = directiveNode(field, USER_ERRORS_DIRECTIVE);
  const fieldNode = field.astNode?.name;
  if (isMutation && !requiresNode) {
    problems.push({
      node: fieldNode,
      message: `${coordinate} lacks @${REQUIRES_ACCESS_DIRECTIVE}: every mutation states the permission or role it needs.`,
    });
  }
  if (isMutation && !errorsNode) {
    problems.push({
      node: fieldNode,
      message: `${coordinate} lacks @${USER_ERRORS_DIRECTIVE}: every mutation lists the UserErrorCodes it can return.`,
    });
  }
  const {requires, errors} = operationAccess(schema, field);

  if (requiresNode && requires) {
    if (!requires.permission && !requires.role) {
      problems.push({node: requiresNode, message: `@${REQUIRES_ACCESS_DIRECTIVE} of ${coordinate} names neither a permission nor a role.`});
    }
    if (Boolean(requires.permission) !== Boolean(requires.on)) {
      problems.push({
        node: requiresNode,
        message: `@${REQUIRES_ACCESS_DIRECTIVE} of ${coordinate} gives ${requires.permission ? 'a permission without `on`' : '`on` without a permission'}: say which folder the permission is needed on.`,
      });
    }
  }

  if (!errorsNode || !errors) return problems;
  const resultType = getNamedType(field.type);
  if (!isObjectType(resultType) || !('userErrors' in resultType.getFields())) {
    problems.push({
      node: errorsNode,
      message: `@${USER_ERRORS_DIRECTIVE} on ${coordinate}, whose type ${resultType.name} has no userErrors field.`,
    });
    return problems;
  }
  const codeNodes = errorsNode.arguments?.find((argument) => argument.name.value === 'codes')?.value;
  const written = codeNodes?.kind === 'ListValue' ? codeNodes.values : [];
  const seen = new Set<string>();
  for (const value of written) {
    if (value.kind !== 'EnumValue') continue;
    if (seen.has(value.value)) problems.push({node: value, message: `@${USER_ERRORS_DIRECTIVE} of ${coordinate} lists ${value.value} twice.`});
    seen.add(value.value);
  }

  const codes = new Set(errors.map((error) => error.code));
  const takesId = field.args.some((argument) => holdsId(argument.type));
  const expect = (code: string, wanted: boolean, why: string) => {
    if (codes.has(code) !== wanted) {
      problems.push({node: errorsNode, message: `@${USER_ERRORS_DIRECTIVE} of ${coordinate} ${wanted ? 'lacks' : 'lists'} ${code}: ${why}.`});
    }
  };
  expect('NOT_FOUND', takesId, takesId ? 'it takes an ID, which may name nothing the caller can see' : 'it takes no ID');
  if (takesId) expect('INVALID_FORMAT', true, 'it takes an ID, which may be malformed');

  // A requirement that names neither is reported above; what it would allow is unknown.
  if (requires && (requires.permission || requires.role)) {
    const lowestLevel = enumValueNames(schema, PERMISSION_LEVEL_ENUM)[0];
    const lowestRole = enumValueNames(schema, COMPANY_ROLE_ENUM).at(-1);
    const restricted =
      (requires.permission !== undefined && requires.permission !== lowestLevel) ||
      (requires.role !== undefined && requires.role !== lowestRole);
    expect(
      'FORBIDDEN',
      restricted,
      restricted
        ? 'it requires more than seeing the object, so a caller who sees it can be refused'
        : `it requires no more than ${requires.permission ?? requires.role}, so a caller who sees the object is never refused`,
    );
  }
  return problems;
}

/** Every problem of the schema's `@requiresAccess` and `@userErrors`, in schema order. */
export function accessProblems(schema: GraphQLSchema): AccessProblem[] {
  // A schema without the directives (a test's, a scratch one) is not held to them.
  if (!schema.getDirective(REQUIRES_ACCESS_DIRECTIVE) || !schema.getDirective(USER_ERRORS_DIRECTIVE)) return [];
  const mutationType = schema.getMutationType();
  const problems: AccessProblem[] = [];
  for (const root of [schema.getQueryType(), mutationType, schema.getSubscriptionType()]) {
    for (const field of Object.values(root?.getFields() ?? {})) {
      problems.push(...fieldProblems(schema, field, `${root?.name}.${field.name}`, root === mutationType));
    }
  }
  return problems;
}
