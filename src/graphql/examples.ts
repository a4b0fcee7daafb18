/**
 * The example generator: for any root field, a small, valid, readable operation with plausible variables.
 * One pure module, used by the reference pages, the playground's deep links, the snippets and the tests.
 */
import {
  getNamedType,
  getNullableType,
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isLeafType,
  isListType,
  isNonNullType,
  isObjectType,
  isScalarType,
  isUnionType,
  Kind,
  OperationTypeNode,
  parseType,
  print,
  type ArgumentNode,
  type FieldNode,
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLInputField,
  type GraphQLInputType,
  type GraphQLNamedType,
  type GraphQLObjectType,
  type GraphQLInterfaceType,
  type GraphQLSchema,
  type GraphQLUnionType,
  type InlineFragmentNode,
  type SelectionNode,
  type SelectionSetNode,
  type VariableDefinitionNode,
} from 'graphql';

import {
  coreTypesFirst,
  entityTypeForIdField,
  entityTypeInName,
  concreteEntityType,
  pascalCase,
  sampleGlobalId,
  sampleScalar,
  splitWords,
} from './sampleValues';

export type OperationType = 'query' | 'mutation' | 'subscription';

export interface OperationExample {
  /** PascalCase of the root field, e.g. `CreateFolder`. */
  operationName: string;
  operationType: OperationType;
  fieldName: string;
  /** The operation, formatted by graphql's `print`. */
  query: string;
  variables: Record<string, unknown>;
  /**
   * Object paths of Upload variables, e.g. `variables.input.file`. Their values are `null` in `variables`:
   * the file travels as a part of a multipart request (GraphQL multipart request spec) mapped to that path.
   */
  uploadPaths: string[];
}

export interface RootField {
  operationType: OperationType;
  fieldName: string;
  field: GraphQLField<unknown, unknown>;
}

/** Deepest object nesting an example selects (the root field's type is level 1). */
export const MAX_SELECTION_DEPTH = 3;
/** Fields selected per object at most, so examples stay readable. */
export const MAX_FIELDS_PER_OBJECT = 8;
/** Nested objects selected per object at most. */
const MAX_NESTED_OBJECTS = 2;
/** Fields selected per item of a connection's `nodes`. */
const MAX_FIELDS_PER_NODE = 5;
/** Inline fragments selected per interface or union at most. */
const MAX_FRAGMENTS = 3;
/** Leaf fields selected per inline fragment at most. */
const MAX_FIELDS_PER_FRAGMENT = 3;
/** Page size every connection in an example asks for. */
export const EXAMPLE_PAGE_SIZE = 10;

const PAGINATION_ARGUMENTS = new Set(['first', 'last', 'after', 'before']);
const USER_ERROR_FIELDS = ['code', 'field', 'message'];
const PAGE_INFO_FIELDS = ['hasNextPage', 'endCursor'];

const OPERATION_TYPE_NODES: Readonly<Record<OperationType, OperationTypeNode>> = {
  query: OperationTypeNode.QUERY,
  mutation: OperationTypeNode.MUTATION,
  subscription: OperationTypeNode.SUBSCRIPTION,
};

export function rootType(schema: GraphQLSchema, operationType: OperationType): GraphQLObjectType | null | undefined {
  if (operationType === 'query') return schema.getQueryType();
  if (operationType === 'mutation') return schema.getMutationType();
  return schema.getSubscriptionType();
}

/** Every root field of the schema, queries first, then mutations, then subscriptions, in schema order. */
export function listRootFields(schema: GraphQLSchema): RootField[] {
  const operationTypes: OperationType[] = ['query', 'mutation', 'subscription'];
  return operationTypes.flatMap((operationType) =>
    Object.values(rootType(schema, operationType)?.getFields() ?? {}).map((field) => ({
      operationType,
      fieldName: field.name,
      field,
    })),
  );
}

// ---------------------------------------------------------------------------------------------------------
// Shapes

type CompositeType = GraphQLObjectType | GraphQLInterfaceType | GraphQLUnionType;
type FieldsType = GraphQLObjectType | GraphQLInterfaceType;

