/**
 * The Markdown copies convert the trees the build parsed the pages into (src/plugins/assistant-markdown/keptTrees.ts)
 * instead of parsing each page a second time, and only when the tree was parsed from the file as it is.
 */
import assert from 'node:assert/strict';
import {mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {after, afterEach, beforeEach, describe, test} from 'node:test';
import type {Root} from 'mdast';
import type {Pluggable} from 'unified';
import {VFile} from 'vfile';
import remarkDirective from 'remark-directive';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';

import remarkKeepTree, {forgetTrees, takeTree} from '../../src/plugins/assistant-markdown/keptTrees';
import {fileCopy, type SiteInfo} from '../../src/plugins/assistant-markdown/content';
import {mdxToMarkdown, treeToMarkdown, walk} from '../../src/plugins/assistant-markdown/mdxToMarkdown';
import {site} from '../../src/site';

const dir = mkdtempSync(join(tmpdir(), 'kept-trees-'));
after(() => rmSync(dir, {recursive: true, force: true}));

const INFO: SiteInfo = {
  siteDir: dir,
  siteUrl: site.siteUrl,
  siteTitle: site.siteTitle,
  tagline: site.tagline,
  values: site,
};

/**
 * What MDX hands the first remark plugin of a docs or blog plugin (`beforeDefaultRemarkPlugins`): its own parse,
 * with the syntax of the plugins Docusaurus adds after (front matter, directives, GFM).
 */
function processorKeeping(plugins: Pluggable[]) {
  return import('@mdx-js/mdx').then(({createProcessor}) =>
    createProcessor({remarkPlugins: [...plugins, remarkFrontmatter, remarkDirective, remarkGfm]}),
  );
}

async function compileKeeping(path: string, source: string, before: Pluggable[] = []) {
  const processor = await processorKeeping([...before, remarkKeepTree]);
  const file = new VFile({path, value: source});
  await processor.process(file);
}

/** A remark plugin that marks every text, so a copy shows which tree it was made from. */
const markTexts = () => (tree: Root) => {
  for (const node of walk(tree)) if (node.type === 'text') node.value = `kept ${node.value}`;
};

describe('the trees kept for the Markdown copies', () => {
  const nodeEnv = process.env['NODE_ENV'];
  beforeEach(() => {
    process.env['NODE_ENV'] = 'production';
  });
  afterEach(() => {
    process.env['NODE_ENV'] = nodeEnv;
    forgetTrees();
  });

  test('a copy is made from the tree the build kept, not from a second parse of the file', async () => {
    const file = join(dir, 'page.mdx');
    const source = '---\ntitle: Page\n---\n\nThe body.\n';
    writeFileSync(file, source);
    await compileKeeping(file, source, [markTexts]);
    const copy = await fileCopy(INFO, file, '/docs/page');
    assert.match(copy.markdown, /^kept The body\.$/m);
    // Taken once: a second copy parses the file.
    assert.match((await fileCopy(INFO, file, '/docs/page')).markdown, /^The body\.$/m);
  });

  test('a tree parsed from other text than the file now holds is not used (a post cut at its truncate marker)', async () => {
    const file = join(dir, 'post.mdx');
    const source = 'Summary.\n\n{/* truncate */}\n\nThe rest.\n';
    writeFileSync(file, source);
    await compileKeeping(file, 'Summary.\n', [markTexts]);
    assert.equal(takeTree(file, source), undefined);
    await compileKeeping(file, 'Summary.\n', [markTexts]);
    await compileKeeping(file, source, [markTexts]);
    assert.ok(takeTree(file, source), 'the tree of the whole post, kept beside the cut one');
  });

  test('the kept tree is a copy: what the build does to its own tree after does not reach it', async () => {
    const file = join(dir, 'own.mdx');
    const processor = await processorKeeping([remarkKeepTree, markTexts]);
    const vfile = new VFile({path: file, value: 'Text.\n'});
    await processor.process(vfile);
    const tree = takeTree(file, 'Text.\n');
    assert.ok(tree);
    assert.equal(treeToMarkdown(tree, {path: file, site, limits: {}, resolveLink: (target) => target}), 'Text.\n');
  });

  test('kept only in a production build: `npm start` compiles pages whose copies are never written', async () => {
    process.env['NODE_ENV'] = 'development';
    const file = join(dir, 'dev.mdx');
    await compileKeeping(file, 'Text.\n');
    assert.equal(takeTree(file, 'Text.\n'), undefined);
  });

  test('JSX that MDX unravels out of its paragraph converts as it does from the copies’ own parse', async () => {
    const file = join(dir, 'jsx.mdx');
    const source = [
      '---',
      'title: JSX',
      '---',
      '',
      'Use <code>{site.brand}</code> here.',
      '',
      '<code>{site.brand}</code>',
      '',
      '<details>',
      '<summary>More</summary>',
      '',
      'Inside.',
      '',
      '</details>',
      '',
      '  {site.brand}  ',
      '',
    ].join('\n');
    const options = {path: file, site, limits: {}, resolveLink: (target: string) => target};
    await compileKeeping(file, source);
    const tree = takeTree(file, source);
    assert.ok(tree);
    assert.equal(treeToMarkdown(tree, options), mdxToMarkdown(source, options));
  });
});
