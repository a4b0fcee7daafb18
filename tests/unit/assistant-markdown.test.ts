/** The pages as Markdown (src/plugins/assistant-markdown: mdast conversion, own pages) and where the copies live. */
import assert from 'node:assert/strict';
import {describe, test} from 'node:test';

import {markdownCopyPath} from '../../src/config/markdown-copies';
import {join} from 'node:path';
import {buildSchema} from 'graphql';

import {MdxConversionError, mdxToMarkdown} from '../../src/plugins/assistant-markdown/mdxToMarkdown';
import remarkOperationCost from '../../src/plugins/remark-operation-cost';
import {loadSchemaFile} from '../../src/graphql/schemaSource';
import {operationExampleMarkdown} from '../../src/plugins/assistant-markdown/operationExample';
import {costMarkdown} from '../../src/graphql/cost/explain';
import {homeCopy, playgroundCopy} from '../../src/plugins/assistant-markdown/ownPages';
import {HOME_TEXT} from '../../src/pages/_components/homeText';
import {PLAYGROUND_TEXT} from '../../src/playground/pageText';

const OPTIONS = {
  path: 'docs/example.mdx',
  site: {apiHttpEndpoint: 'https://api.example/graphql', brand: 'Folio', siteUrl: 'https://developers.example'},
  limits: {maxComplexity: '2,500', maxDepth: '12'},
  resolveLink: (target: string) =>
    target === './other.md#part'
      ? 'https://developers.example/docs/other#part'
      : target.startsWith('/')
        ? `https://developers.example${target}`
        : target.startsWith('https://')
          ? target
          : undefined,
};

describe('the Markdown copy of a page', () => {
  test('lives at the page URL plus .md; an index page drops its slash; the home page is /index.md', () => {
    assert.equal(markdownCopyPath('/docs/getting-started'), '/docs/getting-started.md');
    assert.equal(markdownCopyPath('/docs/troubleshooting/'), '/docs/troubleshooting.md');
    assert.equal(markdownCopyPath('/docs/graphql/mutations/create-folder'), '/docs/graphql/mutations/create-folder.md');
    assert.equal(markdownCopyPath('/'), '/index.md');
    assert.equal(markdownCopyPath('/docs/errors#retries'), '/docs/errors.md');
  });
});

