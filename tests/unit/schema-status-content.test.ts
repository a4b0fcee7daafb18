/**
 * What the guides and posts say of the schema's items agrees with the schema and its releases
 * (src/plugins/remark-schema-status.ts, which also fails the build): every name of an upcoming or deprecated item says
 * so beside it, and no count of schema items is typed by hand. Every guide and post, parsed as the build parses it
 * (MDX, front matter, directives), and the plugin's rules on small texts that show each kind of problem.
 */
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import {join, relative} from 'node:path';
import {describe, test} from 'node:test';

import {buildSchema} from 'graphql';
import remarkDirective from 'remark-directive';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import {unified} from 'unified';
import type {Root} from 'mdast';

import {schemaStatus, statusNames} from '../../src/graphql/changelog/status';
import {loadSchemaFile} from '../../src/graphql/schemaSource';
import remarkSchemaStatus, {
  countWord,
  findSchemaStatusProblems,
  schemaFacts,
  typedCounts,
  type SchemaFacts,
} from '../../src/plugins/remark-schema-status';
import {contentFiles} from './support/content';

const ROOT = join(import.meta.dirname, '..', '..');

function treeOf(text: string, mdx = true): Root {
  const processor = unified().use(remarkParse).use(remarkFrontmatter).use(remarkGfm).use(remarkDirective);
  if (mdx) processor.use(remarkMdx);
  return processor.parse(text) as Root;
}

/** The front matter's `key: value` lines, as Docusaurus hands them to the plugin. */
function frontMatterOf(text: string): Record<string, unknown> {
  const end = text.startsWith('---\n') ? text.indexOf('\n---\n', 4) : -1;
  if (end === -1) return {};
  return Object.fromEntries(
    text
      .slice(4, end)
      .split('\n')
      .map((line) => /^(\w+):\s*(.*)$/.exec(line))
      .filter((match): match is RegExpExecArray => match !== null)
      .map((match) => [match[1], match[2]!.replace(/^["']|["']$/g, '')]),
  );
}

describe('every guide and post', () => {
  const facts = schemaFacts(loadSchemaFile(join(ROOT, 'schema.graphql')), join(ROOT, 'schema', 'releases'));
  const files = contentFiles();

  test('names upcoming and deprecated items with their status beside them, and types no count of schema items', () => {
    assert.ok(files.length > 10, 'the scan finds the guides and posts');
    const failures: string[] = [];
    for (const file of files) {
      const path = join(ROOT, file);
      const text = readFileSync(path, 'utf8');
      const plugin = remarkSchemaStatus({facts});
      try {
        plugin(treeOf(text, path.endsWith('.mdx')), {path: relative(ROOT, path), value: text, data: {frontMatter: frontMatterOf(text)}});
      } catch (error) {
        failures.push((error as Error).message.split('\n').slice(1).join('\n'));
      }
    }
    assert.equal(failures.join('\n'), '', 'file:line: problem');
  });
});

describe('the rules', () => {
  const schema = buildSchema(`
    type Query { folders: [Folder!]! oldFolders: [Folder!]! @deprecated(reason: "Use \`folders\` instead. Removal on 2027-03-31.") newFolders: [Folder!]! }
    type Folder { id: ID! url: String @deprecated(reason: "Use \`webUrl\`. Removal on 2027-03-31.") webUrl: String }
  `);
  const released = buildSchema(`
    type Query { folders: [Folder!]! oldFolders: [Folder!]! }
    type Folder { id: ID! url: String webUrl: String }
  `);
  const status = schemaStatus(schema, {date: '2025-11-04', schema: released});
  const facts: SchemaFacts = {schema, status, names: statusNames(status, schema)};
  const problems = (text: string) => findSchemaStatusProblems(treeOf(text, false), facts).map(({line, message}) => `${line}: ${message}`);

  test('an upcoming operation named without saying so fails with its line; said beside it, it passes', () => {
    assert.deepEqual(problems('Intro.\n\nCall `newFolders` to list them.'), [
      '3: `Query.newFolders` is upcoming (not in the latest release, 2025-11-04): say so beside it ("upcoming", "not released yet")',
    ]);
    assert.deepEqual(problems('Call `newFolders` (upcoming: not released yet) to list them.'), []);
  });

  test('a deprecated operation or member named without saying so fails; "deprecated" or "former name" beside it passes', () => {
    assert.equal(problems('Use `oldFolders`.').length, 1);
    assert.equal(problems('Read `Folder.url`.').length, 1);
    assert.deepEqual(problems('`oldFolders`, the former name of `folders`, still works.'), []);
    assert.deepEqual(problems('| Deprecated item | Instead |\n|---|---|\n| `Folder.url` | `webUrl` |'), []);
  });

  test('a GraphQL block that selects an upcoming field needs the status in the block, its title or its introduction', () => {
    assert.equal(problems('List them:\n\n```graphql\nquery Q { newFolders { id } }\n```').length, 1);
    assert.deepEqual(problems('List them with the upcoming `newFolders`:\n\n```graphql\nquery Q { newFolders { id } }\n```'), []);
    assert.deepEqual(problems('List them:\n\n```graphql\n# newFolders is upcoming: not released yet.\nquery Q { newFolders { id } }\n```'), []);
  });

  test('"upcoming" beside an operation the latest release has fails', () => {
    assert.equal(problems('The upcoming `folders` query lists them.').length, 1);
  });

  test('a count of schema items typed in a sentence about their status is found; other numbers are not', () => {
    assert.deepEqual(typedCounts('On that day, four deprecated schema items are removed.'), ['four deprecated schema items']);
    assert.deepEqual(typedCounts('Nine items are removed on 2027-03-31.'), ['Nine items']);
    assert.deepEqual(typedCounts('Batch mutations take at most 100 items.'), []);
    assert.deepEqual(typedCounts('Moving 80 documents is one mutation, not 80 mutations.'), []);
  });

  test(':removalCount and ::removalList are computed from the schema', () => {
    const tree = treeOf('Remove :removalCount{date="2027-03-31"} items:\n\n::removalList{date="2027-03-31"}', false);
    remarkSchemaStatus({facts})(tree, {path: 'post.md'});
    const paragraph = tree.children[0] as {children: {value?: string}[]};
    assert.equal(paragraph.children.map((child) => child.value).join(''), 'Remove two items:');
    const table = tree.children[1] as {type: string; children: unknown[]};
    assert.equal(table.type, 'table');
    assert.equal(table.children.length, 3, 'a header and one row per item');
    const leaves = JSON.stringify(tree, (key, value) => (key === 'position' ? undefined : value));
    assert.doesNotMatch(leaves, /"type":"text"[^}]*"children"/, 'leaves stay leaves (remark-rehype reads any children key)');
    assert.equal(countWord(9), 'nine');
    assert.equal(countWord(42), '42');
  });
});
