/**
 * An operation's complexity (points) and depth, computed from the schema and the variables by the rules the limits
 * page publishes (docs/limits.mdx):
 * - every selected field costs 1 point; introspection fields (`__typename`, `__schema`, `__type`) are free;
 * - the items of a connection (what is selected inside its `nodes` or `edges`) count once per item of the page:
 *   `first` or `last` (the larger when both are given), 25 when neither is; nested connections multiply again;
 * - a field selected several times under one response name (directly or through fragments) counts once, and a
 *   fragment counts only where its type condition applies: on an interface or union, the costliest member's
 *   selection is what an item costs;
 * - `@skip` and `@include` are applied with the variables given;
 * - each selection set `{ … }` opens a depth level (the operation's own is level 1); fragments open none.
 * Pure and synchronous: the playground runs it on every keystroke, the mock API and the MCP server on every call.
 */
import {
  getNamedType,
  isAbstractType,
  isObjectType,
  Kind,
  NoFragmentCyclesRule,
  validate,
  type DirectiveNode,
  type DocumentNode,
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLCompositeType,
  type GraphQLField,
  type GraphQLNamedType,
  type GraphQLObjectType,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type SelectionSetNode,
  type ValueNode,
} from 'graphql';

import {COST_LIMITS} from './limits';
import {parseWithinNesting} from './nesting';

export interface CostLocation {
  readonly line: number;
  readonly column: number;
}

/** Where a connection's page size came from. */
export type PageSizeSource = 'argument' | 'variable' | 'default';

/** One connection of the operation and what it costs in all. */
export interface ConnectionCost {
  /** Response path, e.g. `folders.nodes.documents` (aliases as written). */
  readonly path: string;
  readonly fieldName: string;
  readonly pageSize: number;
  readonly pageSizeSource: PageSizeSource;
  /** The variable that sets the page size, e.g. `first`, when one does. */
  readonly variable?: string;
  /** The page-size argument used: `first` or `last`. */
  readonly argument?: 'first' | 'last';
  /** Points of the connection field and everything inside it, with the enclosing pages' multipliers. */
  readonly points: number;
  /** Points one more item of this page adds to the operation (its items' cost times the enclosing pages). */
  readonly pointsPerItem: number;
  readonly location?: CostLocation;
}

/** A `first`/`last` value outside the allowed page sizes. */
export interface PageSizeProblem {
  readonly path: string;
  readonly argument: 'first' | 'last';
  readonly value: unknown;
  readonly location?: CostLocation;
}

export interface OperationCost {
  readonly operationName: string | null;
  readonly complexity: number;
  readonly depth: number;
  /** Every connection, costliest first. */
  readonly connections: readonly ConnectionCost[];
  /** The field that costs most with everything inside it (a connection when there is one), below the root. */
  readonly costliest?: {readonly path: string; readonly points: number; readonly location?: CostLocation};
  readonly pageSizeProblems: readonly PageSizeProblem[];
  /** Each field that costs points, in the order selected, and how many times it counts (1 point each time). */
  readonly fields: readonly {readonly path: string; readonly times: number}[];
}

export interface CostOptions {
  readonly variables?: Readonly<Record<string, unknown>> | null;
  readonly operationName?: string | null;
}

/** The text does not parse, or names no single operation. */
export class OperationCostError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'OperationCostError';
  }
}

const ITEM_FIELDS = new Set(['nodes', 'edges']);

interface Walk {
  readonly schema: GraphQLSchema;
  readonly fragments: ReadonlyMap<string, FragmentDefinitionNode>;
  readonly variables: Readonly<Record<string, unknown>>;
  readonly variableDefaults: ReadonlyMap<string, ValueNode>;
  /** Per response path, the costliest sighting (an abstract type's members can select the same path). */
  readonly connections: Map<string, ConnectionCost>;
  readonly fields: Map<string, {points: number; location?: CostLocation}>;
  readonly times: Map<string, number>;
  readonly pageSizeProblems: Map<string, PageSizeProblem>;
}

interface Subtotal {
  points: number;
  depth: number;
}

function locationOf(node: FieldNode): CostLocation | undefined {
  if (!node.loc) return undefined;
  const {line, column} = node.loc.startToken;
  return {line, column};
}

function literalValue(node: ValueNode, walk: Walk): unknown {
  switch (node.kind) {
    case Kind.INT:
      return Number.parseInt(node.value, 10);
    case Kind.FLOAT:
      return Number.parseFloat(node.value);
    case Kind.NULL:
      return null;
    case Kind.VARIABLE: {
      const name = node.name.value;
      if (name in walk.variables && walk.variables[name] !== undefined) return walk.variables[name];
      const fallback = walk.variableDefaults.get(name);
      return fallback ? literalValue(fallback, walk) : undefined;
    }
    case Kind.BOOLEAN:
      return node.value;
    default:
      return 'value' in node ? node.value : undefined;
  }
}

