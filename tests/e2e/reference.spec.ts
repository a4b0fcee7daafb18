import {existsSync, readFileSync, readdirSync} from 'node:fs';
import {join} from 'node:path';
import type {Page, Response} from '@playwright/test';
import {slugify} from '@graphql-markdown/utils';
import * as cheerio from 'cheerio';
import {getNamedType, isInputObjectType, isObjectType, type GraphQLSchema} from 'graphql';

import {INPUT_FIELDS_TITLE, SCHEMA_FILE} from '../../src/config/reference';
import {loadSchemaFile} from '../../src/graphql/schemaSource';
import {buildOperationExample, listRootFields} from '../../src/graphql/examples';
import {costMarkdown, exampleCost} from '../../src/graphql/cost';
import {itemDescription, listReferenceItems, summaryOf} from '../../src/graphql/markdown';
import {operationAccess, userErrorAnchor} from '../../src/graphql/access';
import {site} from '../../src/site';
import {expectedReferencePages} from '../../scripts/reference/pages';
import {BUILD_DIR, servedFileText} from './support/build-dir';
import {test, expect} from './support/fixtures';
import {waitForApp} from './support/app-ready';
import {operationPreview, startEditor} from './support/playground-page';

const BUILT_REFERENCE = join(BUILD_DIR, 'docs', 'graphql');
const schema: GraphQLSchema = loadSchemaFile(SCHEMA_FILE);

/** Pages Docusaurus wrote for one reference section (one folder with index.html per page). */
function builtPages(section: string): string[] {
  const dir = join(BUILT_REFERENCE, section);
  if (!existsSync(dir)) return [];
  return readdirSync(dir, {withFileTypes: true})
    .filter((entry) => entry.isDirectory() && existsSync(join(dir, entry.name, 'index.html')))
    .map((entry) => entry.name);
}

test('every schema item has exactly one built reference page, section by section', () => {
  const expected = expectedReferencePages(schema);
  expect(Object.keys(expected)).toEqual(
    expect.arrayContaining([
      'queries',
      'mutations',
      'subscriptions',
      'objects',
      'inputs',
      'enums',
      'scalars',
      'directives',
    ]),
  );
  for (const [section, names] of Object.entries(expected)) {
    const pages = builtPages(section);
    expect(pages.length, `pages in /docs/graphql/${section}`).toBe(names.length);
    expect(pages.sort()).toEqual(names.map((name) => slugify(name)).sort());
  }
});

test("every reference page's meta description is its item's description in brief, not its History note or half a line", async ({
  page,
}) => {
  const items = listReferenceItems(schema);
  expect(items.length).toBeGreaterThan(400);
  for (const item of items) {
    const summary = summaryOf(itemDescription(item));
    expect(summary, `${item.path} has a description`).not.toBe('');
    // The head only: the meta tags are there, and parsing every page whole took most of the test's time.
    const html = readFileSync(join(BUILD_DIR, item.path, 'index.html'), 'utf8');
    const $ = cheerio.load(html.slice(0, html.indexOf('</head>') + '</head>'.length));
    expect($('meta[name="description"]').attr('content'), item.path).toBe(summary);
    expect($('meta[property="og:description"]').attr('content'), item.path).toBe(summary);
  }
  // Pages whose first line Docusaurus would have taken: the History note, and a description that wraps.
  await page.goto('/docs/graphql/enums/document-sort-after');
  await expect(page.getByRole('heading', {level: 1})).toHaveText('DocumentSortAfter');
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', 'Sort keys of document lists.');
  const copy = await (await page.request.get('/docs/graphql/enums/company-role.md')).text();
  expect(copy).toContain(`\n> ${summaryOf(schema.getType('CompanyRole')?.description)}\n`);
  expect(copy).toMatch(/\n> Role of a user in a company\. .* folder permissions\.\n/);
});

