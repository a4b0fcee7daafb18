/**
 * What a build of the reference needs to know of the whole schema, beyond its own pages: every page (its copies link
 * the other parts' by URL), the sidebar's groups (every build shows the same sidebar) and the former URLs of deprecated
 * operations (their redirects). `npm run build` computes them once, with the parts (scripts/build.ts), into the parts
 * file; each part reads them there instead of loading and checking the schema itself, once for each of these, which
 * grows with the schema in every part (maintainers/scale.md). Any other process (`npm start`, tests) computes them
 * from schema.graphql. Node only.
 */
import {readFileSync} from 'node:fs';
import {join, resolve} from 'node:path';
import type {GraphQLSchema} from 'graphql';

import {listReferenceItems, type ReferenceItem} from '../graphql/markdown';
import {FORMER_DEPRECATED_FOLDER} from '../graphql/referencePages';
import {loadSchemaFile} from '../graphql/schemaSource';
import {schemaFacts} from '../graphql/changelog/status';
import {APP_ENV, REFERENCE_PARTS_FILE_ENV} from './current-app';
import {REFERENCE_BASE_ROUTE, REFERENCE_OVERVIEW_PAGE, SCHEMA_FILE} from './reference';
import {referenceSidebarGroups, type SidebarGroup} from './reference-sidebar-groups';

export interface ReferenceFacts {
  /** Every page of the reference, as paths under its folder without extension (`objects/folder`), the overview first. */
  readonly pages: readonly string[];
  /** The reference sidebar as groups of pages (src/config/reference-sidebar-groups.ts). */
  readonly sidebarGroups: readonly SidebarGroup[];
  /** Page path → the URL the page had in the deprecated group, for every deprecated operation (reference-redirects.ts). */
  readonly formerPaths: Readonly<Record<string, string>>;
}

/**
 * Every page of the reference, as paths under its folder without extension, the overview first, from the schema's
 * items (`listReferenceItems`).
 */
export function referencePages(items: readonly ReferenceItem[]): string[] {
  return [REFERENCE_OVERVIEW_PAGE, ...items.map((item) => item.path.slice(REFERENCE_BASE_ROUTE.length + 1))];
}

/** The facts of a loaded schema, with its releases' status (upcoming and deprecated marks) from `releasesDir`. */
export function computeReferenceFacts(schema: GraphQLSchema, releasesDir?: string): ReferenceFacts {
  const items = listReferenceItems(schema);
  const formerPaths: Record<string, string> = {};
  for (const item of items) {
    if (item.kind !== 'operation' || item.field.deprecationReason == null) continue;
    formerPaths[item.path] = `${REFERENCE_BASE_ROUTE}/${FORMER_DEPRECATED_FOLDER}${item.path.slice(REFERENCE_BASE_ROUTE.length)}`;
  }
  const {status} = schemaFacts(schema, releasesDir);
  return {
    pages: referencePages(items),
    sidebarGroups: referenceSidebarGroups(schema, {basePath: REFERENCE_BASE_ROUTE, status}),
    formerPaths,
  };
}

/** The parts file's facts, when this process builds a part of the reference (src/config/current-app.ts). */
function factsOfPartsFile(env: NodeJS.ProcessEnv, siteDir: string): ReferenceFacts | undefined {
  const file = env[REFERENCE_PARTS_FILE_ENV];
  if (env[APP_ENV] !== 'reference' || !file) return undefined;
  const {facts} = JSON.parse(readFileSync(resolve(siteDir, file), 'utf8')) as {facts?: ReferenceFacts};
  if (!facts) throw new Error(`${file} has no reference facts: it is written by scripts/build.ts, which computes them with the parts`);
  return facts;
}

/** By parts file and site folder: the sidebar, the redirects and the copies of one build ask for the same facts. */
const cache = new Map<string, ReferenceFacts>();

/** This process's reference facts: the parts file's in a part of the reference, else computed from schema.graphql. */
export function referenceFacts(env: NodeJS.ProcessEnv = process.env, siteDir = process.cwd()): ReferenceFacts {
  const key = `${env[APP_ENV] === 'reference' ? (env[REFERENCE_PARTS_FILE_ENV] ?? '') : ''}\0${siteDir}`;
  let facts = cache.get(key);
  if (!facts) {
    facts = factsOfPartsFile(env, siteDir) ?? computeReferenceFacts(loadSchemaFile(join(siteDir, SCHEMA_FILE)));
    cache.set(key, facts);
  }
  return facts;
}