function isRequiredArgument(argument: GraphQLArgument | GraphQLInputField): boolean {
  return isNonNullType(argument.type) && argument.defaultValue === undefined;
}

/** A Relay connection: `pageInfo` plus `nodes` or `edges`. */
export function isConnectionType(type: GraphQLNamedType): type is GraphQLObjectType {
  if (!isObjectType(type)) return false;
  const fields = type.getFields();
  return 'pageInfo' in fields && ('nodes' in fields || 'edges' in fields);
}

/** A mutation payload: an object with `userErrors`. */
export function isPayloadType(type: GraphQLNamedType): type is GraphQLObjectType {
  return isObjectType(type) && 'userErrors' in type.getFields();
}

/** Fields an example can select without inventing arguments: no required ones except a connection's page size. */
function isSelectable(field: GraphQLField<unknown, unknown>): boolean {
  if (field.deprecationReason) return false;
  const connection = isConnectionType(getNamedType(field.type));
  return field.args.every(
    (argument) =>
      !isRequiredArgument(argument) || (connection && (argument.name === 'first' || argument.name === 'last')),
  );
}

function isLeafField(field: GraphQLField<unknown, unknown>): boolean {
  return isLeafType(getNamedType(field.type));
}

/** Object levels a field's selection needs: a connection needs two (itself and its nodes). */
function levelsNeeded(field: GraphQLField<unknown, unknown>): number {
  return isConnectionType(getNamedType(field.type)) ? 2 : 1;
}

// ---------------------------------------------------------------------------------------------------------
// Selection sets

function fieldNode(name: string, selections?: readonly SelectionNode[], args: readonly ArgumentNode[] = []): FieldNode {
  return {
    kind: Kind.FIELD,
    name: {kind: Kind.NAME, value: name},
    arguments: args,
    selectionSet: selections ? selectionSet(selections) : undefined,
  };
}

function selectionSet(selections: readonly SelectionNode[]): SelectionSetNode {
  return {kind: Kind.SELECTION_SET, selections};
}

function inlineFragment(typeName: string, selections: readonly SelectionNode[]): InlineFragmentNode {
  return {
    kind: Kind.INLINE_FRAGMENT,
    typeCondition: {kind: Kind.NAMED_TYPE, name: {kind: Kind.NAME, value: typeName}},
    selectionSet: selectionSet(selections),
  };
}

const typenameField = (): FieldNode => fieldNode('__typename');

/** Literal page-size argument of a nested connection (the root field's one is a variable). */
function pageSizeArguments(field: GraphQLField<unknown, unknown>): ArgumentNode[] {
  if (!isConnectionType(getNamedType(field.type))) return [];
  const pageArgument =
    field.args.find((argument) => argument.name === 'first') ?? field.args.find((argument) => argument.name === 'last');
  if (!pageArgument) return [];
  return [
    {
      kind: Kind.ARGUMENT,
      name: {kind: Kind.NAME, value: pageArgument.name},
      value: {kind: Kind.INT, value: String(EXAMPLE_PAGE_SIZE)},
    },
  ];
}

/** `id` first, then the schema's order: schema authors list the telling fields first. */
function leafFieldsOf(type: FieldsType): GraphQLField<unknown, unknown>[] {
  const leaves = Object.values(type.getFields()).filter((field) => isSelectable(field) && isLeafField(field));
  return [...leaves.filter((field) => field.name === 'id'), ...leaves.filter((field) => field.name !== 'id')];
}

/**
 * Where a selection is being built: `depth` is the object level of the type being selected (the root
 * field's type is 1), `trail` the types above it, so an example never walks `parentFolder { parentFolder }`.
 */
interface Level {
  schema: GraphQLSchema;
  depth: number;
  /** Like `depth`, but a payload does not count: its results get the detail of a root entity. */
  detail: number;
  trail: readonly string[];
}

function below(level: Level, type: GraphQLNamedType, levels = 1): Level {
  return {
    schema: level.schema,
    depth: level.depth + levels,
    detail: level.detail + levels,
    trail: [...level.trail, type.name],
  };
}

interface FieldBudget {
  fields: number;
  nested: number;
}