test("the reference overview and the spec's sample routes exist", async ({page}) => {
  for (const path of [
    '/docs/graphql',
    '/docs/graphql/queries/me',
    '/docs/graphql/mutations/create-folder',
    '/docs/graphql/directives/one-of',
  ]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
  }
  await page.goto('/docs/graphql');
  await expect(page.getByRole('heading', {level: 1})).toHaveText('GraphQL API reference');
  await expect(page.locator('article')).toContainText('Authorization: Bearer');
});

const SIDEBAR_TOP_LEVEL = [
  'Overview',
  'Folders',
  'Documents',
  'Uploads',
  'Comments',
  'Labels',
  'Templates',
  'Exports',
  'Groups and users',
  'Notifications',
  'Dashboards',
  'Activity',
  'Company',
  'Lookup',
  'Types and directives',
  'Deprecated',
];

test('the reference sidebar groups operations by resource, the same in every part of the build', async ({page}) => {
  // The overview and an object page come from different parts of the two-part build npm test makes.
  for (const path of ['/docs/graphql', '/docs/graphql/objects/user', '/docs/graphql/mutations/create-folder']) {
    await page.goto(path);
    const sidebar = page.locator('nav[aria-label="Docs sidebar"]');
    const labels = await sidebar
      .locator(':scope > ul > li > div > :first-child, :scope > ul > li > a')
      .allTextContents();
    expect(labels, path).toEqual(SIDEBAR_TOP_LEVEL);
  }
  // createCommentOnDocument, deprecated, is in Comments (marked) and again under Deprecated.
  await page.goto('/docs/graphql/mutations/create-comment-on-document');
  const sidebar = page.locator('nav[aria-label="Docs sidebar"]');
  const comments = sidebar.locator(':scope > ul > li').filter({has: page.getByText('Comments', {exact: true})});
  // The mark is part of the link's name ("createCommentOnDocument Deprecated"), so it is heard, not only seen.
  const current = comments.getByRole('link', {name: /^createCommentOnDocument\s*Deprecated$/});
  await expect(current).toHaveAttribute('aria-current', 'page');
  await expect(current.locator('xpath=..')).toHaveClass(/reference-sidebar-deprecated/);
  // Deprecated holds the current page too, so it is open already: a click on its toggle would close it (a test that
  // clicked it passed only while the closing animation still showed the link, and failed on a slow CPU).
  const deprecated = sidebar.locator(':scope > ul > li').filter({has: page.getByText('Deprecated', {exact: true})});
  await expect(deprecated.getByRole('button').first()).toHaveAttribute('aria-expanded', 'true');
  await expect(deprecated.getByRole('link', {name: /^createCommentOnDocument\s*Deprecated$/})).toBeVisible();
});

test('an upcoming item says so on its page, in its Markdown copy and in the sidebar', async ({page}) => {
  await page.goto('/docs/graphql/mutations/get-upload-transaction-signed-url-for-parts');
  const note = page.locator('article [data-schema-status="upcoming"]');
  await expect(note).toContainText(/Upcoming.*not in the latest release of the API \(\d{4}-\d{2}-\d{2}\)/);
  const link = page
    .locator('nav[aria-label="Docs sidebar"]')
    .getByRole('link', {name: /^getUploadTransactionSignedUrlForParts\s*Upcoming$/});
  await expect(link.locator('xpath=..')).toHaveClass(/reference-sidebar-upcoming/);
  const after = await link.evaluate((element) => getComputedStyle(element, '::after').content);
  expect(after).toBe('"Upcoming"');
  expect(servedFileText(`${page.url()}.md`.replace(/\/\.md$/, '.md'))).toMatch(
    /\*\*Upcoming:\*\* not in the latest release/,
  );
});

