/** Released schemas: one SDL file per release date in schema/releases/, named `<YYYY-MM-DD>.graphql`. Node only. */
import {readdirSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import type {GraphQLSchema} from 'graphql';

import {checkSchemaSource} from '../schemaSource';

/** Folder of the released schemas, relative to the repository root. */
export const RELEASES_DIR = join('schema', 'releases');

const RELEASE_FILE = /^(\d{4}-\d{2}-\d{2})\.graphql$/;

/** A calendar date written as YYYY-MM-DD that exists (no 2026-02-30). */
export function isReleaseDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

export interface ReleaseFile {
  readonly date: string;
  readonly path: string;
}

export interface Release extends ReleaseFile {
  readonly sdl: string;
  readonly schema: GraphQLSchema;
}

/** Release files, oldest first. A file in the folder that is not named after a valid date is an error. */
export function listReleaseFiles(dir: string = RELEASES_DIR): ReleaseFile[] {
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return [];
  }
  const releases: ReleaseFile[] = [];
  for (const name of names) {
    const match = RELEASE_FILE.exec(name);
    if (!match || !isReleaseDate(match[1])) {
      throw new Error(`${join(dir, name)}: a release file is named <YYYY-MM-DD>.graphql after a valid date.`);
    }
    releases.push({date: match[1], path: join(dir, name)});
  }
  return releases.sort((a, b) => a.date.localeCompare(b.date));
}

/** Reads and checks every release, oldest first; a broken release is reported as `path:line:column`. */
export function loadReleases(dir: string = RELEASES_DIR): Release[] {
  return listReleaseFiles(dir).map((file) => {
    const sdl = readFileSync(file.path, 'utf8');
    return {...file, sdl, schema: checkSchemaSource(sdl, file.path)};
  });
}