/** Fewer fields deeper down: the root entity tells the story, nested ones only identify themselves. */
function fieldBudget(detail: number): FieldBudget {
  if (detail <= 1) return {fields: MAX_FIELDS_PER_OBJECT, nested: MAX_NESTED_OBJECTS};
  if (detail === 2) return {fields: 5, nested: 1};
  return {fields: 4, nested: 0};
}

function canNest(level: Level, field: GraphQLField<unknown, unknown>): boolean {
  const namedType = getNamedType(field.type);
  const itemType = isConnectionType(namedType) ? connectionItemType(namedType) : namedType;
  return (
    isSelectable(field) &&
    !isLeafType(namedType) &&
    level.depth + levelsNeeded(field) <= MAX_SELECTION_DEPTH &&
    !level.trail.includes(namedType.name) &&
    !(itemType && level.trail.includes(itemType.name))
  );
}

function selectionForField(level: Level, parent: GraphQLNamedType, field: GraphQLField<unknown, unknown>): FieldNode {
  const namedType = getNamedType(field.type);
  if (isLeafType(namedType)) return fieldNode(field.name);
  return fieldNode(field.name, selectionsFor(below(level, parent), namedType), pageSizeArguments(field));
}

/** The selections inside a composite type at `level`. */
function selectionsFor(level: Level, type: CompositeType): SelectionNode[] {
  if (isConnectionType(type)) return connectionSelections(level, type);
  if (isPayloadType(type)) return payloadSelections(level, type);
  if (isObjectType(type)) return objectSelections(level, type);
  return abstractSelections(level.schema, type, fieldBudget(level.detail).fields);
}

function objectSelections(level: Level, type: GraphQLObjectType, budget = fieldBudget(level.detail)): SelectionNode[] {
  const here: Level = {...level, trail: [...level.trail, type.name]};
  const nested = Object.values(type.getFields())
    .filter((field) => canNest(here, field))
    .slice(0, budget.nested);
  const leaves = leafFieldsOf(type).slice(0, Math.max(budget.fields - nested.length, 1));
  const selections = [...leaves, ...nested].map((field) => selectionForField(level, type, field));
  return selections.length > 0 ? selections : [typenameField()];
}

/**
 * Interfaces and unions: `__typename`, the interface's own leaves, and a few inline fragments with the
 * members' distinguishing leaves. Fields with one response name keep one type across fragments, so the
 * selection always passes the "fields can merge" rule.
 */
function abstractSelections(
  schema: GraphQLSchema,
  type: GraphQLInterfaceType | GraphQLUnionType,
  maxFields: number,
): SelectionNode[] {
  const selections: SelectionNode[] = [typenameField()];
  const selectedTypes = new Map<string, string>();
  if (isInterfaceType(type)) {
    for (const field of leafFieldsOf(type).slice(0, maxFields - 1)) {
      selections.push(fieldNode(field.name));
      selectedTypes.set(field.name, String(field.type));
    }
  }
  const fragmentFieldTypes = new Map<string, string>();
  for (const member of coreTypesFirst(schema.getPossibleTypes(type)).slice(0, MAX_FRAGMENTS)) {
    const fields: FieldNode[] = [];
    for (const field of leafFieldsOf(member)) {
      if (fields.length >= MAX_FIELDS_PER_FRAGMENT) break;
      if (selectedTypes.has(field.name)) continue;
      const typeText = String(field.type);
      const earlier = fragmentFieldTypes.get(field.name);
      if (earlier !== undefined && earlier !== typeText) continue;
      fragmentFieldTypes.set(field.name, typeText);
      fields.push(fieldNode(field.name));
    }
    if (fields.length > 0) selections.push(inlineFragment(member.name, fields));
  }
  return selections;
}

/** The type of a connection's items, from `nodes` or `edges.node`. */
export function connectionItemType(type: GraphQLObjectType): GraphQLNamedType | undefined {
  const fields = type.getFields();
  if (fields['nodes']) return getNamedType(fields['nodes'].type);
  const edgeType = fields['edges'] ? getNamedType(fields['edges'].type) : undefined;
  const nodeField = edgeType && isObjectType(edgeType) ? edgeType.getFields()['node'] : undefined;
  return nodeField ? getNamedType(nodeField.type) : undefined;
}