test('a mutation page says what it requires and lists its user errors, each linked to its row of the errors guide; so does its copy', async ({
  page,
}) => {
  const field = schema.getMutationType()?.getFields()['createFolder'];
  const declared = field ? (operationAccess(schema, field).errors ?? []) : [];
  expect(declared.map((error) => error.code)).toContain('NAME_TAKEN');

  await page.goto('/docs/graphql/mutations/create-folder');
  const article = page.locator('article');
  const requires = article.locator('p').filter({hasText: /^Requires:/});
  await expect(requires).toHaveText(
    /^Requires: the EDIT permission on the parent folder\. A folder at the top level needs the MEMBER/,
  );
  await expect(requires.getByRole('link', {name: 'EDIT'})).toHaveAttribute(
    'href',
    '/docs/graphql/enums/permission-level#edit',
  );

  // The heading's name ends with its anchor's, "Direct link to Errors".
  await expect(article.getByRole('heading', {name: /^Errors\s*Direct link to Errors$/})).toBeVisible();
  const table = article.locator('table').filter({has: page.getByRole('columnheader', {name: 'Code'})});
  await expect(table.getByRole('columnheader')).toHaveText(['Code', 'Meaning']);
  const rows = table.locator('tbody tr');
  await expect(rows).toHaveCount(declared.length);
  for (const [index, error] of declared.entries()) {
    const cells = rows.nth(index).locator('td');
    // By its text: a code's <wbr> puts a space into the link's accessible name ("INVALID_ FORMAT").
    const link = cells.nth(0).locator('a');
    await expect(link).toHaveText(error.code);
    await expect(link).toHaveAttribute('href', `/docs/errors#${userErrorAnchor(error.code)}`);
    // The enum value's description, its code spans rendered as code.
    await expect(cells.nth(1)).toHaveText(error.meaning.replaceAll('`', ''));
  }

  // On a wide screen (the default viewport) every code is one line, INVALID_FORMAT as REQUIRED.
  const heights = await table
    .locator('tbody td:first-child code')
    .evaluateAll((codes) => codes.map((code) => Math.round(code.getBoundingClientRect().height)));
  expect(new Set(heights).size, `the codes' heights: ${heights.join(', ')}`).toBe(1);

  // The link leads to the code's row of the errors guide, in view and marked.
  await rows.filter({hasText: 'NAME_TAKEN'}).locator('td:first-child a').click();
  await page.waitForURL('**/docs/errors#user-error-name-taken');
  const target = page.locator(`[id="${userErrorAnchor('NAME_TAKEN')}"]`);
  await expect(target).toHaveText('NAME_TAKEN');
  await expect(target).toBeInViewport();
  expect(
    await target.evaluate((element) => getComputedStyle(element.closest('td') as Element).backgroundColor),
  ).not.toBe('rgba(0, 0, 0, 0)');

  const copy = servedFileText(new URL('/docs/graphql/mutations/create-folder.md', page.url()).href);
  expect(copy).toContain(
    `**Requires:** the [\`EDIT\`](${site.siteUrl}/docs/graphql/enums/permission-level#edit) permission on the parent folder.`,
  );
  expect(copy).toMatch(
    new RegExp(
      `\\| \\[\`NAME_TAKEN\`\\]\\(${site.siteUrl.replaceAll('.', '\\.')}/docs/errors#user-error-name-taken\\) +\\| A sibling folder`,
    ),
  );
});

test('on a phone, a mutation page’s Errors table stays in the text column: its box scrolls what does not fit, and says so', async ({
  page,
}) => {
  await page.setViewportSize({width: 390, height: 844});
  await page.goto('/docs/graphql/mutations/create-folder');
  const table = page.locator('article table').filter({has: page.getByRole('columnheader', {name: 'Code'})});
  const box = table.locator('xpath=..');
  const layout = await box.evaluate((element) => ({
    overflowX: getComputedStyle(element).overflowX,
    scrolls: element.scrollWidth > element.clientWidth,
    boxRight: element.getBoundingClientRect().right,
    pageWidth: document.documentElement.scrollWidth,
  }));
  expect(layout.pageWidth, 'the page is no wider than the screen').toBeLessThanOrEqual(390);
  expect(layout.boxRight).toBeLessThanOrEqual(390);
  expect(layout.overflowX).toBe('auto');
  // A box that scrolls takes the focus (arrow keys scroll it) and shows a shadow at its edge; one that fits does not.
  if (layout.scrolls) await expect(box).toHaveAttribute('tabindex', '0');
  else await expect(box).not.toHaveAttribute('tabindex', /./);
  expect(await box.evaluate((element) => getComputedStyle(element).backgroundImage)).toContain('gradient');
});

