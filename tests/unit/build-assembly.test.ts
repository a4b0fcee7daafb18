/**
 * The apps of `npm run build` put together into one site (scripts/build/assemble.ts), the link check of the whole
 * site (scripts/build/links.ts) and the replacement of build/ (scripts/build/replace-dir.ts).
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {dirname, join} from 'node:path';

import {filesOf, planAssembly, readAppOutput, writeAssembly, type AppOutput} from '../../scripts/build/assemble';
import {brokenLinks, brokenLinksMessage, lineOf, linkProblem, linkTargets} from '../../scripts/build/links';
import {replaceDir, restoreInterrupted} from '../../scripts/build/replace-dir';
import {PAGE_FACTS_FILE, type PageFacts} from '../../src/plugins/built-pages/facts';

function scratch(t: {after: (fn: () => void) => void}): string {
  const dir = mkdtempSync(join(tmpdir(), 'build-assembly-'));
  t.after(() => rmSync(dir, {recursive: true, force: true}));
  return dir;
}

function write(dir: string, files: Record<string, string>): void {
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, file)), {recursive: true});
    writeFileSync(join(dir, file), text);
  }
}

const page = (route: string, file: string, extra: Partial<PageFacts> = {}): PageFacts => ({
  route,
  file,
  sections: [],
  targets: [],
  links: [],
  ...extra,
});

/** An app's output folder with these files, the pages it holds and the page files it wrote for others' routes. */
function app(root: string, name: string, files: Record<string, string>, pages: PageFacts[], foreignFiles: string[] = []): AppOutput {
  const dir = join(root, name);
  write(dir, {...files, [PAGE_FACTS_FILE]: JSON.stringify({pages, foreignFiles})});
  return readAppOutput(name, dir);
}

test('each page comes from the app that holds it, every other file from whichever app wrote it; another app’s route’s page is left out', (t) => {
  const root = scratch(t);
  const site = app(
    root,
    'site',
    {
      'index.html': 'home',
      '404.html': 'not found',
      'docs/graphql/index.html': 'the site app’s stand-in',
      'assets/js/main.aaaa.js': 'site main',
      'assets/js/react-dom.cccc.js': 'react',
      'img/logo.svg': 'logo',
      'index.md': '# Home',
    },
    [page('/', 'index.html'), page('/404.html', '404.html')],
    ['docs/graphql/index.html'],
  );
  const reference = app(
    root,
    'reference',
    {
      'index.html': 'the part’s stand-in',
      '404.html': 'the part’s not-found page',
      'docs/graphql/index.html': 'overview',
      'assets/js/main.bbbb.js': 'reference main',
      'assets/js/react-dom.cccc.js': 'react',
      'img/logo.svg': 'logo',
      // A file no route renders, as a redirect page of plugin-client-redirects: the site's, as written.
      'docs/graphql/deprecated/x/index.html': 'redirect',
      'docs/graphql/unheld/index.html': 'a page of a route nobody holds',
    },
    [page('/docs/graphql/', 'docs/graphql/index.html')],
    ['index.html', '404.html', 'docs/graphql/unheld/index.html'],
  );
  const plan = planAssembly([site, reference]);
  assert.deepEqual(Object.fromEntries([...plan.files].map(([file, dir]) => [file, dir.slice(root.length + 1)])), {
    'index.html': 'site',
    '404.html': 'site',
    'assets/js/main.aaaa.js': 'site',
    'assets/js/react-dom.cccc.js': 'site',
    'img/logo.svg': 'site',
    'index.md': 'site',
    'docs/graphql/index.html': 'reference',
    'assets/js/main.bbbb.js': 'reference',
    'docs/graphql/deprecated/x/index.html': 'reference',
  });
  assert.deepEqual(plan.pages.map((each) => each.route), ['/', '/404.html', '/docs/graphql/']);

  const out = join(root, 'out');
  writeAssembly(plan, out);
  assert.deepEqual(filesOf(out).sort(), [...plan.files.keys()].sort());
  assert.equal(readFileSync(join(out, 'docs/graphql/index.html'), 'utf8'), 'overview');
  assert.equal(readFileSync(join(out, 'index.html'), 'utf8'), 'home');
  // The apps' folders are left as they were: the step can run again.
  assert.equal(readFileSync(join(root, 'reference', 'index.html'), 'utf8'), 'the part’s stand-in');
  assert.throws(() => writeAssembly(plan, out), /exists already/);
});

test('two apps holding one page, a file written twice with different contents, or a held page not written, fail before anything is written', (t) => {
  const root = scratch(t);
  const one = app(root, 'one', {'a/index.html': 'a', 'assets/js/x.js': 'one'}, [page('/a', 'a/index.html')]);
  const two = app(root, 'two', {'a/index.html': 'a too', 'assets/js/x.js': 'two'}, [page('/a', 'a/index.html'), page('/b', 'b/index.html')]);
  assert.throws(
    () => planAssembly([one, two]),
    (error: Error) => {
      assert.match(error.message, /a\/index\.html: both one and two hold the page \/a/);
      assert.match(error.message, /assets\/js\/x\.js: one and two wrote it with different contents/);
      assert.match(error.message, /b\/index\.html: two holds it but did not write it/);
      return true;
    },
  );
  assert.throws(() => readAppOutput('three', join(root, 'three')), /three wrote no \.folio-pages\.json/);
});

