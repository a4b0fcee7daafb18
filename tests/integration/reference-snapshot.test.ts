/**
 * What the generated reference shows stays the same when the way it is composed changes: the generator runs on the
 * real schema and releases in a scratch site, and its pages are compared with tests/fixtures/reference-snapshot/:
 * every page and category file by a digest of its normalised text, and a sample of every section (queries, mutations,
 * subscriptions, objects, inputs, enums, scalars, interfaces, directives, the deprecated group) in full, so a change
 * shows as a readable diff. Normalising drops what Markdown does not show: runs of blank lines and trailing spaces,
 * and the order of front matter keys. After an intended change: `UPDATE_REFERENCE_SNAPSHOT=1 npm run test:unit`.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {spawnSync} from 'node:child_process';
import {createHash} from 'node:crypto';
import {cpSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {dirname, join, relative, resolve, sep} from 'node:path';
import {REFERENCE_CONTENT_DIR} from '../../src/config/reference';

const GENERATE_REFERENCE = resolve('scripts/generate-reference.ts');
const TSX_CJS_HOOK = require.resolve('tsx/cjs');
const SNAPSHOT_DIR = resolve('tests/fixtures/reference-snapshot');
const DIGESTS_FILE = join(SNAPSHOT_DIR, 'digests.json');
const UPDATE = process.env.UPDATE_REFERENCE_SNAPSHOT === '1';
/** 2026-11-25T00:00:00Z, the day the snapshot was recorded. */
const SNAPSHOT_DAY_EPOCH = 1795564800;

/** Pages kept in full: at least one of every section, and each kind of composed section (example, history, usages). */
const SAMPLE = [
  'queries/_category_.yml',
  'queries/documents.mdx',
  'queries/active-company.mdx',
  'mutations/create-folder.mdx',
  'mutations/get-upload-transaction-signed-url-for-parts.mdx',
  'subscriptions/document-added.mdx',
  'objects/document.mdx',
  'objects/company-stats.mdx',
  'inputs/create-folder-input.mdx',
  'enums/_category_.yml',
  'enums/permission-level.mdx',
  'scalars/hex-color.mdx',
  'scalars/id.mdx',
  'interfaces/node.mdx',
  'directives/_category_.yml',
  'directives/deprecated.mdx',
  'directives/one-of.mdx',
  'directives/skip.mdx',
  'mutations/create-comment-on-document.mdx',
  'subscriptions/document-count-changed.mdx',
];

function listFiles(root: string): string[] {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, {withFileTypes: true})) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else files.push(relative(root, path).split(sep).join('/'));
    }
  };
  walk(root);
  return files.sort();
}

/** The text as a reader sees it: front matter keys sorted, blank-line runs and trailing spaces dropped. */
function normalised(text: string): string {
  let frontMatter = '';
  let body = text;
  const end = text.startsWith('---\n') ? text.indexOf('\n---\n', 4) : -1;
  if (end !== -1) {
    const entries: string[] = [];
    for (const line of text.slice(4, end).split('\n')) {
      if (/^\s/.test(line) && entries.length > 0) entries[entries.length - 1] += `\n${line}`;
      else entries.push(line);
    }
    frontMatter = `---\n${entries.sort().join('\n')}\n---\n`;
    body = text.slice(end + 5);
  }
  const lines = body.split('\n').map((line) => line.trimEnd());
  const kept = lines.filter((line, index) => line !== '' || (index > 0 && lines[index - 1] !== ''));
  return `${frontMatter}${kept.join('\n').trim()}\n`;
}

const digest = (text: string) => createHash('sha256').update(normalised(text)).digest('hex').slice(0, 16);

test('the generated reference shows what the snapshot shows', {timeout: 120_000}, () => {
  const site = mkdtempSync(join(tmpdir(), 'reference-snapshot-'));
  try {
    cpSync('schema.graphql', join(site, 'schema.graphql'));
    cpSync('schema', join(site, 'schema'), {recursive: true});
    mkdirSync(join(site, 'src', 'reference'), {recursive: true});
    cpSync('src/reference', join(site, 'src', 'reference'), {recursive: true});
    // A fixed build day, so History's "removal planned"/"removal due since" wording is the snapshot's whatever the date.
    const run = spawnSync(process.execPath, ['--require', TSX_CJS_HOOK, GENERATE_REFERENCE], {
      cwd: site,
      encoding: 'utf8',
      env: {...process.env, SOURCE_DATE_EPOCH: String(SNAPSHOT_DAY_EPOCH)},
    });
    assert.equal(run.status, 0, run.stdout + run.stderr);

    const reference = join(site, REFERENCE_CONTENT_DIR);
    const files = listFiles(reference);
    const digests = Object.fromEntries(files.map((file) => [file, digest(readFileSync(join(reference, file), 'utf8'))]));
    if (UPDATE) {
      writeFileSync(DIGESTS_FILE, `${JSON.stringify(digests, null, 2)}\n`);
      for (const file of SAMPLE) {
        const target = join(SNAPSHOT_DIR, file);
        mkdirSync(dirname(target), {recursive: true});
        writeFileSync(target, normalised(readFileSync(join(reference, file), 'utf8')));
      }
    }
    for (const file of SAMPLE) {
      assert.ok(files.includes(file), `the sample page ${file} was generated`);
      assert.equal(
        normalised(readFileSync(join(reference, file), 'utf8')),
        readFileSync(join(SNAPSHOT_DIR, file), 'utf8'),
        `${file} shows what the snapshot shows`,
      );
    }
    const expected = JSON.parse(readFileSync(DIGESTS_FILE, 'utf8')) as Record<string, string>;
    assert.deepEqual(Object.keys(digests), Object.keys(expected), 'the same pages and category files');
    const changed = files.filter((file) => digests[file] !== expected[file]);
    assert.deepEqual(changed, [], 'pages whose text differs from the snapshot');
  } finally {
    rmSync(site, {recursive: true, force: true});
  }
});

test('normalising keeps what a reader sees and drops only blank-line runs, trailing spaces and key order', () => {
  assert.equal(normalised('---\nb: 1\na:\n  c: 2\n---\n\n\ntext  \n\n\n\nmore\n'), '---\na:\n  c: 2\nb: 1\n---\ntext\n\nmore\n');
  assert.notEqual(normalised('text\nmore\n'), normalised('text\n\nmore\n'), 'a paragraph break still counts');
});