test('the old URLs of deprecated operations redirect to their pages under their sections', async ({page}) => {
  const deprecated = listReferenceItems(schema).filter(
    (item) => item.kind === 'operation' && item.field.deprecationReason != null,
  );
  expect(deprecated.length).toBeGreaterThan(0);
  for (const item of deprecated) {
    const old = item.path.replace('/docs/graphql/', '/docs/graphql/deprecated/');
    expect(existsSync(join(BUILD_DIR, old, 'index.html')), `${old}: a redirect page in the build`).toBe(true);
    await page.goto(old);
    await expect(page).toHaveURL(new RegExp(`${item.path}/?$`));
    await expect(page.locator('h1')).toHaveText(item.name);
  }
});

/**
 * The scripts a page has run by the time it is hydrated (which needs every chunk of its route), with their text.
 * The text is read from the served file (servedFileText).
 */
async function scriptsLoadedBy(page: Page, path: string): Promise<string[]> {
  const urls: string[] = [];
  const collect = (response: Response) => {
    if (response.request().resourceType() === 'script') urls.push(response.url());
  };
  page.on('response', collect);
  await page.goto(path);
  await waitForApp(page);
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
  page.off('response', collect);
  expect(urls.length).toBeGreaterThan(0);
  return urls.map(servedFileText);
}

test("a guide loads the guides' docs list and sidebar, not the reference's; a reference page loads the reference's, without the other pages' summaries", async ({
  page,
}) => {
  // A sidebar label of the reference's data: the reference instance's version metadata carries every reference
  // page's title for its sidebar and docs list; a guide, in the guides' instance, has no use for them.
  const referenceTitle = '"label":"AbortExportJobPayload"';
  const guideTitle = '"label":"Getting started"';
  const guide = await scriptsLoadedBy(page, '/docs/getting-started');
  expect(guide.some((script) => script.includes(guideTitle))).toBe(true);
  expect(guide.filter((script) => script.includes(referenceTitle))).toEqual([]);
  const reference = await scriptsLoadedBy(page, '/docs/graphql/queries/me');
  expect(reference.some((script) => script.includes(referenceTitle))).toBe(true);
  expect(reference.filter((script) => script.includes(guideTitle))).toEqual([]);
  // The docs list carries no page's summary: a reference page's summary is in that page's own data.
  const otherSummary = summaryOf(schema.getType('ExportJob')?.description);
  expect(otherSummary).toContain('A background job that exports documents');
  expect(reference.filter((script) => script.includes(JSON.stringify(otherSummary).slice(1, -1)))).toEqual([]);
});

const SAMPLED_OPERATIONS = [
  {operationType: 'query', fieldName: 'me', section: 'queries'},
  {operationType: 'mutation', fieldName: 'createFolder', section: 'mutations'},
  {operationType: 'mutation', fieldName: 'moveDocumentsToBin', section: 'mutations'},
  {operationType: 'subscription', fieldName: 'documentChanged', section: 'subscriptions'},
] as const;

