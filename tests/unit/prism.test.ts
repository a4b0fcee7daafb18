import assert from 'node:assert/strict';
import {readFileSync, readdirSync, statSync} from 'node:fs';
import {join, relative} from 'node:path';
import {test} from 'node:test';

import {Prism as bundledPrism, normalizeTokens as bundledNormalizeTokens} from 'prism-react-renderer';

import bundlerSettingsPlugin from '../../src/plugins/bundler-settings';
import {Prism as slimPrism, normalizeTokens} from '../../src/prism';

const ROOT = join(import.meta.dirname, '../..');

function* sourceFiles(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* sourceFiles(path);
    else if (/\.(md|mdx|tsx)$/.test(name)) yield path;
  }
}

/** Every language a code block of the site names: Markdown fences and `language="…"` props of components. */
function languagesInUse(): Map<string, string> {
  const found = new Map<string, string>();
  for (const dir of ['docs', 'blog', 'src']) {
    for (const file of sourceFiles(join(ROOT, dir))) {
      const text = readFileSync(file, 'utf8');
      const lines = text.split('\n');
      lines.forEach((line, index) => {
        const match = /^\s*```([\w-]+)/.exec(line) ?? /\blanguage="([\w-]+)"/.exec(line);
        if (match && !found.has(match[1])) found.set(match[1], `${relative(ROOT, file)}:${index + 1}`);
      });
    }
  }
  return found;
}

test('both bundles resolve prism-react-renderer to src/prism', () => {
  for (const isServer of [false, true]) {
    const fakeBundler = {instance: {NormalModuleReplacementPlugin: class {}}};
    const utils = {currentBundler: fakeBundler} as never;
    const configured = bundlerSettingsPlugin().configureWebpack!({} as never, isServer, utils, undefined) as {
      resolve: {alias: Record<string, string>};
    };
    assert.equal(
      configured.resolve.alias['prism-react-renderer$'],
      join(ROOT, 'src/prism/index.ts'),
      `isServer: ${isServer}`,
    );
  }
});

test('every language a code block uses has a grammar', () => {
  const inUse = languagesInUse();
  assert.ok(inUse.has('graphql') && inUse.has('json'), 'the scan finds the site’s GraphQL and JSON blocks');
  for (const [language, where] of inUse) {
    assert.ok(
      slimPrism.languages[language],
      `${where}: code block language "${language}" has no grammar in src/prism/prism.ts`,
    );
  }
});

const SAMPLES: Record<string, string> = {
  graphql:
    'query Folder($id: ID!) {\n  folder(id: $id) {\n    name # the display name\n    documents(first: 10) { nodes { id } }\n  }\n}\n',
  json: '{\n  "id": "Rm9sZGVyOjE=",\n  "count": 3,\n  "archived": false,\n  "parent": null\n}',
  javascript:
    "import {createClient} from 'graphql-ws';\nconst response = await fetch(url, {method: 'POST', headers: {'Content-Type': 'application/json'}});\nconsole.log(`${response.status}`);",
  python:
    'import os\nimport requests\n\nresponse = requests.post(URL, json={"query": QUERY}, timeout=10)\nprint(f"{response.status_code}")',
};

// Bash comes from the same prismjs component file as prism-react-renderer's.
test('bash is highlighted', () => {
  const code = 'curl -sS "$FOLIO_API_URL" -H "Authorization: Bearer $FOLIO_API_KEY" --data @query.json';
  const lines = normalizeTokens(slimPrism.tokenize(code, slimPrism.languages.bash));
  assert.ok(lines.flat().some((token) => token.types.includes('string')));
});

for (const [language, code] of Object.entries(SAMPLES)) {
  test(`${language} tokenizes exactly as with prism-react-renderer's bundled Prism`, () => {
    const ours = normalizeTokens(slimPrism.tokenize(code, slimPrism.languages[language]));
    const theirs = bundledNormalizeTokens(bundledPrism.tokenize(code, bundledPrism.languages[language]));
    assert.deepEqual(ours, theirs);
    assert.ok(
      ours.flat().some((token) => token.types.some((type) => type !== 'plain')),
      'the sample is highlighted at all',
    );
  });
}
