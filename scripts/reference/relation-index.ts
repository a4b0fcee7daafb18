/**
 * graphql-markdown finds a type's "Member Of" relations (`getRelationOfField`) by walking every field and argument
 * of every operation, type and directive in the schema, once for each page it prints: about 470 pages × 3,000
 * fields, half a second of the reference's 5 s budget. The walk depends only on the schema map, which is shared
 * and read-only while the generator runs (./schema-map-memo.ts); so it is done once per map, as an index from each
 * named type to the entities whose fields or arguments use it, and each page reads its entries. The relations
 * keep graphql-markdown's order, names and de-duplication: tests/unit/reference-relation-index.test.ts compares
 * them with the original function for every item of the schema.
 */
import {getNamedType, isDirective, isNamedType, type GraphQLNamedType, type GraphQLType} from 'graphql';

import {graphqlMarkdownGraphqlModule} from './graphql-markdown-modules';

type SchemaMap = Record<string, Record<string, unknown> | undefined>;
type Relations = Record<string, unknown[]>;
type GetRelation = (type: unknown, schemaMap: SchemaMap | undefined) => Relations;

/** The entity kinds graphql-markdown's getRelationOfField looks in, in its order. */
const FIELD_RELATION_KINDS = ['queries', 'mutations', 'subscriptions', 'objects', 'interfaces', 'inputs', 'directives'];

interface RelationModule {
  getRelationOfField: GetRelation;
}

interface GraphqlMarkdownHelpers {
  isGraphQLFieldType: (value: unknown) => boolean;
  _getFields: (type: unknown, processor: undefined, fallback: Record<string, unknown>) => Record<string, unknown>;
}

/** graphql-markdown's relation module and its own graphql helpers, from the copy the page printer uses. */
function graphqlMarkdownModules(): {relation: RelationModule; helpers: GraphqlMarkdownHelpers} {
  return {
    relation: graphqlMarkdownGraphqlModule<RelationModule>('relation'),
    helpers: graphqlMarkdownGraphqlModule<GraphqlMarkdownHelpers>('index'),
  };
}

interface IndexedEntity {
  /** The name a relation is listed under (graphql-markdown's `key`). */
  readonly key: string;
  readonly relationType: unknown;
  /** Named types of the entity's fields and arguments. */
  readonly usedTypes: ReadonlySet<string>;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function indexEntities(entities: Record<string, unknown>, helpers: GraphqlMarkdownHelpers): IndexedEntity[] {
  return Object.entries(entities).map(([relationName, relationType]) => {
    const key = isDirective(relationType) ? relationType.name : relationName;
    const args = helpers.isGraphQLFieldType(relationType) ? (relationType as {args: object}).args : {};
    const fields = {...args, ...helpers._getFields(relationType, undefined, {})};
    const usedTypes = new Set<string>();
    for (const field of Object.values(fields)) {
      if (isRecord(field) && 'type' in field) {
        const name = getNamedType(field.type as GraphQLType | undefined)?.name;
        if (name !== undefined) usedTypes.add(name);
      }
    }
    return {key, relationType, usedTypes};
  });
}

/** graphql-markdown's de-duplication: a relation is listed once per name. */
function listedAlready(results: readonly unknown[], key: string): boolean {
  return results.some(
    (result) => String(result) === key || (isRecord(result) && 'name' in result && result.name === key),
  );
}

/** getRelationOfField over an index built once per schema map. */
function createIndexedGetRelationOfField(helpers: GraphqlMarkdownHelpers): GetRelation {
  const indexes = new WeakMap<SchemaMap, Map<string, IndexedEntity[]>>();
  const indexFor = (schemaMap: SchemaMap) => {
    let index = indexes.get(schemaMap);
    if (!index) {
      index = new Map();
      for (const kind of FIELD_RELATION_KINDS) {
        const entities = schemaMap[kind];
        if (entities) index.set(kind, indexEntities(entities, helpers));
      }
      indexes.set(schemaMap, index);
    }
    return index;
  };

  return (type, schemaMap) => {
    if (!schemaMap) return {};
    const index = indexFor(schemaMap);
    const relations: Relations = Object.fromEntries(FIELD_RELATION_KINDS.map((kind) => [kind, []]));
    for (const [kind, entities] of index) {
      const results: unknown[] = [];
      if (isNamedType(type)) {
        const typeName = (type as GraphQLNamedType).name;
        for (const {key, relationType, usedTypes} of entities) {
          if (!usedTypes.has(typeName) || listedAlready(results, key)) continue;
          const renamed = isRecord(relationType) && 'name' in relationType && relationType.name !== key;
          results.push(renamed ? {...relationType, name: key} : relationType);
        }
      }
      relations[kind] = results;
    }
    return relations;
  };
}

let installed = false;

export function indexFieldRelationsPerSchemaMap(): void {
  if (installed) return;
  installed = true;
  const {relation, helpers} = graphqlMarkdownModules();
  relation.getRelationOfField = createIndexedGetRelationOfField(helpers);
}

/** The original, for the equivalence test. */
export function originalGetRelationOfField(): GetRelation {
  return graphqlMarkdownModules().relation.getRelationOfField;
}