/** `@skip(if:)` and `@include(if:)`, as graphql-js applies them. */
function isIncluded(directives: readonly DirectiveNode[] | undefined, walk: Walk): boolean {
  for (const directive of directives ?? []) {
    const name = directive.name.value;
    if (name !== 'skip' && name !== 'include') continue;
    const condition = directive.arguments?.find((argument) => argument.name.value === 'if');
    const value = condition ? literalValue(condition.value, walk) : undefined;
    if (name === 'skip' && value === true) return false;
    if (name === 'include' && value !== true) return false;
  }
  return true;
}

function conditionApplies(typeName: string | undefined, type: GraphQLObjectType | undefined, walk: Walk): boolean {
  if (!typeName || !type) return true;
  const condition = walk.schema.getType(typeName);
  if (!condition) return true;
  if (condition === type) return true;
  return isAbstractType(condition) && walk.schema.isSubType(condition, type);
}

/** The fields of a selection set for one object type, by response name, as execution collects them. */
function collectFields(
  type: GraphQLObjectType | undefined,
  selectionSet: SelectionSetNode,
  walk: Walk,
  into: Map<string, FieldNode[]>,
  spread: Set<string>,
): Map<string, FieldNode[]> {
  for (const selection of selectionSet.selections) {
    if (!isIncluded(selection.directives, walk)) continue;
    if (selection.kind === Kind.FIELD) {
      const key = selection.alias?.value ?? selection.name.value;
      const list = into.get(key);
      if (list) list.push(selection);
      else into.set(key, [selection]);
    } else if (selection.kind === Kind.INLINE_FRAGMENT) {
      if (conditionApplies(selection.typeCondition?.name.value, type, walk))
        collectFields(type, selection.selectionSet, walk, into, spread);
    } else {
      const name = selection.name.value;
      const fragment = walk.fragments.get(name);
      if (spread.has(name) || !fragment) continue;
      spread.add(name);
      if (conditionApplies(fragment.typeCondition.name.value, type, walk))
        collectFields(type, fragment.selectionSet, walk, into, spread);
    }
  }
  return into;
}

/** The page size a connection field asks for, and where it came from; records values out of range. */
function pageSizeOf(
  node: FieldNode,
  path: string,
  walk: Walk,
): Pick<ConnectionCost, 'pageSize' | 'pageSizeSource' | 'variable' | 'argument'> {
  let best: Pick<ConnectionCost, 'pageSize' | 'pageSizeSource' | 'variable' | 'argument'> | undefined;
  for (const argument of node.arguments ?? []) {
    const name = argument.name.value;
    if (name !== 'first' && name !== 'last') continue;
    const value = literalValue(argument.value, walk);
    if (value === null || value === undefined) continue;
    const valid =
      typeof value === 'number' &&
      Number.isInteger(value) &&
      value >= COST_LIMITS.minPageSize &&
      value <= COST_LIMITS.maxPageSize;
    if (!valid) {
      walk.pageSizeProblems.set(`${path}:${name}`, {path, argument: name, value, location: locationOf(node)});
    }
    const size = typeof value === 'number' && value > 0 ? Math.ceil(value) : 0;
    const variable = argument.value.kind === Kind.VARIABLE ? argument.value.name.value : undefined;
    if (!best || size > best.pageSize) {
      best = {
        pageSize: size,
        pageSizeSource: variable ? 'variable' : 'argument',
        argument: name,
        ...(variable && {variable}),
      };
    }
  }
  return best ?? {pageSize: COST_LIMITS.defaultPageSize, pageSizeSource: 'default'};
}

function isConnection(type: GraphQLNamedType | undefined): type is GraphQLObjectType {
  if (!type || !isObjectType(type)) return false;
  const fields = type.getFields();
  return 'pageInfo' in fields && ('nodes' in fields || 'edges' in fields);
}

interface SelectionContext {
  readonly path: string;
  readonly level: number;
  /** Product of the enclosing pages' sizes. */
  readonly multiplier: number;
  /** Set inside a connection: its page size, and where its items' points add up. */
  readonly page?: {readonly size: number; readonly items: {points: number}};
}

/** One selection set for `type` (an interface or union costs what its costliest member's selection costs). */
function selectionCost(
  type: GraphQLCompositeType | undefined,
  selectionSet: SelectionSetNode,
  walk: Walk,
  context: SelectionContext,
): Subtotal {
  if (type && isAbstractType(type)) {
    let most: Subtotal = {points: 0, depth: context.level};
    for (const member of walk.schema.getPossibleTypes(type)) {
      const member_ = objectSelectionCost(member, selectionSet, walk, context);
      most = {points: Math.max(most.points, member_.points), depth: Math.max(most.depth, member_.depth)};
    }
    return most;
  }
  return objectSelectionCost(type ?? undefined, selectionSet, walk, context);
}

