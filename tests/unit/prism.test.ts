import assert from 'node:assert/strict';
import {readFileSync, readdirSync, statSync} from 'node:fs';
import {join, relative} from 'node:path';
import {test} from 'node:test';

import {Prism} from 'prism-react-renderer';

import config from '../../docusaurus.config';

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
      readFileSync(file, 'utf8')
        .split('\n')
        .forEach((line, index) => {
          const match = /^\s*```([\w-]+)/.exec(line) ?? /\blanguage="([\w-]+)"/.exec(line);
          if (match && !found.has(match[1])) found.set(match[1], `${relative(ROOT, file)}:${index + 1}`);
        });
    }
  }
  return found;
}

test('every language a code block uses is highlighted: bundled with prism-react-renderer or added in the config', () => {
  const {additionalLanguages} = (config.themeConfig as {prism: {additionalLanguages: string[]}}).prism;
  const inUse = languagesInUse();
  assert.ok(inUse.has('graphql') && inUse.has('json'), 'the scan finds the site’s GraphQL and JSON blocks');
  for (const [language, where] of inUse) {
    assert.ok(
      Prism.languages[language] || additionalLanguages.includes(language),
      `${where}: code block language "${language}" has no grammar: add it to themeConfig.prism.additionalLanguages`,
    );
  }
  // Each added grammar exists in prismjs, which the theme loads it from.
  for (const language of additionalLanguages)
    assert.ok(statSync(join(ROOT, `node_modules/prismjs/components/prism-${language}.js`)).isFile(), language);
});

// patches/prism-react-renderer+*.patch: insertBefore, called 39 times while the package loads.
test('insertBefore reorders the grammar in place, so every reference sees the inserted tokens', () => {
  const languages = Prism.languages as unknown as Record<string, Record<string, unknown>> & {
    insertBefore: (
      inside: string,
      before: string,
      insert: Record<string, unknown>,
      root?: Record<string, unknown>,
    ) => Record<string, unknown>;
  };
  const shared = {pattern: /x/};
  const grammar = {keyword: /a/, shared, number: /0/};
  languages['folio-test-a'] = grammar;
  languages['folio-test-b'] = {nested: {inside: grammar}, list: [grammar]};
  try {
    // A token of the same name in `insert` takes the place of the grammar's own (Prism's documented special case).
    const replaced = languages.insertBefore('folio-test-a', 'keyword', {number: /\d+/, operator: /\+/});
    // The published insertBefore returns a new object and walks every language to re-point references to it.
    assert.equal(replaced, grammar, 'the grammar object itself is reordered');
    assert.deepEqual(Object.keys(grammar), ['number', 'operator', 'keyword', 'shared']);
    assert.deepEqual(grammar.number, /\d+/);
    assert.equal(languages['folio-test-a'], grammar);
    const b = languages['folio-test-b'] as {nested: {inside: unknown}; list: unknown[]};
    assert.equal(b.nested.inside, grammar, 'a reference in an object');
    assert.equal(b.list[0], grammar, 'a reference in an array');
    assert.equal(Object.getOwnPropertyDescriptor(shared, '__id'), undefined, 'no object was marked by a walk');
    // A grammar inside a token (the `root` argument), as the bundled C++ grammar's `base-clause` is changed.
    const token = {inside: {a: /a/, b: /b/}};
    const inner = token.inside;
    assert.equal(languages.insertBefore('inside', 'b', {c: /c/}, token), inner);
    assert.deepEqual(Object.keys(token.inside), ['a', 'c', 'b']);
  } finally {
    delete languages['folio-test-a'];
    delete languages['folio-test-b'];
  }
});
