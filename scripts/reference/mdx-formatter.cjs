/**
 * The Docusaurus MDX formatter of graphql-markdown, with the reference's lifecycle hooks (./compose.ts: the Example,
 * History and "Where it is used" sections and the sidebar order), and four changes:
 * - field and argument headings are printed without their parent type ("name", not "CreateFolderInput.name").
 *   graphql-markdown 1.35 passes the parent type to the formatter even when `printTypeOptions.parentTypePrefix` is
 *   false; the prefix also filled the search index with one rare token per field, which outranked the operations;
 * - the pages carry no component declarations and no inline style objects: `<Badge>`, `<Bullet />` and
 *   `<SpecifiedBy>` come from src/components/ReferenceMarkup through the site's MDXComponents. Compiling ~470 pages
 *   that each declared the components and parsed a style object per field took a large share of the build.
 * - names in field and argument headings are Markdown code spans, not `<code><b>…</b></code>` JSX: the heading is
 *   bold already, and parsing JSX is most of the MDX compiler's time (a quarter of the reference's parse was these
 *   two elements per heading).
 * - the "Show deprecated" block is written with `className`: graphql-markdown writes `<details class=…>`, and the
 *   theme's Details component adds its own `className`, so React rendered two `class` attributes; the HTML minifier
 *   then kept the first and dropped the theme's styling. Its two labels swap by CSS on `[open]` (custom.css).
 * Plain CommonJS: graphql-markdown loads it with a dynamic import at generation time, in the process of
 * scripts/generate-reference.ts, whose TypeScript hook loads ./compose.ts (so the two share its composition).
 */
const mdx = require('@graphql-markdown/docusaurus/mdx');
const {escapeMDX, MARKDOWN_EOL, MARKDOWN_EOP} = require('@graphql-markdown/utils');
const {createReferenceHooks} = require('./compose.ts');

/**
 * A field's, argument's or type's name in a heading, as a code span. Names are GraphQL names, possibly wrapped in
 * `[`, `]` and `!`, so they never hold a backtick; a code span takes them literally and binds tighter than the
 * brackets of the link around it.
 */
function formatMDXNameEntity(name) {
  return `\`${name}\``;
}

/** The collapsed block of deprecated fields, arguments or values; `dataOpen`/`dataClose` name what it holds. */
function formatMDXDetails({dataOpen, dataClose}) {
  const closedLabel = escapeMDX(`Show ${dataClose}`);
  const openLabel = escapeMDX(`Hide ${dataOpen}`);
  return [
    `${MARKDOWN_EOP}<details className="graphql-markdown-details">`,
    '<summary>',
    `<span className="graphql-markdown-details-label-closed">${closedLabel}</span>`,
    `<span className="graphql-markdown-details-label-open">${openLabel}</span>`,
    `</summary>${MARKDOWN_EOP}\r${MARKDOWN_EOP}</details>${MARKDOWN_EOP}`,
  ].join(MARKDOWN_EOL);
}

function createMDXFormatter(meta) {
  return {...mdx.createMDXFormatter(meta), formatMDXNameEntity, formatMDXDetails};
}

module.exports = {
  ...mdx,
  mdxDeclaration: '',
  formatMDXNameEntity,
  formatMDXDetails,
  createMDXFormatter,
  ...createReferenceHooks(mdx.beforeGenerateIndexMetafileHook),
};