function objectSelectionCost(
  type: GraphQLObjectType | undefined,
  selectionSet: SelectionSetNode,
  walk: Walk,
  context: SelectionContext,
): Subtotal {
  const fields = collectFields(type, selectionSet, walk, new Map(), new Set());
  const subtotal: Subtotal = {points: 0, depth: context.level};
  for (const [responseName, nodes] of fields) {
    const first = nodes[0]!;
    const fieldName = first.name.value;
    if (fieldName.startsWith('__')) continue;
    const definition: GraphQLField<unknown, unknown> | undefined = type?.getFields()[fieldName];
    const path = context.path ? `${context.path}.${responseName}` : responseName;
    walk.times.set(path, Math.max(walk.times.get(path) ?? 0, context.multiplier));
    const selections = nodes.flatMap((node) => node.selectionSet?.selections ?? []);
    let points = 1;
    if (selections.length > 0) {
      const namedType = definition ? getNamedType(definition.type) : undefined;
      const childType = namedType && !isObjectType(namedType) && !isAbstractType(namedType) ? undefined : namedType;
      const page = context.page && ITEM_FIELDS.has(fieldName) ? context.page : undefined;
      const perItem = page ? page.size : 1;
      const connection = isConnection(namedType) ? pageSizeOf(first, path, walk) : undefined;
      const items = {points: 0};
      const inner = selectionCost(
        childType as GraphQLCompositeType | undefined,
        {kind: Kind.SELECTION_SET, selections},
        walk,
        {
          path,
          level: context.level + 1,
          multiplier: context.multiplier * perItem,
          ...(connection && {page: {size: connection.pageSize, items}}),
        },
      );
      if (page) page.items.points += inner.points;
      points += perItem * inner.points;
      subtotal.depth = Math.max(subtotal.depth, inner.depth);
      if (connection) {
        const total = points * context.multiplier;
        const earlier = walk.connections.get(path);
        if (!earlier || earlier.points < total) {
          walk.connections.set(path, {
            path,
            fieldName,
            ...connection,
            points: total,
            pointsPerItem: items.points * context.multiplier,
            location: locationOf(first),
          });
        }
      }
    }
    if (context.level > 1 || selections.length > 0) {
      const total = points * context.multiplier;
      const earlier = walk.fields.get(path);
      if (!earlier || earlier.points < total) walk.fields.set(path, {points: total, location: locationOf(first)});
    }
    subtotal.points += points;
  }
  return subtotal;
}

function selectOperation(document: DocumentNode, operationName: string | null | undefined): OperationDefinitionNode {
  const operations = document.definitions.filter(
    (definition): definition is OperationDefinitionNode => definition.kind === Kind.OPERATION_DEFINITION,
  );
  if (operationName) {
    const named = operations.find((operation) => operation.name?.value === operationName);
    if (named) return named;
    if (operations.length !== 1)
      throw new OperationCostError(`The document has no operation named "${operationName}".`);
  }
  if (operations.length === 1) return operations[0]!;
  if (operations.length === 0) throw new OperationCostError('The document has no operation (only fragments?).');
  throw new OperationCostError('The document has several operations: name the one to cost.');
}

/**
 * The cost of one operation of `document` (text or parsed): the named one, else the only one. Throws
 * OperationCostError (or graphql's syntax error) when there is no such operation. Fields the schema does not know
 * cost 1 point each, so an operation being typed has a cost before it is valid.
 */
export function operationCost(
  schema: GraphQLSchema,
  document: string | DocumentNode,
  options: CostOptions = {},
): OperationCost {
  const parsed = typeof document === 'string' ? parseWithinNesting(document) : document;
  const operation = selectOperation(parsed, options.operationName);
  // A fragment that spreads itself, directly or through others, would be expanded without end.
  const [cycle] = validate(schema, parsed, [NoFragmentCyclesRule]);
  if (cycle) throw new OperationCostError(cycle.message);
  const fragments = new Map(
    parsed.definitions.flatMap((definition) =>
      definition.kind === Kind.FRAGMENT_DEFINITION ? [[definition.name.value, definition] as const] : [],
    ),
  );
  const variableDefaults = new Map(
    (operation.variableDefinitions ?? []).flatMap((definition) =>
      definition.defaultValue ? [[definition.variable.name.value, definition.defaultValue] as const] : [],
    ),
  );
  const walk: Walk = {
    schema,
    fragments,
    variables: options.variables ?? {},
    variableDefaults,
    connections: new Map(),
    fields: new Map(),
    times: new Map(),
    pageSizeProblems: new Map(),
  };
  const root = schema.getRootType(operation.operation) ?? undefined;
  const total = selectionCost(root, operation.selectionSet, walk, {path: '', level: 1, multiplier: 1});
  const connections = [...walk.connections.values()].sort((a, b) => b.points - a.points);
  const [costliestConnection] = connections;
  const costliestField = [...walk.fields.entries()]
    .map(([path, field]) => ({path, ...field}))
    .sort((a, b) => b.points - a.points)[0];
  const costliest = costliestConnection ?? costliestField;
  return {
    operationName: operation.name?.value ?? null,
    complexity: total.points,
    depth: total.depth,
    connections,
    ...(costliest && {
      costliest: {
        path: costliest.path,
        points: costliest.points,
        ...(costliest.location && {location: costliest.location}),
      },
    }),
    pageSizeProblems: [...walk.pageSizeProblems.values()],
    fields: [...walk.times].map(([path, times]) => ({path, times})),
  };
}