describe('MDX to Markdown', () => {
  test('drops imports and comments, fills in site values and renders <code> and <a>', () => {
    const mdx = [
      "import Tabs from '@theme/Tabs';",
      "import {site} from '@site/src/site';",
      '',
      'The {site.brand} API answers at <code>{site.apiHttpEndpoint}</code>; see <a href={site.apiHttpEndpoint}>the endpoint</a>.',
      '{/* truncate */}',
      '## Retries \\{#retries\\}',
    ].join('\n');
    assert.equal(
      mdxToMarkdown(mdx, OPTIONS),
      'The Folio API answers at `https://api.example/graphql`; see [the endpoint](https://api.example/graphql).\n\n## Retries\n',
    );
  });

  test('keeps code blocks exactly, imports and braces included', () => {
    const code = [
      '```javascript',
      "import {openAsBlob} from 'node:fs';",
      'const body = {site: `${x}`};',
      '<Tabs>',
      '```',
    ].join('\n');
    assert.equal(mdxToMarkdown(`Before.\n\n${code}\n`, OPTIONS), `Before.\n\n${code}\n`);
  });

  test('writes tabs as labelled sections and admonitions as quotes', () => {
    const mdx = [
      '<Tabs groupId="client" queryString={false}>',
      '<TabItem value="curl" label="curl" default>',
      '',
      '```bash',
      'curl https://api.example/graphql',
      '```',
      '',
      '</TabItem>',
      '</Tabs>',
      '',
      ':::warning[DEPRECATED]',
      'Use [the new field](/docs/new).',
      ':::',
      '',
      ':::tip Store your own reference',
      'Text.',
      ':::',
    ].join('\n');
    assert.equal(
      mdxToMarkdown(mdx, OPTIONS),
      [
        '**curl:**',
        '',
        '```bash',
        'curl https://api.example/graphql',
        '```',
        '',
        '> **Warning: DEPRECATED**',
        '>',
        '> Use [the new field](https://developers.example/docs/new).',
        '',
        // The legacy `:::tip Title` form is not a directive under MDX 3: the page shows it as text, and so does the copy.
        ':::tip Store your own reference',
        'Text.',
        ':::',
        '',
      ].join('\n'),
    );
  });

  test('fills in {limits.…} values, in text and tables, as the page does', () => {
    assert.equal(
      mdxToMarkdown(
        'At most {limits.maxComplexity} points.\n\n| Depth |\n|---|\n| {limits.maxDepth} levels |\n',
        OPTIONS,
      ),
      'At most 2,500 points.\n\n| Depth     |\n| --------- |\n| 12 levels |\n',
    );
  });

  test("states a marked operation's cost as the page does: the same remark plugin, after its Variables block", () => {
    const schema = loadSchemaFile(join(import.meta.dirname, '..', '..', 'schema.graphql'));
    const mdx = [
      '```graphql title="Q" cost',
      'query Q($first: Int) { folders(first: $first) { nodes { id } } }',
      '```',
      '',
      '```json title="Variables"',
      '{"first": 3}',
      '```',
      '',
      '<Tabs><TabItem value="b">',
      '',
      '```graphql cost="breakdown"',
      'query B { me { id } }',
      '```',
      '',
      '</TabItem></Tabs>',
      '',
    ].join('\n');
    const lines = mdx.split('\n');
    const cost = (points: number, depth: number) =>
      `Cost: **${points} points** of 2,500, depth **${depth}** of 12, computed from this operation by the ` +
      '[published formula](https://developers.example/docs/limits#query-complexity).';
    const breakdown = ['| Field     | Counted | Points |', '| --------- | ------: | -----: |'];
    assert.equal(
      mdxToMarkdown(mdx, {...OPTIONS, transformers: [remarkOperationCost({schema})]}),
      [
        // folders 1 + nodes (1 + 3 × id): the variables of the block after the operation count.
        ...[...lines.slice(0, 7), '', cost(5, 3), '', '**b:**', ''],
        ...[...lines.slice(10, 13), '', cost(2, 2), ''],
        ...[...breakdown, '| `me`      |    once |      1 |', '| `me.id`   |    once |      1 |'],
        '| **Total** |         |  **2** |',
        '',
      ].join('\n'),
    );
  });

  test('an operation whose cost cannot be computed stops the build at its line', () => {
    const schema = buildSchema('"The root." type Query { "Me." me: ID }');
    assert.throws(
      () =>
        mdxToMarkdown('Text.\n\n```graphql cost\nquery {\n```\n', {
          ...OPTIONS,
          transformers: [remarkOperationCost({schema})],
        }),
      /^Error: docs\/example\.mdx:3: cannot compute the cost of this operation: Syntax Error/,
    );
  });

  test('makes links absolute, outside inline code only', () => {
    assert.equal(
      mdxToMarkdown(
        'See [limits](/docs/limits), [`me`](/docs/me), [other](./other.md#part) and `[x](/not/a/link)`.',
        OPTIONS,
      ),
      'See [limits](https://developers.example/docs/limits), [`me`](https://developers.example/docs/me), [other](https://developers.example/docs/other#part) and `[x](/not/a/link)`.\n',
    );
  });

  test('stops at what it cannot render, naming the file and line', () => {
    const lineOf = (mdx: string, offset = 0) => {
      try {
        mdxToMarkdown(`${'\n'.repeat(offset)}${mdx}`, OPTIONS);
      } catch (error) {
        assert.ok(error instanceof MdxConversionError);
        return error.message;
      }
      return assert.fail('no error');
    };
    assert.equal(
      lineOf('Text.\n\n<Chart data={1} />', 5),
      'docs/example.mdx:8: the component <Chart> has no Markdown rendering (add one in src/plugins/assistant-markdown/components.ts)',
    );
    assert.equal(lineOf('See [x](./missing.md).'), 'docs/example.mdx:1: cannot resolve the link "./missing.md"');
    assert.equal(lineOf('Uses {site.nothing}.'), 'docs/example.mdx:1: unknown site value {site.nothing}');
    assert.equal(
      lineOf('Text.\n\n| Limit | {limits.nothing} |\n|---|---|', 3),
      'docs/example.mdx:6: unknown limit {limits.nothing}',
    );
    assert.equal(lineOf(':::aside\nText\n:::'), 'docs/example.mdx:1: unknown admonition :::aside');
    assert.equal(
      lineOf('Text.\n\n{props.value}'),
      'docs/example.mdx:3: the expression {props.value} has no Markdown rendering',
    );
    assert.match(lineOf('Text.\n\n<Unclosed>', 2), /^docs\/example\.mdx:5: invalid MDX: /);
  });

  test("drops the front matter; error lines count it, as they are the file's lines", () => {
    assert.equal(mdxToMarkdown('---\ntitle: A\nslug: /a\n---\nBody\n', OPTIONS), 'Body\n');
    assert.throws(
      () => mdxToMarkdown('---\ntitle: A\n---\n\n<Chart />\n', OPTIONS),
      /^MdxConversionError: docs\/example\.mdx:5: the component <Chart>/,
    );
  });

  test('a .md page is CommonMark, as Docusaurus reads it: angle brackets are text, not JSX', () => {
    const md = {...OPTIONS, path: 'docs/glossary.md'};
    assert.equal(
      mdxToMarkdown('Send `Bearer <API key>`; a <b>bold</b> word.\n', md),
      'Send `Bearer <API key>`; a <b>bold</b> word.\n',
    );
  });

  test("writes graphql-markdown's heading components, details and specification links as text", () => {
    const mdx = [
      '#### [`id`](#id)<Bullet />[`ID!`](/docs/id) <Badge class="badge" text="non-null"/> \\{#id\\} ',
      'The ID.',
      '',
      '<details className="graphql-markdown-details">',
      '<summary>',
      '<span>Show deprecated</span>',
      '</summary>',
      '',
      'Old field.',
      '',
      '</details>',
      '',
      '### <SpecifiedBy url="https://www.rfc-editor.org/rfc/rfc8259"/>',
    ].join('\n');
    assert.equal(
      mdxToMarkdown(mdx, {
        ...OPTIONS,
        resolveLink: (target) =>
          target.startsWith('#')
            ? `https://developers.example/p${target}`
            : `https://developers.example${target.replace(/^(?!\/)/, '/')}`,
      }),
      [
        '#### [`id`](https://developers.example/p#id) · [`ID!`](https://developers.example/docs/id) _non-null_',
        '',
        'The ID.',
        '',
        'Old field.',
        '',
        '### Specification: [https://www.rfc-editor.org/rfc/rfc8259](https://developers.example/https://www.rfc-editor.org/rfc/rfc8259)',
        '',
      ].join('\n'),
    );
  });
});

