import {test} from 'node:test';
import assert from 'node:assert/strict';
import {createRequire} from 'node:module';
import {readFileSync} from 'node:fs';

/**
 * The search plugin (patched, see patches/) parses only a page's `docusaurus_tag` meta tag and its articles
 * when no sidebar category is indexed. These pages are shaped like the build's minified output: unquoted
 * attributes, omitted end tags, a sidebar and footer around the article.
 */
interface Parse {
  loadHtml(html: string): unknown;
  indexedHtml(html: string): string;
  html2text(html: string, type: 'docs' | 'blog', url: string, $: unknown): unknown;
  getDocusaurusTag(html: string, $: unknown): string;
}
const require = createRequire(__filename);
const parse = require('@cmfcmf/docusaurus-search-local/lib/server/parse.js') as Parse;

const chrome = (body: string, meta = '<meta data-rh=true name=docusaurus_tag content=docs-default-current />') =>
  `<!doctype html><html lang=en><head><meta charset=UTF-8>${meta}` +
  '<meta data-rh=true name=docsearch:docusaurus_tag content=docs-default-current /><title>Limits | Folio</title></head>' +
  '<body><nav class=navbar><a class=navbar__brand href=/>Folio</a><h2>Not indexed</h2></nav>' +
  '<aside class=theme-doc-sidebar-container><ul class=menu__list><li><a class="menu__link menu__link--active" href=/docs/limits>Limits</a></ul></aside>' +
  `<main>${body}</main><footer class=footer><h3>Learn</h3><ul><li>Getting started</ul></footer>` +
  '<script>window.x = "<article>";</script></body></html>';

const docsPage = chrome(
  '<article><nav class=theme-doc-breadcrumbs><ul><li><span>Limits</span></ul></nav>' +
    '<div class="theme-doc-markdown markdown"><header><h1>Limits</h1></header><p>Intro before any section.' +
    '<h2 id=rate-limits>Rate limits<a href=#rate-limits class=hash-link aria-label="Direct link">​</a></h2>' +
    '<table><thead><tr><th>Limit<th>Value<tbody><tr><td>Budget per API key<td>5,000 points</table>' +
    '<h3 id=code>Code<a href=#code class=hash-link>​</a></h3>' +
    '<div class=codeBlockContent_abc><pre><code><span class=token-line>query { me { id } }</span></code></pre><button>Copy</button></div>' +
    '<p>Use <code>&lt;article&gt;</code> sparingly.</div></article>',
);

const authorPage = chrome(
  '<article><header><h2><a href=/blog/a>First post</a></h2></header><div class=markdown><p>One.</div></article>' +
    '<article><header><h2><a href=/blog/b>Second post</a></h2></header><div class=markdown><p>Two.</div></article>' +
    '<nav class=pagination-nav aria-label="Blog list page navigation"></nav>',
  '<meta data-rh=true name=docusaurus_tag content=blog_authors_posts />',
);

function indexWith(html: string, type: 'docs' | 'blog', input: string) {
  const $ = parse.loadHtml(input);
  const tag = parse.getDocusaurusTag(html, $);
  const {pageTitle, sections} = parse.html2text(html, type, '/page', $) as {pageTitle: string; sections: unknown[]};
  return {tag, pageTitle, sections};
}

test('a docs page indexes the same from its article alone as from the whole page', () => {
  const whole = indexWith(docsPage, 'docs', docsPage);
  const article = indexWith(docsPage, 'docs', parse.indexedHtml(docsPage));
  assert.deepEqual(article, whole);
  assert.equal(whole.tag, 'docs-default-current');
  assert.equal(whole.pageTitle, 'Limits');
  const text = JSON.stringify(whole.sections);
  assert.match(text, /Limit Value Budget per API key 5,000 points/);
  assert.match(text, /Use <article> sparingly/);
  assert.doesNotMatch(text, /Not indexed|Getting started|Copy/);
});

test('a page listing several posts keeps every article and nothing around them', () => {
  const sliced = parse.indexedHtml(authorPage);
  assert.deepEqual(indexWith(authorPage, 'blog', sliced), indexWith(authorPage, 'blog', authorPage));
  assert.match(sliced, /First post[\s\S]*Second post/);
  assert.doesNotMatch(sliced, /navbar|menu__link|footer|<script/);
  assert.match(sliced, /<head><meta data-rh=true name=docusaurus_tag content=blog_authors_posts \/><\/head>/);
});

test('the tag is found with quoted attributes and not confused with docsearch:docusaurus_tag', () => {
  const html =
    '<html><head><meta name="docsearch:docusaurus_tag" content="wrong"><meta content="docs-x" name="docusaurus_tag"></head>' +
    '<body><article><h1>T</h1></article></body></html>';
  assert.equal(parse.getDocusaurusTag(html, parse.loadHtml(parse.indexedHtml(html))), 'docs-x');
});

test('a page without an article or without the tag is parsed whole, so the plugin still reports it', () => {
  const noArticle = chrome('<div>Landing</div>');
  assert.equal(parse.indexedHtml(noArticle), noArticle);
  const noTag = '<html><head></head><body><article><h1>T</h1></article></body></html>';
  assert.equal(parse.indexedHtml(noTag), noTag);
  assert.throws(() => parse.getDocusaurusTag(noTag, parse.loadHtml(parse.indexedHtml(noTag))), /docusaurus_tag/);
});

test('a section runs to the next h1, h2, h3 or header, over deeper headings and other elements', () => {
  const html = chrome(
    '<article><div class=markdown><header><h1>Folder</h1></header><p>A folder.' +
      '<h3 id=fields>Fields<a href=#fields class=hash-link>​</a></h3>' +
      '<h4 id=name>name</h4><p>The name.<h5 id=arg>arg</h5><p>An argument.' +
      '<h2 id=next>Next<a href=#next class=hash-link>​</a></h2><p>Second.' +
      '<header><p>Ends the section too.</header></div></article>',
  );
  const {sections} = indexWith(html, 'docs', parse.indexedHtml(html)) as {
    sections: Array<{title: string; content: string}>;
  };
  assert.deepEqual(
    sections.map(({title, content}) => [title, content]),
    [
      ['Folder', 'A folder.'],
      ['Fields', 'name The name. arg An argument.'],
      ['Next', 'Second.'],
    ],
  );
});

test('a docs version badge is left out of the text, other badges are kept', () => {
  const html = chrome(
    '<article><span class="badge badge--secondary theme-doc-version-badge">Version: Next</span>' +
      '<div class=markdown><header><h1>Folder</h1></header>' +
      '<p>Name <span class="badge badge--secondary badge--non_null">non-null</span> ' +
      '<span class=badgeish>Version: kept</span></div></article>',
  );
  const text = JSON.stringify(indexWith(html, 'docs', parse.indexedHtml(html)).sections);
  assert.doesNotMatch(text, /Version: Next/);
  assert.match(text, /Name non-null Version: kept/);
});

test('the patched steps find section ends and badges without a selector compiled per element', () => {
  // Given a selector string, cheerio's nextUntil compiled it again for every sibling it tested, and each span of a
  // page was wrapped to ask hasClass: together a third of the time the text of the docs pages took.
  const source = readFileSync(require.resolve('@cmfcmf/docusaurus-search-local/lib/server/parse.js'), 'utf8');
  assert.equal(source.match(/\.nextUntil\(isSectionEnd\)/g)?.length, 2);
  assert.doesNotMatch(source, /\.nextUntil\(`/);
  assert.match(source, /hasClass\(element, "badge"\)/);
});