/** `totalCount nodes { … } pageInfo { hasNextPage endCursor }`; `edges { cursor node }` only without `nodes`. */
function connectionSelections(level: Level, type: GraphQLObjectType): SelectionNode[] {
  const fields = type.getFields();
  const selections: SelectionNode[] = [];
  const itemType = connectionItemType(type);
  if (fields['totalCount'] && isLeafField(fields['totalCount'])) selections.push(fieldNode('totalCount'));
  if (itemType && fields['nodes']) {
    selections.push(fieldNode('nodes', nodeSelections(below(level, type), itemType)));
  } else if (itemType && fields['edges']) {
    const nodeSelection = fieldNode('node', nodeSelections(below(level, type, 2), itemType));
    selections.push(fieldNode('edges', [fieldNode('cursor'), nodeSelection]));
  }
  const pageInfoType = getNamedType(fields['pageInfo']?.type);
  if (pageInfoType && isObjectType(pageInfoType)) {
    const pageInfoFields = PAGE_INFO_FIELDS.filter((name) => name in pageInfoType.getFields()).map((name) =>
      fieldNode(name),
    );
    selections.push(fieldNode('pageInfo', pageInfoFields.length > 0 ? pageInfoFields : [typenameField()]));
  }
  return selections;
}

/** Items of a connection: `id` and a few scalars, or `__typename` and fragments for abstract items. */
function nodeSelections(level: Level, type: GraphQLNamedType): SelectionNode[] {
  if (isObjectType(type)) return objectSelections(level, type, {fields: MAX_FIELDS_PER_NODE, nested: 0});
  if (isInterfaceType(type) || isUnionType(type)) return abstractSelections(level.schema, type, MAX_FIELDS_PER_NODE);
  return [typenameField()];
}

/** A payload's results, then `userErrors { code field message }`. */
function payloadSelections(level: Level, type: GraphQLObjectType): SelectionNode[] {
  const here: Level = {...level, detail: level.detail - 1, trail: [...level.trail, type.name]};
  const results = Object.values(type.getFields())
    .filter((field) => field.name !== 'userErrors')
    .filter((field) => (isSelectable(field) && isLeafField(field)) || canNest(here, field))
    .slice(0, MAX_FIELDS_PER_OBJECT)
    .map((field) => selectionForField(here, type, field));
  const userErrorType = getNamedType(type.getFields()['userErrors']?.type);
  let userErrorSelections: SelectionNode[] = [typenameField()];
  if (userErrorType && (isObjectType(userErrorType) || isInterfaceType(userErrorType))) {
    const known = USER_ERROR_FIELDS.filter((name) => {
      const field = userErrorType.getFields()[name];
      return field !== undefined && isLeafField(field);
    }).map((name) => fieldNode(name));
    userErrorSelections = known.length > 0 ? known : selectionsFor(below(level, type), userErrorType);
  } else if (userErrorType && isUnionType(userErrorType)) {
    userErrorSelections = abstractSelections(level.schema, userErrorType, MAX_FIELDS_PER_OBJECT);
  }
  return [...results, fieldNode('userErrors', userErrorSelections)];
}

// ---------------------------------------------------------------------------------------------------------
// Variables

interface ValueContext {
  schema: GraphQLSchema;
  /** The entity the surrounding input or operation is about, for `id` fields, e.g. `Folder`. */
  subject: string | undefined;
  /**
   * The surrounding input's type, whose words tell which of like-named entities an id is of
   * (`groupId` of `MoveWidgetToAnotherGroupInput`: a dashboard widget group).
   */
  inputName?: string;
  /** Object path of the value, e.g. `variables.input.file`. */
  path: string;
  uploadPaths: string[];
  depth: number;
  /** The field that led into the current input object, so `target: {id}` gets a different id than `folderId`. */
  via: string | undefined;
}

/** Inputs with fewer chosen fields get optional leaves up to this count, so `update…` examples change something. */
const MIN_INPUT_FIELDS = 2;
const MAX_INPUT_DEPTH = 6;