describe('the <OperationExample> of a reference page as Markdown', () => {
  const props = {
    operationType: 'mutation' as const,
    query: 'mutation Rename($id: ID!) { renameFolder(id: $id) { folder { id } } }',
    variables: {id: 'fld_1'},
  };
  const resolve = (target: string) => `https://developers.example${target}`;
  const SITE_URL = 'https://developers.example';

  test('is the operation, its variables, a playground link and every client snippet the page shows', () => {
    const markdown = operationExampleMarkdown(props, resolve, SITE_URL);
    assert.ok(
      markdown.includes('```graphql\nmutation Rename($id: ID!) { renameFolder(id: $id) { folder { id } } }\n```'),
    );
    assert.ok(markdown.includes('**Variables:**\n\n```json\n{\n  "id": "fld_1"\n}\n```'));
    assert.match(
      markdown,
      /\[Open in playground\]\(https:\/\/developers\.example\/playground\?operation=mutation\+Rename/,
    );
    assert.deepEqual(
      [...markdown.matchAll(/^\*\*([^*]+):\*\*$/gm)].map((match) => match[1]),
      ['Operation', 'Variables', 'curl', 'JavaScript', 'Python'],
    );
  });

  test('leaves out the variables when there are none, and names upload parts', () => {
    const none = operationExampleMarkdown({...props, variables: {}}, resolve, SITE_URL);
    assert.equal(none.includes('**Variables:**'), false);
    const upload = operationExampleMarkdown({...props, uploadPaths: ['variables.input.file']}, resolve, SITE_URL);
    assert.match(upload, /multipart request mapped to `variables\.input\.file`\./);
  });

  test('states the cost the page shows, between the hint and the operation, with an absolute link to the formula', () => {
    const cost = {
      complexity: 62,
      depth: 4,
      maxComplexity: 2500,
      maxDepth: 12,
      pageSizes: [{variable: 'first', points: [{pageSize: 10, complexity: 62}], largestWithinLimit: 100}],
    };
    const markdown = operationExampleMarkdown({...props, cost}, resolve, SITE_URL);
    const stated = costMarkdown(cost, SITE_URL);
    assert.ok(stated.includes('(https://developers.example/docs/limits#query-complexity)'));
    assert.ok(markdown.includes(`[Open in playground](`));
    assert.ok(markdown.indexOf(stated) > markdown.indexOf('Open in playground'));
    assert.ok(markdown.indexOf(stated) < markdown.indexOf('**Operation:**'));
    assert.equal(operationExampleMarkdown(props, resolve, SITE_URL).includes('Cost:'), false);
    const mdx = `<OperationExample operationType="mutation" query={${JSON.stringify(props.query)}} variables={{"id":"fld_1"}} cost={${JSON.stringify(cost)}} />\n`;
    assert.equal(mdxToMarkdown(mdx, {...OPTIONS, resolveLink: resolve}), `${markdown}\n`);
  });

  test('is what an <OperationExample> element in a reference page becomes', () => {
    const mdx = `<OperationExample operationType="mutation" query={${JSON.stringify(props.query)}} variables={{"id":"fld_1"}} uploadPaths={[]} />\n`;
    assert.equal(
      mdxToMarkdown(mdx, {...OPTIONS, resolveLink: resolve}),
      `${operationExampleMarkdown(props, resolve, SITE_URL)}\n`,
    );
  });
});

describe('the copies of the home and playground pages', () => {
  const info = {
    siteDir: '.',
    siteUrl: 'https://developers.example',
    siteTitle: 'Folio Developers',
    tagline: 'The API.',
    values: {brand: 'Folio', apiHttpEndpoint: 'https://api.example/graphql'},
  };

  test('say what the pages render: heading, lead, actions, endpoint, example and entry points', () => {
    const copy = homeCopy(info).markdown;
    assert.ok(copy.startsWith('# The Folio GraphQL API\n'));
    assert.ok(copy.includes(HOME_TEXT.lead));
    assert.ok(copy.includes(HOME_TEXT.example.query));
    assert.ok(copy.includes('Endpoint: `https://api.example/graphql`'));
    for (const entry of HOME_TEXT.entryPoints)
      assert.ok(copy.includes(`- [${entry.title}](https://developers.example${entry.to}): ${entry.text}`));
    const playground = playgroundCopy(info).markdown;
    assert.ok(playground.includes(PLAYGROUND_TEXT.status.mock));
    assert.ok(playground.includes(PLAYGROUND_TEXT.status.live('https://api.example/graphql')));
  });

  test('follow an edit of the page text', () => {
    const edited = {
      ...HOME_TEXT,
      lead: 'Manage every contract in one place.',
      entryPoints: [{title: 'Webhooks', to: '/docs/webhooks', text: 'Get told when a document changes.'}],
    };
    const copy = homeCopy(info, edited).markdown;
    assert.ok(copy.includes('Manage every contract in one place.'));
    assert.equal(copy.includes(HOME_TEXT.lead), false);
    assert.ok(
      copy.includes('- [Webhooks](https://developers.example/docs/webhooks): Get told when a document changes.'),
    );
    assert.equal(copy.includes('Getting started]('), false);
    const playground = playgroundCopy(info, {
      ...PLAYGROUND_TEXT,
      title: 'Sandbox',
      status: {...PLAYGROUND_TEXT.status, mock: 'Runs on fake data.'},
    });
    assert.ok(playground.markdown.startsWith('# Sandbox\n'));
    assert.ok(playground.markdown.includes('Runs on fake data.'));
  });
});
