/**
 * Records the working schema as a release:
 *   npm run schema:release [YYYY-MM-DD]      (default: today, UTC)
 * Copies schema.graphql to schema/releases/<date>.graphql. Refuses an invalid date, a date that exists or lies
 * before the latest release, an unchanged schema and an invalid one.
 */
import {mkdirSync, readFileSync, writeFileSync} from 'node:fs';
import {join} from 'node:path';

import {SCHEMA_FILE} from '../src/config/reference';
import {checkSchemaSource} from '../src/graphql/schemaSource';
import {planRelease} from '../src/graphql/changelog/release';
import {listReleaseFiles, RELEASES_DIR} from '../src/graphql/changelog/releases';

function main(): number {
  try {
    const workingSdl = readFileSync(SCHEMA_FILE, 'utf8');
    checkSchemaSource(workingSdl, SCHEMA_FILE);
    const releases = listReleaseFiles(RELEASES_DIR);
    const latest = releases.at(-1);
    const plan = planRelease({
      date: process.argv[2],
      today: new Date().toISOString().slice(0, 10),
      existingDates: releases.map((release) => release.date),
      workingSdl,
      latestSdl: latest && readFileSync(latest.path, 'utf8'),
    });
    if ('error' in plan) {
      console.error(`✖ No release recorded: ${plan.error}`);
      return 1;
    }
    const target = join(RELEASES_DIR, `${plan.date}.graphql`);
    mkdirSync(RELEASES_DIR, {recursive: true});
    writeFileSync(target, workingSdl, {flag: 'wx'});
    console.log(`Recorded ${SCHEMA_FILE} as the release of ${plan.date}: ${target}`);
    return 0;
  } catch (error) {
    console.error(`✖ No release recorded: ${(error as Error).message}`);
    return 1;
  }
}

process.exitCode = main();