for (const {operationType, fieldName, section} of SAMPLED_OPERATIONS) {
  test(`the ${fieldName} page shows its example, client snippets and a playground link`, async ({page}) => {
    const example = buildOperationExample(schema, operationType, fieldName);
    await page.goto(`/docs/graphql/${section}/${slugify(fieldName)}`);
    const article = page.locator('article');
    await expect(article.getByRole('heading', {name: 'Example', level: 3})).toBeVisible();
    await expect(article).toContainText(`${operationType} ${example.operationName}`);
    if (Object.keys(example.variables).length > 0) await expect(article).toContainText('Variables');
    const tabs = article.getByRole('tab');
    await expect(tabs.filter({hasText: 'JavaScript'})).toHaveCount(1);
    await expect(tabs.filter({hasText: 'Python'})).toHaveCount(1);
    if (operationType !== 'subscription') await expect(tabs.filter({hasText: 'curl'})).toHaveCount(1);

    const link = article.getByRole('link', {name: 'Open in playground'});
    const href = await link.getAttribute('href');
    const url = new URL(href!, 'http://localhost');
    expect(url.pathname).toBe('/playground');
    expect(url.searchParams.get('operation')).toBe(example.query);
    if (Object.keys(example.variables).length > 0) {
      expect(JSON.parse(url.searchParams.get('variables')!)).toEqual(example.variables);
    }
    // Hydrated, the link navigates in the reference's app, which leaves the IDE to the light build's playground page:
    // that page is loaded from the server, with the operation in its address.
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    await link.click();
    await expect(page).toHaveURL(/\/playground\?operation=/);
    await page.waitForFunction(() => {
      const [entry] = performance.getEntriesByType('navigation');
      return entry !== undefined && new URL(entry.name).pathname === '/playground';
    });
    await expect(operationPreview(page).getByLabel('Operation')).toContainText(example.operationName);
    await startEditor(page);
    await expect(page.locator('.graphiql-container')).toContainText(example.operationName);
  });
}

test('an example states its cost next to Open in playground, and how it changes with its page size, in HTML and Markdown', async ({
  page,
  request,
}) => {
  const example = buildOperationExample(schema, 'query', 'folders');
  const cost = exampleCost(schema, example.query, example.variables);
  expect(cost.pageSizes.map((effect) => effect.variable)).toEqual(['first']);
  await page.goto('/docs/graphql/queries/folders');
  const shown = page.locator('article').getByTestId('operation-cost');
  await expect(shown).toContainText(
    `Cost: ${cost.complexity.toLocaleString('en-US')} of 2,500 points, depth ${cost.depth} of 12`,
  );
  for (const point of cost.pageSizes[0]!.points) {
    await expect(shown).toContainText(`${point.pageSize} → ${point.complexity.toLocaleString('en-US')}`);
  }
  // In the toolbar the Run link is in, right before it.
  const toolbar = shown.locator('xpath=..');
  await expect(toolbar.getByRole('link', {name: 'Open in playground'})).toBeVisible();
  await expect(shown.getByRole('link', {name: 'formula'})).toHaveAttribute('href', '/docs/limits#query-complexity');

  const copy = await request.get('/docs/graphql/queries/folders.md');
  expect(copy.status()).toBe(200);
  expect(await copy.text()).toContain(costMarkdown(cost, site.siteUrl));
});

test('deprecated items are marked with their reason', async ({page}) => {
  const deprecatedField = Object.values(schema.getTypeMap())
    .filter(isObjectType)
    .filter(
      (type) =>
        !type.name.startsWith('__') &&
        type !== schema.getQueryType() &&
        type !== schema.getMutationType() &&
        type !== schema.getSubscriptionType(),
    )
    .flatMap((type) => Object.values(type.getFields()).map((field) => ({type, field})))
    .find(({field}) => field.deprecationReason);
  expect(deprecatedField, 'the schema deprecates at least one object field').toBeDefined();
  const {type, field} = deprecatedField!;
  await page.goto(`/docs/graphql/objects/${slugify(type.name)}`);
  const article = page.locator('article');
  // A deprecated field stays in place among the fields, with a "deprecated" badge and its reason.
  const heading = article.getByRole('heading', {name: new RegExp(`^${field.name}\\b`)});
  await expect(heading).toBeVisible();
  await expect(heading.locator('.badge--deprecated')).toHaveText('deprecated');
  // The reason is Markdown: its `code` spans render as <code>, so compare the text without backticks.
  await expect(article).toContainText(field.deprecationReason!.replaceAll('`', ''));
});

