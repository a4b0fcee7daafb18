/**
 * One reference item as Markdown for assistants: what its page says (description, SDL, arguments or fields,
 * example operation and variables, related items), in plain Markdown with absolute links.
 */
import {
  getNamedType,
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isObjectType,
  isUnionType,
  type GraphQLArgument,
  type GraphQLEnumValue,
  type GraphQLField,
  type GraphQLInputField,
  type GraphQLSchema,
  type GraphQLType,
} from 'graphql';

import {costMarkdown, exampleCost} from '../cost';
import {buildOperationExample} from '../examples';
import {typeItem, type DirectiveItem, type OperationItem, type ReferenceItem, type TypeItem} from './items';
import {typeRelations} from './relations';
import {directiveSignature, operationSignature, typeDefinition} from './sdl';

export interface ReferenceMarkdownOptions {
  /** Origin every link starts with, e.g. `https://developers.folio.example` (no trailing slash). */
  readonly siteUrl: string;
}

/** Related items listed per kind of relation at most; the rest are counted. */
export const MAX_RELATED_ITEMS = 40;

const KIND_LABEL: Readonly<Record<ReferenceItem['section'], string>> = {
  queries: 'Query',
  mutations: 'Mutation',
  subscriptions: 'Subscription',
  objects: 'Object type',
  inputs: 'Input type',
  enums: 'Enum',
  scalars: 'Scalar',
  interfaces: 'Interface',
  unions: 'Union',
  directives: 'Directive',
};

