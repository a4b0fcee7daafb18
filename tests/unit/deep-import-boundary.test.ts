/**
 * The lint boundary on other packages' internals (scripts/lint/package-internals.mjs): a non-exported file reached by
 * import, `import()`, `require` or `require.resolve`, a createRequire anchored in another package, and any
 * replacement of a module's exports or of a prototype fail outside the allow-listed files.
 */
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import {test} from 'node:test';

import {ESLint} from 'eslint';

import {PACKAGE_INTERNALS_ALLOWED_FILES} from '../../eslint.config.mjs';

const eslint = new ESLint();

async function internalsErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, {filePath});
  return result.messages
    .filter((message) => message.ruleId?.startsWith('package-internals/') || message.fatal)
    .map((message) => `${message.ruleId}: ${message.message}`);
}

const PROBE = 'src/components/Example/index.tsx';

const REACHES = [
  // Files of a package without `exports`, under its build folders, and an `internal` entry.
  ["import {x} from '@docusaurus/core/lib/client/exports/Link';", 'no-deep-require'],
  ["import {useAnnouncementBar} from '@docusaurus/theme-common/internal';", 'no-deep-require'],
  ["export * from 'monaco-editor/esm/vs/editor/editor.api.js';", 'no-deep-require'],
  ["void import('@docusaurus/theme-classic/lib/theme/CodeBlock/Content/styles.module.css');", 'no-deep-require'],
  // A subpath the package's `exports` does not list, however it is reached.
  ["import {getRelationOfField} from '@graphql-markdown/graphql/dist/relation';", 'no-deep-require'],
  ["const relation = require('@graphql-markdown/graphql/dist/relation.js');", 'no-deep-require'],
  ["const path = require.resolve('@graphql-markdown/core/dist/renderer.js');", 'no-deep-require'],
  ["void import(`@graphql-markdown/printer-legacy/dist/printer.js`);", 'no-deep-require'],
  // createRequire anchored in another package, to require its files relative to it.
  [
    "import {createRequire} from 'node:module';\nconst lunr = createRequire(require.resolve('@cmfcmf/docusaurus-search-local'))('../lunr.js');",
    'no-foreign-require',
  ],
  ["import {createRequire} from 'node:module';\nconst entry = '/x';\nexport const r = createRequire(entry);", 'no-foreign-require'],
  // Replacing another module's exports or a prototype's members at run time.
  ["import * as introspection from '@graphql-markdown/graphql';\nintrospection.getSchemaMap = () => ({});", 'no-foreign-assignment'],
  ["import lunr from 'lunr';\nlunr.Builder.prototype.add = function () {};", 'no-foreign-assignment'],
  ["const relation = require('@graphql-markdown/graphql');\nrelation.getRelationOfField = () => ({});", 'no-foreign-assignment'],
  ["export async function f() {\n  const m = await import('graphql');\n  m.print = () => '';\n}", 'no-foreign-assignment'],
  ["import * as graphql from 'graphql';\nObject.defineProperty(graphql, 'print', {value: () => ''});", 'no-foreign-assignment'],
  ["Array.prototype.last = function () { return this.at(-1); };", 'no-foreign-assignment'],
  ["import {GraphQLSchema} from 'graphql';\nObject.assign(GraphQLSchema.prototype, {x: 1});", 'no-foreign-assignment'],
] as const;

test('each way of reaching another package’s internals fails the lint, naming the rule', async () => {
  for (const [code, rule] of REACHES) {
    const errors = await internalsErrors(PROBE, code);
    assert.equal(errors.length, 1, `${code}\n${errors.join('\n')}`);
    assert.ok(errors[0].startsWith(`package-internals/${rule}: `), errors[0]);
    assert.match(errors[0], /PACKAGE_INTERNALS_ALLOWED_FILES/, 'the message says what to do');
  }
});

test('public entry points, own files and own objects pass the lint', async () => {
  const code = [
    "import Link from '@docusaurus/Link';",
    "import {useColorMode} from '@docusaurus/theme-common';",
    "import * as monaco from 'monaco-editor';",
    "import {createRequire} from 'node:module';",
    "import * as site from '@site/src/site';",
    "void import('@theme-original/SearchBar');",
    "const mdx = require('@graphql-markdown/docusaurus/mdx');",
    "const version = require.resolve('@docusaurus/core/package.json');",
    'const own = createRequire(import.meta.url);',
    "const fromRoot = createRequire(require('node:path').resolve('package.json'));",
    'const options = {frontMatter: {}};',
    "options.frontMatter = {id: 'x'};",
    'export function f(event: {output: string[]}) { event.output = []; }',
    'export const used = [Link, useColorMode, monaco, site, mdx, version, own, fromRoot];',
  ].join('\n');
  assert.deepEqual(await internalsErrors(PROBE, code), []);
});

test('an allow-listed file may reach internals, and every allow-listed file still does', async () => {
  assert.deepEqual(
    await internalsErrors('src/theme/AnnouncementBar/index.tsx', "import {useAnnouncementBar} from '@docusaurus/theme-common/internal';"),
    [],
  );
  // The same text under another name: an entry whose file no longer reaches into internals must leave the list.
  for (const file of PACKAGE_INTERNALS_ALLOWED_FILES) {
    const probe = file.endsWith('.tsx') ? PROBE : PROBE.replace(/\.tsx$/, '.ts');
    const errors = await internalsErrors(probe, readFileSync(file, 'utf8'));
    assert.ok(errors.length > 0, `${file} is allow-listed but reaches no package internals`);
  }
});