/**
 * Enum values that, by the conventions of API design, name no choice at all: the no-op of a mode (`NONE`: "Only the
 * folder itself changes") or the placeholder of an unset value. An example sends another value when the enum has
 * one, so that it shows the operation doing what its name says.
 */
const NAMES_NOTHING: ReadonlySet<string> = new Set(['NONE', 'UNSPECIFIED', 'UNKNOWN']);

function sampleInputValue(type: GraphQLInputType, name: string, context: ValueContext): unknown {
  const nullable = getNullableType(type);
  if (isListType(nullable)) {
    return [sampleInputValue(nullable.ofType, name, {...context, path: `${context.path}.0`})];
  }
  if (isEnumType(nullable)) {
    const values = nullable.getValues();
    const value =
      values.find((enumValue) => !enumValue.deprecationReason && !NAMES_NOTHING.has(enumValue.name)) ??
      values.find((enumValue) => !enumValue.deprecationReason) ??
      values[0];
    return value?.name ?? null;
  }
  if (isInputObjectType(nullable)) return sampleInputObject(nullable, context);
  if (isScalarType(nullable)) {
    if (nullable.name === 'ID') {
      const idName = /^ids?$/i.test(name) && context.via && context.via !== 'input' ? `${context.via}Id` : name;
      return sampleGlobalId(entityTypeForIdField(context.schema, name, context.subject, context.inputName), idName);
    }
    const value = sampleScalar(nullable.name, name, 0, context.subject);
    if (value === undefined) {
      context.uploadPaths.push(context.path);
      return null;
    }
    return value;
  }
  return null;
}

function sampleInputObject(
  type: Extract<GraphQLInputType, {getFields: unknown}> & {isOneOf?: boolean},
  context: ValueContext,
): Record<string, unknown> {
  const subject = entityTypeInName(context.schema, type.name) ?? context.subject;
  const fields = Object.values(type.getFields()).filter(
    (field) => !field.deprecationReason || isRequiredArgument(field),
  );
  const isLeafInput = (field: GraphQLInputField): boolean => {
    const named = getNamedType(field.type);
    return isLeafType(named) && !(isScalarType(named) && sampleScalar(named.name, field.name) === undefined);
  };
  let chosen: GraphQLInputField[];
  if (type.isOneOf) {
    // Exactly one field: prefer a plain value over a nested input.
    const first = fields.find(isLeafInput) ?? fields[0];
    chosen = first ? [first] : [];
  } else if (context.depth >= MAX_INPUT_DEPTH) {
    chosen = fields.filter(isRequiredArgument);
  } else {
    chosen = fields.filter(isRequiredArgument);
    // `createCommentOnDocumentWithMentioning` mentions someone: an optional field its name speaks of is in its example.
    chosen.push(...fields.filter((field) => !chosen.includes(field) && namedByType(field.name, type.name)));
    for (const field of fields) {
      if (chosen.length >= MIN_INPUT_FIELDS) break;
      if (!chosen.includes(field) && isLeafInput(field)) chosen.push(field);
    }
    chosen = fields.filter((field) => chosen.includes(field));
  }
  const value: Record<string, unknown> = {};
  for (const field of chosen) {
    value[field.name] = sampleInputValue(field.type, field.name, {
      ...context,
      subject,
      inputName: type.name,
      path: `${context.path}.${field.name}`,
      via: isInputObjectType(getNamedType(field.type)) ? field.name : context.via,
      depth: context.depth + 1,
    });
  }
  return value;
}

/** The length of the start two words share for them to be one word's forms ("mentioned", "mentioning"). */
const SHARED_STEM = 6;

/**
 * Whether an input's type name, past its verb, has the first word of a field's name in another form:
 * `mentionedUserIds` of `CreateCommentOnDocumentWithMentioningInput`.
 */
function namedByType(fieldName: string, typeName: string): boolean {
  const first = splitWords(fieldName)[0]?.toLowerCase() ?? '';
  if (first.length < SHARED_STEM) return false;
  return splitWords(typeName)
    .slice(1, -1)
    .some((word) => word.toLowerCase() !== first && word.toLowerCase().startsWith(first.slice(0, SHARED_STEM)));
}