function fence(language: string, code: string): string {
  // A fence longer than any backtick run inside keeps the block closed where it should be.
  const longest = Math.max(2, ...[...code.matchAll(/`+/g)].map((match) => match[0].length));
  const marks = '`'.repeat(longest + 1);
  return `${marks}${language}\n${code.trimEnd()}\n${marks}`;
}

function link(item: ReferenceItem, options: ReferenceMarkdownOptions, label = item.name): string {
  return `[\`${label}\`](${options.siteUrl}${item.path})`;
}

/** `[Folder!]!` with a link to Folder's page. */
function typeReference(schema: GraphQLSchema, type: GraphQLType, options: ReferenceMarkdownOptions): string {
  const target = typeItem(schema, getNamedType(type).name);
  return target ? link(target, options, String(type)) : `\`${String(type)}\``;
}

function oneLine(text: string | null | undefined): string {
  return (text ?? '').trim().replace(/\s*\n\s*/g, ' ');
}

function deprecation(reason: string | null | undefined): string {
  return reason ? ` **Deprecated:** ${oneLine(reason)}` : '';
}

function argumentLine(
  schema: GraphQLSchema,
  argument: GraphQLArgument | GraphQLInputField,
  options: ReferenceMarkdownOptions,
  indent = '',
): string {
  const defaultValue = argument.astNode?.defaultValue ? ` (default \`${printValue(argument)}\`)` : '';
  const description = oneLine(argument.description);
  return `${indent}- \`${argument.name}\`: ${typeReference(schema, argument.type, options)}${defaultValue}${
    description ? ` — ${description}` : ''
  }${deprecation(argument.deprecationReason)}`;
}

function printValue(argument: GraphQLArgument | GraphQLInputField): string {
  const node = argument.astNode?.defaultValue;
  if (!node) return '';
  return 'value' in node ? String(node.value) : JSON.stringify(argument.defaultValue);
}

function fieldLine(
  schema: GraphQLSchema,
  field: GraphQLField<unknown, unknown>,
  options: ReferenceMarkdownOptions,
): string {
  const description = oneLine(field.description);
  const lines = [
    `- \`${field.name}\`: ${typeReference(schema, field.type, options)}${description ? ` — ${description}` : ''}${deprecation(
      field.deprecationReason,
    )}`,
  ];
  for (const argument of field.args) lines.push(argumentLine(schema, argument, options, '  '));
  return lines.join('\n');
}

function enumValueLine(value: GraphQLEnumValue): string {
  const description = oneLine(value.description);
  return `- \`${value.name}\`${description ? ` — ${description}` : ''}${deprecation(value.deprecationReason)}`;
}

function relatedList(title: string, items: readonly ReferenceItem[], options: ReferenceMarkdownOptions): string[] {
  if (items.length === 0) return [];
  const shown = items
    .slice(0, MAX_RELATED_ITEMS)
    .map((item) => `${link(item, options)} (${KIND_LABEL[item.section].toLowerCase()})`);
  const rest = items.length - shown.length;
  return [`**${title}:** ${shown.join(', ')}${rest > 0 ? `, and ${rest} more` : ''}.`, ''];
}

function header(
  item: ReferenceItem,
  description: string | null | undefined,
  deprecationReason?: string | null,
): string[] {
  const lines = [
    `# ${item.section === 'directives' ? `@${item.name}` : item.name}`,
    '',
    `${KIND_LABEL[item.section]} of the GraphQL API.`,
    '',
  ];
  const text = (description ?? '').trim();
  if (text) lines.push(text, '');
  if (deprecationReason) lines.push(`**Deprecated:** ${oneLine(deprecationReason)}`, '');
  return lines;
}

function operationMarkdown(schema: GraphQLSchema, item: OperationItem, options: ReferenceMarkdownOptions): string[] {
  const {field} = item;
  const lines = [
    ...header(item, field.description, field.deprecationReason),
    '## Definition',
    '',
    fence('graphql', operationSignature(field)),
    '',
  ];
  if (field.args.length > 0) {
    lines.push('## Arguments', '', ...field.args.map((argument) => argumentLine(schema, argument, options)), '');
  }
  lines.push('## Type', '', `Returns ${typeReference(schema, field.type, options)}.`, '');
  const example = buildOperationExample(schema, item.operationType, field.name);
  lines.push('## Example', '', fence('graphql', example.query), '');
  if (Object.keys(example.variables).length > 0)
    lines.push('Variables:', '', fence('json', JSON.stringify(example.variables, null, 2)), '');
  lines.push(costMarkdown(exampleCost(schema, example.query, example.variables), options.siteUrl), '');
  if (example.uploadPaths.length > 0) {
    lines.push(
      `Files travel as parts of a multipart request (GraphQL multipart request specification), mapped to ${example.uploadPaths
        .map((path) => `\`${path}\``)
        .join(', ')}; their values in the variables are \`null\`.`,
      '',
    );
  }
  const related = [getNamedType(field.type), ...field.args.map((argument) => getNamedType(argument.type))]
    .map((type) => typeItem(schema, type.name))
    .filter((related): related is TypeItem => related !== undefined);
  lines.push(...relatedList('Related types', [...new Set(related)], options));
  return lines;
}

function typeMarkdown(schema: GraphQLSchema, item: TypeItem, options: ReferenceMarkdownOptions): string[] {
  const {type} = item;
  const lines = [...header(item, type.description), '## Definition', '', fence('graphql', typeDefinition(type)), ''];
  if (isObjectType(type) || isInterfaceType(type)) {
    lines.push(
      '## Fields',
      '',
      ...Object.values(type.getFields()).map((field) => fieldLine(schema, field, options)),
      '',
    );
    lines.push(
      ...relatedList(
        'Implements',
        type.getInterfaces().flatMap((implemented) => typeItem(schema, implemented.name) ?? []),
        options,
      ),
    );
  } else if (isInputObjectType(type)) {
    const oneOf = type.isOneOf ? ['Exactly one of these fields must be given (`@oneOf`).', ''] : [];
    lines.push(
      '## Fields',
      '',
      ...oneOf,
      ...Object.values(type.getFields()).map((field) => argumentLine(schema, field, options)),
      '',
    );
  } else if (isEnumType(type)) {
    lines.push('## Values', '', ...type.getValues().map(enumValueLine), '');
  } else if (isUnionType(type)) {
    lines.push(
      ...relatedList(
        'Possible types',
        type.getTypes().flatMap((member) => typeItem(schema, member.name) ?? []),
        options,
      ),
    );
  } else if (type.specifiedByURL) {
    lines.push(`Specified by <${type.specifiedByURL}>.`, '');
  }
  const relations = typeRelations(schema, type.name);
  lines.push(
    ...relatedList('Implemented by', relations.implementedBy, options),
    ...relatedList('Member of', relations.memberOf, options),
    ...relatedList('Returned by', relations.returnedBy, options),
    ...relatedList('Argument of', relations.argumentOf, options),
    ...relatedList('Used in fields of', relations.fieldOf, options),
  );
  return lines;
}

function directiveMarkdown(schema: GraphQLSchema, item: DirectiveItem, options: ReferenceMarkdownOptions): string[] {
  const {directive} = item;
  const lines = [
    ...header(item, directive.description),
    '## Definition',
    '',
    fence('graphql', directiveSignature(directive)),
    '',
  ];
  if (directive.args.length > 0) {
    lines.push('## Arguments', '', ...directive.args.map((argument) => argumentLine(schema, argument, options)), '');
  }
  lines.push(`Allowed on: ${directive.locations.map((location) => `\`${location}\``).join(', ')}.`, '');
  return lines;
}

/** The Markdown copy of one reference page. */
export function referenceMarkdown(
  schema: GraphQLSchema,
  item: ReferenceItem,
  options: ReferenceMarkdownOptions,
): string {
  const lines =
    item.kind === 'operation'
      ? operationMarkdown(schema, item, options)
      : item.kind === 'type'
        ? typeMarkdown(schema, item, options)
        : directiveMarkdown(schema, item, options);
  return `${lines.join('\n').trimEnd()}\n`;
}
