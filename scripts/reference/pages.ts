/** What pages the reference must have for a schema, and what the generator actually wrote. */
import {readdirSync} from 'node:fs';
import {join, relative, sep} from 'node:path';
import type {GraphQLSchema} from 'graphql';
import {slugify} from '@graphql-markdown/utils';

import {rootSections, sectionOf} from '../../src/graphql/referencePages';
import {REFERENCE_OVERVIEW_PAGE} from '../../src/config/reference';

export {sectionOf};

/** Reference section (folder) → names of the schema items documented there. */
export type ReferencePages = Record<string, string[]>;

export function expectedReferencePages(schema: GraphQLSchema): ReferencePages {
  const pages: ReferencePages = {};
  const add = (section: string, name: string) => (pages[section] ??= []).push(name);
  const rootTypes = new Set([schema.getQueryType(), schema.getMutationType(), schema.getSubscriptionType()]);
  for (const type of Object.values(schema.getTypeMap())) {
    if (type.name.startsWith('__') || rootTypes.has(type as never)) continue;
    const section = sectionOf(type);
    if (section) add(section, type.name);
  }
  for (const [section, root] of rootSections(schema)) {
    for (const field of Object.values(root?.getFields() ?? {})) {
      add(section, field.name);
    }
  }
  for (const directive of schema.getDirectives()) add('directives', directive.name);
  return pages;
}

/**
 * Every page the reference has for a schema, as paths under the reference folder without extension
 * (`objects/folder`): the overview first, then each section's pages. Known before anything is generated.
 */
export function referencePagePaths(schema: GraphQLSchema): string[] {
  const sections = Object.entries(expectedReferencePages(schema));
  return [REFERENCE_OVERVIEW_PAGE, ...sections.flatMap(([section, names]) => names.map((name) => `${section}/${slugify(name)}`))];
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
