/**
 * The Docusaurus MDX formatter of graphql-markdown, with field and argument headings printed without their
 * parent type ("name", not "CreateFolderInput.name"). graphql-markdown 1.35 passes the parent type to the
 * formatter even when `printTypeOptions.parentTypePrefix` is false; the prefix also filled the search index
 * with one rare token per field, which outranked the operations themselves.
 * Plain CommonJS: graphql-markdown loads it with a dynamic import at generation time.
 */
const mdx = require('@graphql-markdown/docusaurus/mdx');

function createMDXFormatter(meta) {
  return {...mdx.createMDXFormatter(meta), formatMDXNameEntity: (name) => mdx.formatMDXNameEntity(name)};
}

module.exports = {...mdx, createMDXFormatter};
