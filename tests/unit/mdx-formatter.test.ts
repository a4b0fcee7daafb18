import assert from 'node:assert/strict';
import {createRequire} from 'node:module';
import {test} from 'node:test';

const require = createRequire(import.meta.url);
const formatter = require('../../scripts/reference/mdx-formatter.cjs') as {
  formatMDXNameEntity: (name: string, parentType?: string) => string;
  formatMDXDetails: (labels: {dataOpen: string; dataClose: string}) => string;
  createMDXFormatter: (meta: unknown) => Record<string, unknown>;
  mdxDeclaration: string;
};

test('names print as code spans, without their parent type and without JSX', () => {
  assert.equal(formatter.formatMDXNameEntity('name', 'CreateFolderInput'), '`name`');
  assert.equal(formatter.formatMDXNameEntity('[String!]!'), '`[String!]!`');
});

test('the deprecated block uses className, so the theme Details component renders one class attribute', () => {
  const printed = formatter.formatMDXDetails({dataOpen: 'deprecated', dataClose: 'deprecated'});
  assert.doesNotMatch(
    printed,
    /\sclass=/,
    'an HTML `class` next to the theme’s `className` renders two class attributes',
  );
  assert.match(printed, /<details className="graphql-markdown-details">/);
  assert.doesNotMatch(printed, /\shidden\b/, 'the labels swap by CSS on [open], not by a static hidden attribute');
  // graphql-markdown splits the block at the carriage return into its opening and closing halves.
  const halves = printed.split('\r');
  assert.equal(halves.length, 2);
  assert.match(halves[0], /<summary>[\s\S]*Show deprecated[\s\S]*Hide deprecated[\s\S]*<\/summary>/);
  assert.match(halves[1], /<\/details>/);
});

test('the formatter factory carries both overrides and the pages declare no components', () => {
  const created = formatter.createMDXFormatter({
    generatorFrameworkName: 'docusaurus',
    generatorFrameworkVersion: '3.10.2',
  });
  assert.equal(created.formatMDXNameEntity, formatter.formatMDXNameEntity);
  assert.equal(created.formatMDXDetails, formatter.formatMDXDetails);
  assert.equal(formatter.mdxDeclaration, '');
});
