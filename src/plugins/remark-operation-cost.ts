/**
 * Remark plugin for the guides: a ```graphql block whose meta says `cost` is followed, at build time, by what the
 * operation costs (with the variables of the ```json title="Variables" block after it, if any), computed by the
 * published formula (src/graphql/cost); `cost="breakdown"` adds a table of every field and how many times it counts.
 * The numbers are never typed by hand, so they cannot drift from the schema or the formula, and the page ships no
 * cost code. An operation that does not parse stops the build with the file and line.
 */
import {join} from 'node:path';
import type {GraphQLSchema} from 'graphql';
import type {Root} from 'mdast';

import {SCHEMA_FILE} from '../config/reference';
import {
  COST_FORMULA_PATH,
  COST_LIMITS,
  COST_META,
  formatCount,
  operationCost,
  wantsBreakdown,
  type OperationCost,
} from '../graphql/cost';
import {loadSchemaFile} from '../graphql/schemaSource';

/** The mdast nodes this plugin reads and writes: the few fields it needs, for any of mdast's node types. */
interface MdNode {
  type: string;
  value?: string;
  lang?: string | null;
  meta?: string | null;
  url?: string;
  align?: (string | null)[];
  children?: MdNode[];
  position?: {start: {line: number}};
}

interface VFileLike {
  path?: string;
}

export interface RemarkOperationCostOptions {
  /** Defaults to schema.graphql in the site's directory. */
  readonly schemaPath?: string;
  /** The schema itself, when the caller has it loaded (the Markdown copies). */
  readonly schema?: GraphQLSchema;
}

const text = (value: string): MdNode => ({type: 'text', value});
const strong = (value: string): MdNode => ({type: 'strong', children: [text(value)]});
const inlineCode = (value: string): MdNode => ({type: 'inlineCode', value});
const cell = (children: MdNode[]): MdNode => ({type: 'tableCell', children});

function summary(cost: OperationCost): MdNode {
  return {
    type: 'paragraph',
    children: [
      text('Cost: '),
      strong(`${formatCount(cost.complexity)} points`),
      text(` of ${formatCount(COST_LIMITS.maxComplexity)}, depth `),
      strong(String(cost.depth)),
      text(` of ${COST_LIMITS.maxDepth}, computed from this operation by the `),
      {type: 'link', url: COST_FORMULA_PATH, children: [text('published formula')]},
      text('.'),
    ],
  };
}

function breakdown(cost: OperationCost): MdNode {
  const header = {type: 'tableRow', children: [cell([text('Field')]), cell([text('Counted')]), cell([text('Points')])]};
  const rows = cost.fields.map((field) => ({
    type: 'tableRow',
    children: [
      cell([inlineCode(field.path)]),
      cell([text(field.times === 1 ? 'once' : `${formatCount(field.times)} times`)]),
      cell([text(formatCount(field.times))]),
    ],
  }));
  const total = {
    type: 'tableRow',
    children: [cell([strong('Total')]), cell([text('')]), cell([strong(formatCount(cost.complexity))])],
  };
  return {type: 'table', align: [null, 'right', 'right'], children: [header, ...rows, total]};
}

function variablesAfter(siblings: MdNode[], index: number, file: string): Record<string, unknown> | undefined {
  const next = siblings.slice(index + 1).find((node) => node.type === 'code');
  if (!next || next.lang !== 'json' || !/title="Variables"/.test(next.meta ?? '')) return undefined;
  try {
    return JSON.parse(next.value ?? '') as Record<string, unknown>;
  } catch (error) {
    throw new Error(`${file}:${next.position?.start.line ?? 1}: the Variables block is not JSON (${String(error)})`);
  }
}

function annotate(node: MdNode, schema: () => GraphQLSchema, file: string): void {
  const children = node.children;
  if (!children) return;
  for (let index = 0; index < children.length; index++) {
    const child = children[index]!;
    annotate(child, schema, file);
    const meta = child.type === 'code' && child.lang === 'graphql' ? COST_META.exec(child.meta ?? '') : null;
    if (!meta) continue;
    const variables = variablesAfter(children, index, file);
    let cost: OperationCost;
    try {
      cost = operationCost(schema(), child.value ?? '', {variables});
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      throw new Error(
        `${file}:${child.position?.start.line ?? 1}: cannot compute the cost of this operation: ${reason}`,
      );
    }
    const inserted = wantsBreakdown(meta) ? [summary(cost), breakdown(cost)] : [summary(cost)];
    // After the Variables block when there is one, so the operation and its variables stay together.
    const variablesIndex = variables ? children.findIndex((sibling, at) => at > index && sibling.type === 'code') : -1;
    const at = variablesIndex > 0 ? variablesIndex + 1 : index + 1;
    children.splice(at, 0, ...inserted);
    if (at > index + 1) continue;
    index += inserted.length;
  }
}

export default function remarkOperationCost(options: RemarkOperationCostOptions = {}) {
  let schema = options.schema;
  // Loaded at the first cost block, not the first page: most pages have none, and a build of reference pages only
  // (a part of the reference app) then never reads the schema for this plugin.
  const loaded = () => (schema ??= loadSchemaFile(options.schemaPath ?? join(process.cwd(), SCHEMA_FILE)));
  return (tree: Root, file: VFileLike): void => {
    annotate(tree as MdNode, loaded, file.path ?? 'a document');
  };
}
