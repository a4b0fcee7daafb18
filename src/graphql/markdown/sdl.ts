/** Signatures of operations and directives for the compact reference (./compact.ts). */
import {print, type GraphQLArgument, type GraphQLDirective, type GraphQLField} from 'graphql';

function printArgument(argument: GraphQLArgument): string {
  const defaultValue = argument.astNode?.defaultValue ? ` = ${print(argument.astNode.defaultValue)}` : '';
  const deprecated = argument.deprecationReason ? ' @deprecated' : '';
  return `${argument.name}: ${String(argument.type)}${defaultValue}${deprecated}`;
}

/** `createFolder(input: CreateFolderInput!): CreateFolderPayload!` on one line, for compact lists. */
export function operationSignatureLine(field: GraphQLField<unknown, unknown>): string {
  const args = field.args.map(printArgument).join(', ');
  return `${field.name}${args ? `(${args})` : ''}: ${String(field.type)}`;
}

/** `directive @tag(name: String!, weight: Int = 1) repeatable on OBJECT` on one line, for compact lists. */
export function directiveSignature(directive: GraphQLDirective): string {
  const repeatable = directive.isRepeatable ? ' repeatable' : '';
  const args = directive.args.map(printArgument).join(', ');
  return `directive @${directive.name}${args ? `(${args})` : ''}${repeatable} on ${directive.locations.join(' | ')}`;
}
