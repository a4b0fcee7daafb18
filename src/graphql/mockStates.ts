/**
 * Values that follow their object's state in the mocks (./mocks.ts), as the schema's descriptions say: a field "`null`
 * until the job is `FINISHED`", "`null` unless it is `FAILED`" or "`null` while `QUEUED`" is null when its object's
 * status says so. Read from the schema's own words: a field whose description says nothing of the kind is left alone.
 */
import {isRef, type IMockStore} from '@graphql-tools/mock';
import {getNamedType, isEnumType, isNonNullType, isObjectType, type GraphQLObjectType, type GraphQLSchema} from 'graphql';

type Args = Record<string, unknown>;
type ResolverMap = Record<string, Record<string, unknown>>;

/** When a field has a value: only at one status (`until`, `unless`), or at any but one (`while`). */
interface StatePromise {
  readonly status: string;
  readonly onlyThen: boolean;
}

/** The enum field of a type that holds its state (`status`), if it has one. */
function statusField(type: GraphQLObjectType): string | undefined {
  const status = type.getFields()['status'];
  return status && isEnumType(getNamedType(status.type)) ? status.name : undefined;
}

function statePromise(description: string, values: ReadonlySet<string>): StatePromise | undefined {
  const only = /`null` (?:until|unless) (?:the \w+ is |it is )?`([A-Z_]+)`/.exec(description)?.[1];
  if (only && values.has(only)) return {status: only, onlyThen: true};
  const not = /`null` while `([A-Z_]+)`/.exec(description)?.[1];
  return not && values.has(not) ? {status: not, onlyThen: false} : undefined;
}

/** Resolvers for the fields whose descriptions tie them to their object's status, added to `resolvers`. */
export function stateResolvers(schema: GraphQLSchema, store: IMockStore, resolvers: ResolverMap): void {
  const read = (parent: unknown, field: string): unknown =>
    isRef(parent) ? store.get(parent, field) : (parent as Args | null)?.[field];
  for (const type of Object.values(schema.getTypeMap())) {
    if (!isObjectType(type) || type.name.startsWith('__')) continue;
    const status = statusField(type);
    if (!status) continue;
    const statusType = getNamedType(type.getFields()[status]!.type);
    const values = new Set(isEnumType(statusType) ? statusType.getValues().map((value) => value.name) : []);
    for (const field of Object.values(type.getFields())) {
      const promise = field.description && !isNonNullType(field.type) ? statePromise(field.description, values) : undefined;
      if (!promise || resolvers[type.name]?.[field.name]) continue;
      (resolvers[type.name] ??= {})[field.name] = (parent: unknown) => {
        const now = read(parent, status);
        return (now === promise.status) === promise.onlyThen ? read(parent, field.name) : null;
      };
    }
  }
}
