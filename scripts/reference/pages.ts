/** What pages the reference must have for a schema, and what the generator actually wrote. */
import {readdirSync} from 'node:fs';
import {join, relative, sep} from 'node:path';
import {
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isObjectType,
  isScalarType,
  isUnionType,
  type GraphQLNamedType,
  type GraphQLSchema,
} from 'graphql';

/** Reference section (folder) → names of the schema items documented there. */
export type ReferencePages = Record<string, string[]>;

/** The reference section (folder) of a named type's page. */
export function sectionOf(type: GraphQLNamedType): string | undefined {
  if (isScalarType(type)) return 'scalars';
  if (isEnumType(type)) return 'enums';
  if (isInputObjectType(type)) return 'inputs';
  if (isInterfaceType(type)) return 'interfaces';
  if (isUnionType(type)) return 'unions';
  if (isObjectType(type)) return 'objects';
  return undefined;
}

/** graphql-markdown (`deprecated: 'group'`) puts the pages of deprecated operations into this folder's sections. */
export const DEPRECATED_FOLDER = 'deprecated';

/** The section (folder) of a root field's page: `mutations`, or `deprecated/mutations` for a deprecated one. */
export function rootFieldSection(section: string, deprecated: boolean): string {
  return deprecated ? `${DEPRECATED_FOLDER}/${section}` : section;
}

export function expectedReferencePages(schema: GraphQLSchema): ReferencePages {
  const pages: ReferencePages = {};
  const add = (section: string, name: string) => (pages[section] ??= []).push(name);
  const rootTypes = new Set([schema.getQueryType(), schema.getMutationType(), schema.getSubscriptionType()]);
  for (const type of Object.values(schema.getTypeMap())) {
    if (type.name.startsWith('__') || rootTypes.has(type as never)) continue;
    const section = sectionOf(type);
    if (section) add(section, type.name);
  }
  for (const [section, root] of [
    ['queries', schema.getQueryType()],
    ['mutations', schema.getMutationType()],
    ['subscriptions', schema.getSubscriptionType()],
  ] as const) {
    for (const field of Object.values(root?.getFields() ?? {})) {
      add(rootFieldSection(section, field.deprecationReason != null), field.name);
    }
  }
  for (const directive of schema.getDirectives()) add('directives', directive.name);
  return pages;
}

/** Generated page files, as `section/file.mdx` paths relative to the reference folder. */
export function listGeneratedPages(referenceDir: string): string[] {
  const pages: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, {withFileTypes: true})) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (/\.mdx?$/.test(entry.name)) pages.push(relative(referenceDir, path).split(sep).join('/'));
    }
  };
  walk(referenceDir);
  return pages.sort();
}

/** Sections whose number of generated pages differs from the number of schema items, as messages. */
export function sectionCountMismatches(expected: ReferencePages, generated: readonly string[]): string[] {
  const problems: string[] = [];
  for (const [section, names] of Object.entries(expected)) {
    const count = generated.filter((page) => page.startsWith(`${section}/`)).length;
    if (count !== names.length) problems.push(`${section}: ${count} pages for ${names.length} items`);
  }
  return problems;
}