/** The entity a root field is about: its result's type, a payload's first entity, a connection's items. */
function subjectOfField(schema: GraphQLSchema, field: GraphQLField<unknown, unknown>): string | undefined {
  const type = getNamedType(field.type);
  if (isPayloadType(type) || isConnectionType(type)) {
    const named = entityTypeInName(schema, field.name);
    if (named) return named;
    const inner = Object.values(type.getFields())
      .map((child) => getNamedType(child.type))
      .find((child) => (isObjectType(child) || isInterfaceType(child)) && 'id' in child.getFields());
    if (inner) return inner.name;
    const nodes = type.getFields()['nodes'];
    return nodes ? getNamedType(nodes.type).name : undefined;
  }
  if ((isObjectType(type) || isInterfaceType(type)) && 'id' in type.getFields())
    return concreteEntityType(schema, type.name);
  return entityTypeInName(schema, field.name);
}

// ---------------------------------------------------------------------------------------------------------
// Operations

function variableDefinition(argument: GraphQLArgument): VariableDefinitionNode {
  return {
    kind: Kind.VARIABLE_DEFINITION,
    variable: {kind: Kind.VARIABLE, name: {kind: Kind.NAME, value: argument.name}},
    type: parseType(String(argument.type)),
  };
}

function variableArgument(argument: GraphQLArgument): ArgumentNode {
  return {
    kind: Kind.ARGUMENT,
    name: {kind: Kind.NAME, value: argument.name},
    value: {kind: Kind.VARIABLE, name: {kind: Kind.NAME, value: argument.name}},
  };
}

/** Arguments the example passes: every required one, plus `first` (or `last`) of a connection. */
function exampleArguments(field: GraphQLField<unknown, unknown>): GraphQLArgument[] {
  const connection = isConnectionType(getNamedType(field.type));
  const pageArgument = connection
    ? (field.args.find((argument) => argument.name === 'first') ??
      field.args.find((argument) => argument.name === 'last'))
    : undefined;
  return field.args.filter((argument) => isRequiredArgument(argument) || argument === pageArgument);
}

/**
 * A complete example operation for one root field. Throws when the field does not exist, so a typo in a
 * page or a test fails loudly.
 */
export function buildOperationExample(
  schema: GraphQLSchema,
  operationType: OperationType,
  fieldName: string,
): OperationExample {
  const field = rootType(schema, operationType)?.getFields()[fieldName];
  if (!field) throw new Error(`The schema has no ${operationType} field "${fieldName}".`);
  const argumentsUsed = exampleArguments(field);
  const uploadPaths: string[] = [];
  const subject = subjectOfField(schema, field);
  const variables: Record<string, unknown> = {};
  for (const argument of argumentsUsed) {
    variables[argument.name] =
      PAGINATION_ARGUMENTS.has(argument.name) && !isRequiredArgument(argument)
        ? EXAMPLE_PAGE_SIZE
        : sampleInputValue(argument.type, argument.name, {
            schema,
            subject,
            path: `variables.${argument.name}`,
            uploadPaths,
            depth: 0,
            via: isInputObjectType(getNamedType(argument.type)) ? argument.name : undefined,
          });
  }
  const namedType = getNamedType(field.type);
  const rootSelection = fieldNode(
    field.name,
    isLeafType(namedType) ? undefined : selectionsFor({schema, depth: 1, detail: 1, trail: []}, namedType),
    argumentsUsed.map(variableArgument),
  );
  const operationName = pascalCase(fieldName);
  const query = print({
    kind: Kind.DOCUMENT,
    definitions: [
      {
        kind: Kind.OPERATION_DEFINITION,
        operation: OPERATION_TYPE_NODES[operationType],
        name: {kind: Kind.NAME, value: operationName},
        variableDefinitions: argumentsUsed.map(variableDefinition),
        selectionSet: selectionSet([rootSelection]),
      },
    ],
  });
  return {operationName, operationType, fieldName, query, variables, uploadPaths};
}

/** Examples for every root field, in `listRootFields` order. */
export function buildAllOperationExamples(schema: GraphQLSchema): OperationExample[] {
  return listRootFields(schema).map(({operationType, fieldName}) =>
    buildOperationExample(schema, operationType, fieldName),
  );
}
