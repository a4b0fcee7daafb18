/**
 * The Docusaurus MDX formatter of graphql-markdown, with two changes:
 * - field and argument headings are printed without their parent type ("name", not "CreateFolderInput.name").
 *   graphql-markdown 1.35 passes the parent type to the formatter even when `printTypeOptions.parentTypePrefix` is
 *   false; the prefix also filled the search index with one rare token per field, which outranked the operations;
 * - the pages carry no component declarations and no inline style objects: `<Badge>`, `<Bullet />` and
 *   `<SpecifiedBy>` come from src/components/ReferenceMarkup through the site's MDXComponents, and a name's normal
 *   weight from the `reference-name` class in src/css/custom.css. Compiling ~470 pages that each declared the
 *   components and parsed a style object per field took a large share of the build.
 * Plain CommonJS: graphql-markdown loads it with a dynamic import at generation time.
 */
const mdx = require('@graphql-markdown/docusaurus/mdx');
const {escapeMDX} = require('@graphql-markdown/utils');

/** `<code><b>name</b></code>`, as graphql-markdown prints it but without the parent type and the inline style. */
function formatMDXNameEntity(name) {
  return `<code className="reference-name"><b>${escapeMDX(name)}</b></code>`;
}

function createMDXFormatter(meta) {
  return {...mdx.createMDXFormatter(meta), formatMDXNameEntity};
}

module.exports = {...mdx, mdxDeclaration: '', formatMDXNameEntity, createMDXFormatter};