const ORIGIN = 'https://site.invalid';

test('a link leads to a page of the site, its fragment to an element of it, or to a file; other hosts are not checked', (t) => {
  const root = scratch(t);
  write(root, {'schema.graphql': 'type Query', 'docs/errors.md': '# Errors'});
  const targets = linkTargets([page('/docs/errors', 'x', {targets: ['rate-limited', 'café']}), page('/docs/graphql/', 'y')], root);
  for (const href of [
    `${ORIGIN}/docs/errors`,
    `${ORIGIN}/docs/errors/`,
    `${ORIGIN}/docs/errors#rate-limited`,
    `${ORIGIN}/docs/errors#caf%C3%A9`,
    `${ORIGIN}/docs/graphql`,
    `${ORIGIN}/schema.graphql`,
    `${ORIGIN}/docs/errors.md`,
    'https://example.com/anything#x',
    'mailto:api@folio.example',
  ])
    assert.equal(linkProblem(href, targets), undefined, href);
  assert.equal(linkProblem(`${ORIGIN}/docs/eror`, targets), 'leads to no page or file of the site');
  assert.equal(linkProblem(`${ORIGIN}/docs/`, targets), 'leads to no page or file of the site');
  assert.equal(linkProblem(`${ORIGIN}/docs/errors#gone`, targets), 'names #gone, which no element of /docs/errors has');
  assert.equal(linkProblem('http://[::1', targets), 'is not a URL');
});

test('a broken link is named by the file and line it was written in; a link of the layout by its page', (t) => {
  const root = scratch(t);
  write(root, {
    'docs/guide.md': '# Guide\n\nRead [the errors](/docs/errors#gone).\n\nAnd [a type](../graphql/objects/folder.mdx#no-field).\n',
  });
  const pages = [
    page('/docs/errors', 'e', {targets: ['rate-limited']}),
    page('/docs/graphql/objects/folder', 'f', {targets: ['fields']}),
    page('/docs/guide', 'g', {
      source: 'docs/guide.md',
      links: [`${ORIGIN}/docs/errors#gone`, `${ORIGIN}/docs/graphql/objects/folder#no-field`, `${ORIGIN}/docs/errors#gone`],
    }),
    page('/blog', 'b', {links: [`${ORIGIN}/blog/missing`]}),
    // The not-found page's locale dropdown links its own path, which no page has.
    page('/404.html', '404.html', {links: [`${ORIGIN}/404`]}),
  ];
  const broken = brokenLinks(pages, linkTargets(pages, root), root);
  assert.deepEqual(broken, [
    {route: '/docs/guide', link: '/docs/errors#gone', problem: 'names #gone, which no element of /docs/errors has', where: 'docs/guide.md:3'},
    {
      route: '/docs/guide',
      link: '/docs/graphql/objects/folder#no-field',
      problem: 'names #no-field, which no element of /docs/graphql/objects/folder has',
      where: 'docs/guide.md:5',
    },
    {route: '/blog', link: '/blog/missing', problem: 'leads to no page or file of the site'},
  ]);
  const message = brokenLinksMessage(broken);
  assert.match(message, /^Broken links: 3\n/);
  assert.match(message, /docs\/guide\.md:3: the link \/docs\/errors#gone names #gone, which no element of \/docs\/errors has \(on \/docs\/guide\)/);
  assert.match(message, /\/blog \(a link of the page's layout: navbar, sidebar, footer or a generated section\): the link \/blog\/missing leads to no page/);
});

test('the line of a link: its path and fragment, else its fragment, its path, or its page’s name', () => {
  const text = 'one\n[x](./errors.md#limits)\n[y](/docs/errors)\n';
  assert.equal(lineOf(text, `${ORIGIN}/docs/errors#limits`), 2);
  assert.equal(lineOf(text, `${ORIGIN}/docs/errors`), 3);
  assert.equal(lineOf('a\nb\n[z](../guides/errors)', `${ORIGIN}/docs/errors`), 3);
  assert.equal(lineOf('nothing here', `${ORIGIN}/docs/errors`), undefined);
});

test('build/ is replaced by the finished site, the old one removed; a build stopped between the renames gets it back', (t) => {
  const root = scratch(t);
  const target = join(root, 'build');
  const ready = join(root, 'staging', 'ready');
  const aside = join(root, 'staging', 'previous');
  write(target, {'old.html': 'old'});
  write(ready, {'new.html': 'new'});
  replaceDir({target, ready, aside});
  assert.deepEqual(filesOf(target), ['new.html']);
  assert.equal(existsSync(ready), false);
  assert.equal(existsSync(aside), false);

  // The first time there is no build/ to put aside.
  rmSync(target, {recursive: true});
  write(ready, {'first.html': 'first'});
  replaceDir({target, ready, aside});
  assert.deepEqual(filesOf(target), ['first.html']);
  assert.throws(() => replaceDir({target, ready, aside}), /does not exist/);

  // Stopped between the two renames: build/ is aside, and the next build puts it back before anything else.
  write(aside, {'kept.html': 'kept'});
  rmSync(target, {recursive: true});
  assert.equal(restoreInterrupted({target, aside}), true);
  assert.deepEqual(filesOf(target), ['kept.html']);
  assert.equal(restoreInterrupted({target, aside}), false, 'nothing to restore once build/ is there');
});
