/** The SDL a reference page shows: a type as graphql-js prints it, an operation or a directive as its signature. */
import {
  print,
  printType,
  visit,
  type ASTNode,
  type GraphQLArgument,
  type GraphQLDirective,
  type GraphQLField,
  type GraphQLNamedType,
} from 'graphql';

function printArgument(argument: GraphQLArgument): string {
  const defaultValue = argument.astNode?.defaultValue ? ` = ${print(argument.astNode.defaultValue)}` : '';
  const deprecated = argument.deprecationReason ? ' @deprecated' : '';
  return `${argument.name}: ${String(argument.type)}${defaultValue}${deprecated}`;
}

function printArguments(args: readonly GraphQLArgument[]): string {
  if (args.length === 0) return '';
  return `(\n${args.map((argument) => `  ${printArgument(argument)}`).join('\n')}\n)`;
}

/** `createFolder(\n  input: CreateFolderInput!\n): CreateFolderPayload!`, as the reference pages print it. */
export function operationSignature(field: GraphQLField<unknown, unknown>): string {
  return `${field.name}${printArguments(field.args)}: ${String(field.type)}`;
}

/** `createFolder(input: CreateFolderInput!): CreateFolderPayload!` on one line, for compact lists. */
export function operationSignatureLine(field: GraphQLField<unknown, unknown>): string {
  const args = field.args.map(printArgument).join(', ');
  return `${field.name}${args ? `(${args})` : ''}: ${String(field.type)}`;
}

export function directiveSignature(directive: GraphQLDirective): string {
  const repeatable = directive.isRepeatable ? ' repeatable' : '';
  return `directive @${directive.name}${printArguments(directive.args)}${repeatable} on ${directive.locations.join(' | ')}`;
}

/** The type's definition without descriptions: the page lists them under each field. */
export function typeDefinition(type: GraphQLNamedType): string {
  // Built-in scalars have no AST; their definition is one line without a description worth repeating.
  if (!type.astNode) return printType(type).replace(/^"""[\s\S]*?"""\n|^"[^\n]*"\n/, '');
  const withoutDescriptions = visit(type.astNode as ASTNode, {
    enter(node) {
      return 'description' in node && node.description ? {...node, description: undefined} : undefined;
    },
  });
  return print(withoutDescriptions);
}
