/**
 * Grows an SDL schema K times, additively: every named type (root types aside) gets K-1 copies under new names,
 * and every root field (query, mutation, subscription) K-1 copies that return the copied types. A copy refers to
 * the copies of the same round (`Folder2.parent: Folder2`, `Folder2Connection.edges: [Folder2Edge!]!`), so the
 * grown schema is as connected as the original and every original type, field and argument is left as it was:
 * operations valid against the original stay valid against the grown one.
 */
import {
  Kind,
  parse,
  print,
  visit,
  type DefinitionNode,
  type DocumentNode,
  type FieldDefinitionNode,
  type NamedTypeNode,
  type ObjectTypeDefinitionNode,
  type TypeDefinitionNode,
} from 'graphql';

/**
 * Suffixes that naming conventions key on (Relay connections and edges, `…Input`, `…Payload`): the copy's number
 * goes before them, so `FolderConnection` becomes `Folder2Connection`, still a connection, and keeps its initial.
 */
const KEPT_SUFFIXES = ['Connection', 'Edge', 'Input', 'Payload'];

/** The name of a type in copy `round` (2 … K). */
export function copiedTypeName(name: string, round: number): string {
  const suffix = KEPT_SUFFIXES.find((candidate) => name.endsWith(candidate) && name.length > candidate.length);
  return suffix ? `${name.slice(0, -suffix.length)}${round}${suffix}` : `${name}${round}`;
}

/** The name of a root field in copy `round` (2 … K). */
export function copiedFieldName(name: string, round: number): string {
  return `${name}${round}`;
}

const TYPE_DEFINITIONS = new Set<string>([
  Kind.OBJECT_TYPE_DEFINITION,
  Kind.INTERFACE_TYPE_DEFINITION,
  Kind.UNION_TYPE_DEFINITION,
  Kind.ENUM_TYPE_DEFINITION,
  Kind.INPUT_OBJECT_TYPE_DEFINITION,
  Kind.SCALAR_TYPE_DEFINITION,
]);

function isTypeDefinition(node: DefinitionNode): node is TypeDefinitionNode {
  return TYPE_DEFINITIONS.has(node.kind);
}

/** The root type names: from the `schema { … }` block, else the default names. */
function rootTypeNames(document: DocumentNode): Set<string> {
  const schemaDefinition = document.definitions.find((node) => node.kind === Kind.SCHEMA_DEFINITION);
  if (schemaDefinition) return new Set(schemaDefinition.operationTypes.map((operation) => operation.type.name.value));
  return new Set(['Query', 'Mutation', 'Subscription']);
}

/** Renames every reference to a copied type inside `node`, and the node's own name if it is a type definition. */
function renamed<Node extends TypeDefinitionNode | FieldDefinitionNode>(node: Node, copied: ReadonlySet<string>, round: number): Node {
  return visit(node, {
    NamedType: (named: NamedTypeNode) =>
      copied.has(named.name.value) ? {...named, name: {...named.name, value: copiedTypeName(named.name.value, round)}} : undefined,
  });
}

export interface GrownSchema {
  readonly sdl: string;
  /** Type definitions in the grown schema, root types included. */
  readonly types: number;
  /** Root fields (operations) in the grown schema. */
  readonly operations: number;
}

/** Grows `sdl` `factor` times (see the file's comment). Throws if a new name is already taken. */
export function growSchema(sdl: string, factor: number): GrownSchema {
  if (!Number.isInteger(factor) || factor < 1) throw new Error(`the growth factor must be a whole number ≥ 1, not ${factor}`);
  const document = parse(sdl, {noLocation: true});
  if (document.definitions.some((node) => node.kind.endsWith('Extension')))
    throw new Error('the schema grower does not handle `extend` definitions: merge them into their types first');
  const roots = rootTypeNames(document);
  const types = document.definitions.filter(isTypeDefinition);
  const copied = new Set(types.map((node) => node.name.value).filter((name) => !roots.has(name)));
  const taken = new Set(types.map((node) => node.name.value));

  const claim = (name: string, scope: Set<string>, what: string) => {
    if (scope.has(name)) throw new Error(`cannot grow the schema: the copy's ${what} name ${name} is already taken`);
    scope.add(name);
    return name;
  };

  const added: TypeDefinitionNode[] = [];
  const rootFields = new Map<string, FieldDefinitionNode[]>();
  for (const node of types) {
    if (roots.has(node.name.value)) rootFields.set(node.name.value, [...((node as ObjectTypeDefinitionNode).fields ?? [])]);
  }
  const fieldNames = new Map([...rootFields].map(([root, fields]) => [root, new Set(fields.map((field) => field.name.value))]));

  for (let round = 2; round <= factor; round++) {
    for (const node of types) {
      const name = node.name.value;
      if (roots.has(name)) {
        const original = (node as ObjectTypeDefinitionNode).fields ?? [];
        for (const field of original) {
          const copy = renamed(field, copied, round);
          rootFields.get(name)!.push({
            ...copy,
            name: {...copy.name, value: claim(copiedFieldName(field.name.value, round), fieldNames.get(name)!, `${name} field`)},
          });
        }
        continue;
      }
      const copy = renamed(node, copied, round);
      added.push({...copy, name: {...copy.name, value: claim(copiedTypeName(name, round), taken, 'type')}});
    }
  }

  const definitions = [
    ...document.definitions.map((node) =>
      isTypeDefinition(node) && rootFields.has(node.name.value)
        ? {...(node as ObjectTypeDefinitionNode), fields: rootFields.get(node.name.value)}
        : node,
    ),
    ...added,
  ];
  return {
    sdl: `${print({...document, definitions})}\n`,
    types: types.length + added.length,
    operations: [...rootFields.values()].reduce((sum, fields) => sum + fields.length, 0),
  };
}
