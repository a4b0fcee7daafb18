/**
 * The docs explorer's Markdown renderer (src/playground/bundle/schemaMarkdown.ts) stands in for
 * markdown-it: on every text the explorer renders it must give markdown-it's HTML, and on anything else safe text.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import {resolve} from 'node:path';
import MarkdownIt from 'markdown-it';
import {
  buildSchema,
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isObjectType,
  type GraphQLArgument,
  type GraphQLSchema,
} from 'graphql';

import {MODULE_REPLACEMENTS} from '../../src/plugins/bundler-settings';
import {markdown, renderMarkdown} from '../../src/playground/bundle/schemaMarkdown';

// GraphiQL's own settings (node_modules/@graphiql/react/dist/utility/markdown.js).
const markdownIt = new MarkdownIt({breaks: false, linkify: true});

/** Every description and deprecation reason the docs explorer can show, with where it comes from. */
function explorerTexts(schema: GraphQLSchema): Map<string, string> {
  const texts = new Map<string, string>();
  const add = (where: string, text: string | null | undefined) => {
    if (text) texts.set(text, where);
  };
  const addArguments = (where: string, args: readonly GraphQLArgument[]) => {
    for (const arg of args) {
      add(`${where}(${arg.name})`, arg.description);
      add(`${where}(${arg.name}) deprecation`, arg.deprecationReason);
    }
  };
  add('schema', schema.description);
  for (const type of Object.values(schema.getTypeMap())) {
    add(type.name, type.description);
    if (isObjectType(type) || isInterfaceType(type) || isInputObjectType(type)) {
      for (const field of Object.values(type.getFields())) {
        add(`${type.name}.${field.name}`, field.description);
        add(`${type.name}.${field.name} deprecation`, field.deprecationReason);
        if ('args' in field) addArguments(`${type.name}.${field.name}`, field.args);
      }
    }
    if (isEnumType(type)) {
      for (const value of type.getValues()) {
        add(`${type.name}.${value.name}`, value.description);
        add(`${type.name}.${value.name} deprecation`, value.deprecationReason);
      }
    }
  }
  for (const directive of schema.getDirectives()) {
    add(`@${directive.name}`, directive.description);
    addArguments(`@${directive.name}`, directive.args);
  }
  return texts;
}

test('every description and deprecation reason of schema.graphql renders as markdown-it renders it', () => {
  const texts = explorerTexts(buildSchema(readFileSync('schema.graphql', 'utf8')));
  assert.ok(texts.size > 1000, `found ${texts.size} texts`);
  const features = new Set<string>();
  for (const [text, where] of texts) {
    const expected = markdownIt.render(text);
    assert.equal(renderMarkdown(text), expected, `${where}: the docs explorer would render this differently`);
    for (const tag of expected.matchAll(/<(\w+)/g)) features.add(tag[1]);
  }
  // The comparison covers each construct the renderer handles.
  assert.deepEqual([...features].sort(), ['a', 'code', 'em', 'li', 'p', 'strong', 'ul']);
});

test('the constructs of the subset render as markdown-it renders them, edge cases included', () => {
  const samples = [
    'One paragraph\nover two lines.\n\nAnd a second one.',
    'Code with `<tags> & "quotes"`, a `` double `tick` `` span, and `  padded  ` text.',
    'A [link](https://example.com/a?b=1&c=2) and [a path](/docs/getting-started), a bare https://example.com/x.',
    'snake_case_names, _emphasis_, *also emphasis*, **strong**, __strong too__ and 2 * 3 * 4.',
    'An unclosed `backtick and an unclosed [bracket.',
    'A list:\n- one item\n  over two lines\n- **two**\n* three\n\nAfter it.',
  ];
  for (const sample of samples) assert.equal(renderMarkdown(sample), markdownIt.render(sample), sample);
});

test('hostile input comes out as text: no HTML of its own, no script links', () => {
  const html = renderMarkdown('<img src=x onerror="alert(1)"> [click](javascript:alert(1)) <script>alert(1)</script>');
  assert.doesNotMatch(html, /<(?!\/?p>)/);
  assert.match(html, /&lt;img src=x onerror=&quot;alert\(1\)&quot;&gt;/);
  assert.match(html, /\[click\]\(javascript:alert\(1\)\)/);
  assert.doesNotThrow(() => renderMarkdown('`'.repeat(10_000) + '_*'.repeat(10_000)));
});

test("it replaces GraphiQL's markdown-it instance, with the one method GraphiQL calls", () => {
  const graphiqlMarkdown = resolve('node_modules/@graphiql/react/dist/utility/markdown.js');
  const replacement = MODULE_REPLACEMENTS.find(([pattern]) => pattern.test(graphiqlMarkdown));
  assert.ok(replacement, "GraphiQL's markdown module is replaced");
  // GraphiQL exports a markdown-it instance named `markdown`, and renders with `markdown.render(children)`.
  assert.match(readFileSync(graphiqlMarkdown, 'utf8'), /export \{ markdown \}/);
  const content = readFileSync('node_modules/@graphiql/react/dist/components/markdown-content/index.js', 'utf8');
  assert.deepEqual([...content.matchAll(/\bmarkdown\.(\w+)\(/g)].map((match) => match[1]), ['render']);
  assert.equal(markdown.render('`x`'), '<p><code>x</code></p>\n');
});
