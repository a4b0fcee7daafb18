/** The guides and posts as Markdown (src/plugins/assistant-markdown/mdxToMarkdown.ts) and where the copies live. */
import assert from 'node:assert/strict';
import {describe, test} from 'node:test';

import {markdownCopyPath} from '../../src/config/markdown-copies';
import {MdxConversionError, mdxToMarkdown, stripFrontMatter} from '../../src/plugins/assistant-markdown/mdxToMarkdown';

const OPTIONS = {
  path: 'docs/example.mdx',
  site: {apiHttpEndpoint: 'https://api.example/graphql', brand: 'Folio'},
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
      '## Retries {#retries}',
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
        '> **Tip: Store your own reference**',
        '>',
        '> Text.',
        '',
      ].join('\n'),
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
        mdxToMarkdown(mdx, OPTIONS, offset);
      } catch (error) {
        assert.ok(error instanceof MdxConversionError);
        return error.message;
      }
      return assert.fail('no error');
    };
    assert.equal(
      lineOf('Text.\n\n<Chart data={1} />', 5),
      'docs/example.mdx:8: the component <Chart> has no Markdown rendering (add one in src/plugins/assistant-markdown/mdxToMarkdown.ts)',
    );
    assert.equal(lineOf('See [x](./missing.md).'), 'docs/example.mdx:1: cannot resolve the link "./missing.md"');
    assert.equal(lineOf('Uses {site.nothing}.'), 'docs/example.mdx:1: unknown site value {site.nothing}');
    assert.equal(lineOf(':::aside\nText\n:::'), 'docs/example.mdx:1: unknown admonition :::aside');
    assert.equal(lineOf('```js\nconst a = 1;\n'), 'docs/example.mdx:3: unclosed code block ```');
  });

  test('strips front matter and reports how many lines it had', () => {
    assert.deepEqual(stripFrontMatter('---\ntitle: A\nslug: /a\n---\nBody\n'), {body: 'Body\n', offset: 4});
    assert.deepEqual(stripFrontMatter('Body\n'), {body: 'Body\n', offset: 0});
  });
});
