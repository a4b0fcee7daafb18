/** The lint boundary on other packages' internals: deep imports fail outside the allow-listed files. */
import assert from 'node:assert/strict';
import {test} from 'node:test';

import {ESLint} from 'eslint';

const eslint = new ESLint();

async function deepImportErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, {filePath});
  return result.messages
    .filter((message) => message.ruleId === 'no-restricted-imports' || message.ruleId === 'no-restricted-syntax')
    .map((message) => message.message);
}

const DEEP_IMPORTS = [
  "import {x} from '@docusaurus/core/lib/client/exports/Link';",
  "import {useAnnouncementBar} from '@docusaurus/theme-common/internal';",
  "export * from 'monaco-editor/esm/vs/editor/editor.api.js';",
  "void import('@docusaurus/theme-classic/lib/theme/CodeBlock/Content/styles.module.css');",
  "void import('monaco-editor/esm/vs/base/browser/pixelRatio.js');",
];

test('a deep import in a file that is not allow-listed fails the lint, static or dynamic', async () => {
  for (const code of DEEP_IMPORTS) {
    const errors = await deepImportErrors('src/components/Example/index.tsx', code);
    assert.equal(errors.length, 1, code);
    assert.match(errors[0], /internals: use its documented API/);
  }
});

test('public entry points pass the lint', async () => {
  const code = [
    "import Link from '@docusaurus/Link';",
    "import {useColorMode} from '@docusaurus/theme-common';",
    "import * as monaco from 'monaco-editor';",
    "void import('@theme-original/SearchBar');",
  ].join('\n');
  assert.deepEqual(await deepImportErrors('src/components/Example/index.tsx', code), []);
});

test('an allow-listed file may import internals', async () => {
  const errors = await deepImportErrors(
    'src/theme/AnnouncementBar/index.tsx',
    "import {useAnnouncementBar} from '@docusaurus/theme-common/internal';",
  );
  assert.deepEqual(errors, []);
});