test('type pages show their relations', async ({page}) => {
  await page.goto('/docs/graphql/objects/folder');
  await expect(page.locator('article')).toContainText(/Returned By|Member Of/);
  await expect(page.locator('article')).toContainText(/Interfaces/);
  await page.goto('/docs/graphql/interfaces/node');
  await expect(page.locator('article')).toContainText(/Implemented By/);
});

test('field types link to their own reference pages', async ({page}) => {
  await page.goto('/docs/graphql/queries/me');
  const typeLink = page.locator('article a[href^="/docs/graphql/objects/"]').first();
  await expect(typeLink).toBeVisible();
  await typeLink.click();
  await expect(page).toHaveURL(/\/docs\/graphql\/objects\//);
  await expect(page.getByRole('heading', {level: 1})).toBeVisible();
});

test('the schema is downloadable from the site root, byte for byte', async ({request}) => {
  const response = await request.get(`/${SCHEMA_FILE}`);
  expect(response.status()).toBe(200);
  expect(await response.text()).toBe(readFileSync(SCHEMA_FILE, 'utf8'));
});

test('every operation of the schema has an example on its built page', () => {
  const missing = listRootFields(schema)
    .map(({operationType, fieldName}) => {
      const section = {query: 'queries', mutation: 'mutations', subscription: 'subscriptions'}[operationType];
      const file = join(BUILT_REFERENCE, section, slugify(fieldName), 'index.html');
      const html = existsSync(file) ? readFileSync(file, 'utf8') : '';
      return html.includes('Open in playground') ? undefined : `${operationType} ${fieldName}`;
    })
    .filter(Boolean);
  expect(missing).toEqual([]);
});

test("every mutation's page lists its input's fields after its arguments, each with an anchor of its own", () => {
  const wrong = Object.values(schema.getMutationType()!.getFields()).flatMap((mutation) => {
    const input = getNamedType(mutation.args[0]!.type);
    if (mutation.args.length !== 1 || !isInputObjectType(input)) return [`${mutation.name}: takes more than one input`];
    const $ = cheerio.load(readFileSync(join(BUILT_REFERENCE, 'mutations', slugify(mutation.name), 'index.html'), 'utf8'));
    const sections = $('article h3').map((_, heading) => $(heading).attr('id')).get();
    const at = sections.indexOf('input-fields');
    if (at === -1 || sections[at - 1] !== 'arguments' || $('#input-fields').text().replace('\u200b', '').trim() !== INPUT_FIELDS_TITLE) {
      return [`${mutation.name}: sections ${sections.join(', ')}`];
    }
    const listed = $('#input-fields').nextUntil('h3', 'h4').map((_, heading) => $(heading).attr('id')).get();
    const expected = Object.keys(input.getFields()).map((name) => `input-${slugify(name)}`);
    return listed.join() === expected.join() ? [] : [`${mutation.name}: lists ${listed.join()} for ${expected.join()}`];
  });
  expect(wrong).toEqual([]);
});

test("a link to one of a mutation's input fields shows that field and what it does", async ({page}) => {
  await page.goto('/docs/graphql/mutations/update-group#input-add-member-ids');
  const heading = page.locator('#input-add-member-ids');
  await expect(heading).toBeInViewport();
  await expect(heading).toContainText('addMemberIds');
  await expect(heading.locator('xpath=following-sibling::p[1]')).toHaveText('Users to add to the group, at most 100.');
  await heading.locator('a', {hasText: '[ID!]'}).click();
  await expect(page).toHaveURL(/\/docs\/graphql\/scalars\/id$/);
});
