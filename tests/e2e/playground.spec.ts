/**
 * The playground on the production build: client-only IDE, built-in schema, mock and live modes, the
 * API key's handling, deep links, readable failures, colour modes, and no IDE code on other routes.
 * Nothing reaches the real API: its HTTP endpoint is answered with `page.route` (forwarded to the local
 * mock API or fulfilled with a failure) and its WebSocket endpoint with `page.routeWebSocket`.
 */
import {readFileSync} from 'node:fs';
import {WebSocket as NodeWebSocket} from 'ws';
import type {Page} from '@playwright/test';

import {site} from '../../src/site';
import {axeViolations} from './support/a11y-scan';
import {listenToRequests} from './support/page-events';
import {holdAppBundle} from './support/app-ready';
import {test, expect} from './support/fixtures';
import {startPlaygroundMockApi, type RunningMockApi} from './support/playground-mock-api';
import {
  editorCaretLine,
  setEditorCaret,
  editorValue,
  type MonacoOnPage,
  fulfilWith,
  openPlayground,
  operationPreview,
  runAndReadResponse,
  setEditorValue,
  startEditor,
  useLiveMode,
} from './support/playground-page';
import {colourToggle} from './support/navbar';
import {PHONE_VIEWPORT} from './support/screens';
import {WELCOME_OPERATION} from '../../src/playground/session/welcomeOperation';
import {IDE_CODE_LOADED_MARK} from '../../src/playground/ide/performanceMarks';
import {operationCost} from '../../src/graphql/cost';
import {loadSchemaFile} from '../../src/graphql/schemaSource';
import {SCHEMA_FILE} from '../../src/config/reference';

const API_ORIGIN = new URL(site.apiHttpEndpoint).origin;
const REMEMBERED_KEY_ENTRY = 'folio.playground.apiKey';
const TEST_API_KEY = 'folio_test_4f9c2d7e1a';

function parse(responseText: string): {data?: Record<string, unknown>; errors?: Array<{message: string}>} {
  return JSON.parse(responseText) as {data?: Record<string, unknown>; errors?: Array<{message: string}>};
}

/** Runs the operation in the editor and waits for a response whose first error matches (a string: contains). */
async function runAndAwaitError(page: Page, expected: RegExp | string): Promise<void> {
  await page.getByRole('button', {name: /Execute query/i}).click();
  await expect
    .poll(async () => {
      const response = await editorValue(page, 'response.json');
      return response === '' ? '' : (parse(response).errors?.[0]?.message ?? response);
    })
    .toMatch(expected);
}

async function allStorageValues(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [localStorage, sessionStorage].flatMap((storage) =>
      Object.keys(storage).map((name) => `${name}=${storage.getItem(name) ?? ''}`),
    ),
  );
}

test.describe('loading', () => {
  test('the server-rendered page shows the welcome operation, highlighted, and no IDE', async ({request}) => {
    const html = await (await request.get('/playground')).text();
    expect(html).toMatch(/data-testid="?operation-preview/);
    expect(html).toMatch(/<span class="token keyword"[^>]*>query<\/span>/);
    expect(html).not.toMatch(/graphiql-container|monaco-editor/);
  });

  test('the editor is built only when reached for, with the operation the preview showed and the caret where clicked', async ({
    page,
  }) => {
    await page.goto('/playground');
    await expect(operationPreview(page)).toHaveAttribute('data-starts-editor', 'true');
    // The editor's code and the schema are downloaded in the background; the code is not evaluated, nor the editor
    // built, while nobody reaches for it (evaluating it is a long task on a phone).
    await expect
      .poll(() =>
        page.evaluate(() =>
          ['playground-ide', 'schema-'].every((name) =>
            performance.getEntriesByType('resource').some((entry) => new URL(entry.name).pathname.includes(name)),
          ),
        ),
      )
      .toBe(true);
    await page.waitForTimeout(1_000);
    await expect(page.locator('.graphiql-container, .monaco-editor')).toHaveCount(0);
    expect(await page.evaluate((mark) => performance.getEntriesByName(mark).length, IDE_CODE_LOADED_MARK), 'code evaluated').toBe(0);
    // Set when the IDE's modules are evaluated (monacoWorkers.ts), as a static import in the loader would do early.
    expect(await page.evaluate(() => 'MonacoEnvironment' in window), 'IDE modules evaluated').toBe(false);
    const previewText = await operationPreview(page).getByLabel('Operation').innerText();
    // Just after the text of line 3 ("    id"): the caret goes to its end.
    const line3 = operationPreview(page).locator('.token-line').nth(2);
    const box = (await line3.locator('.token').last().boundingBox())!;
    await page.mouse.click(box.x + box.width + 2, box.y + box.height / 2);
    await expect(page.locator('[data-editor-ready="true"]')).toBeVisible({timeout: 30_000});
    await expect(operationPreview(page)).toHaveCount(0);
    expect(await editorValue(page, 'operation.graphql')).toBe(WELCOME_OPERATION);
    expect(previewText.replace(/\s+/g, ' ').trim()).toBe(WELCOME_OPERATION.replace(/\s+/g, ' ').trim());
    await expect(page.locator('.graphiql-query-editor .monaco-editor.focused')).toHaveCount(1);
    expect(
      await page.evaluate(() =>
        (globalThis as unknown as MonacoOnPage).__MONACO.editor
          .getEditors()
          .find((editor) => editor.hasTextFocus())
          ?.getPosition(),
      ),
    ).toEqual({lineNumber: 3, column: 7});
  });

  const SHORT_DEEP_LINK = `?operation=${encodeURIComponent(
    'query Folder($id: ID!) {\n  folder(id: $id) {\n    name\n  }\n}\n',
  )}&variables=${encodeURIComponent('{\n  "id": "Rm9sZGVyOjQy"\n}')}`;
  for (const {screen, viewport, search} of [
    {screen: 'a desktop', viewport: {width: 1280, height: 900}, search: ''},
    {screen: 'a phone', viewport: PHONE_VIEWPORT, search: ''},
    // Fewer than ten lines (Monaco keeps room for two digits), and the variables editor open under the operation.
    {
      screen: 'a desktop, from a deep link with variables,',
      viewport: {width: 1280, height: 900},
      search: SHORT_DEEP_LINK,
    },
  ] as const) {
    test(`on ${screen} the editor takes the preview's place without the operation, its tab or Run moving`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await page.goto(`/playground${search}`);
      await expect(operationPreview(page)).toHaveAttribute('data-starts-editor', 'true');
      const place = async (selector: string) => {
        const element = page.locator(selector).first();
        // Monaco paints the lines' text a frame after the editor is ready.
        await expect(element).toBeVisible();
        // Monaco may render the line again between the check and the measure: measure the element then in place.
        let box: {x: number; y: number} | null = null;
        await expect(async () => {
          box = await element.boundingBox();
          expect(box).not.toBeNull();
        }).toPass({timeout: 5_000});
        const {x, y} = box!;
        return {x: Math.round(x), y: Math.round(y)};
      };
      const parts = {
        keyword: ['[data-operation] .token-line .token.keyword', '.graphiql-query-editor .view-line span span'],
        tab: ['[data-testid="operation-preview"] [class*="tab_"]', '.graphiql-tab'],
        run: ['[data-testid="operation-preview"] button', '.graphiql-execute-button'],
        ...(search && {
          variables: ['[aria-label="Variables"] .token-line .token', '.graphiql-editor-tool .view-line span span'],
        }),
      };
      const before: Record<string, {x: number; y: number}> = {};
      for (const [part, [inPreview]] of Object.entries(parts)) before[part] = await place(inPreview);
      await operationPreview(page).getByLabel('Operation').click();
      await expect(page.locator('[data-editor-ready="true"]')).toBeVisible({timeout: 30_000});
      for (const [part, [, inEditor]] of Object.entries(parts)) {
        const after = await place(inEditor);
        // Within a pixel: Monaco places text on its own line grid.
        expect(Math.abs(after.x - before[part]!.x), `${part} x`).toBeLessThanOrEqual(1);
        expect(Math.abs(after.y - before[part]!.y), `${part} y`).toBeLessThanOrEqual(1);
      }
    });
  }

  test('Run in the preview builds the editor and runs the operation', async ({page}) => {
    await page.goto('/playground');
    await expect(operationPreview(page)).toHaveAttribute('data-starts-editor', 'true');
    await operationPreview(page).getByRole('button', {name: 'Run'}).click();
    await expect(page.locator('[data-editor-ready="true"]')).toBeVisible({timeout: 30_000});
    await expect.poll(() => editorValue(page, 'response.json'), {timeout: 30_000}).toContain('"data"');
    expect(parse(await editorValue(page, 'response.json')).data?.['me']).toMatchObject({id: expect.any(String)});
  });

  test("when the editor's code cannot be downloaded, the preview says so and keeps the operation readable", async ({
    page,
  }) => {
    await page.route(/\/assets\/js\/playground-vendors\.[^/]+\.js$/, (route) => route.abort('internetdisconnected'));
    await page.goto('/playground');
    await expect(operationPreview(page)).toContainText(
      'The editor could not be loaded. Check your connection and try again.',
    );
    await expect(operationPreview(page).getByRole('button', {name: 'Run'})).toBeDisabled();
    await operationPreview(page).getByLabel('Operation').click();
    await expect(operationPreview(page).getByLabel('Operation')).toContainText('query WhoAmI');
    await expect(page.locator('.graphiql-container')).toHaveCount(0);
  });

  test("the editor's failed load offers Retry, which downloads the code again and builds the editor without a reload", async ({
    page,
  }) => {
    let reachable = false;
    await page.route(/\/assets\/js\/playground-vendors\.[^/]+\.js$/, (route) =>
      reachable ? route.continue() : route.abort('internetdisconnected'),
    );
    await page.goto('/playground');
    await expect(operationPreview(page)).toContainText('The editor could not be loaded.');
    await page.evaluate(() => Object.assign(window, {samePage: true}));
    reachable = true;
    await operationPreview(page).getByRole('button', {name: 'Retry'}).click();
    await expect(page.locator('[data-editor-ready="true"]')).toBeVisible({timeout: 30_000});
    expect(await editorValue(page, 'operation.graphql')).toContain('query WhoAmI');
    expect(await page.evaluate(() => 'samePage' in window), 'no page reload').toBe(true);
  });

  test('the schema comes as a file of its own, named by its content, which no script repeats', async ({page}) => {
    // Clicked once the preview builds the editor: a click on the server-rendered preview before then starts nothing.
    await openPlayground(page);
    const loaded = await page.evaluate(() =>
      performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname),
    );
    // Once prefetched and once read (from the browser's cache): one file.
    const schemaFiles = [...new Set(loaded.filter((path) => /^\/assets\/files\/schema-[0-9a-f]+\.graphql$/.test(path)))];
    expect(schemaFiles).toHaveLength(1);
    const sdl = await (await page.request.get(schemaFiles[0]!)).text();
    expect(sdl).toBe(readFileSync(SCHEMA_FILE, 'utf8'));
    // The schema's longest line with nothing a script would escape: a description, not a name the IDE also spells.
    const lines = sdl
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => !/["'`\\]/.test(line));
    const longest = lines.reduce((a, b) => (b.length > a.length ? b : a), '');
    expect(longest.length).toBeGreaterThan(60);
    const scripts = loaded.filter((path) => path.endsWith('.js'));
    expect(scripts.some((path) => /\/playground-ide\.[0-9a-f]+\.js$/.test(path))).toBe(true);
    for (const script of scripts)
      expect((await (await page.request.get(script)).text()).includes(longest), script).toBe(false);
  });

  test('the editor starts for a pointer that rests on the operation before the page hydrates', async ({page}) => {
    // The main bundle held back until the pointer is on the operation: no pointer event comes after.
    const release = await holdAppBundle(page);
    await page.goto('/playground', {waitUntil: 'commit'});
    await operationPreview(page).getByLabel('Operation').hover();
    release();
    await expect(page.locator('[data-editor-ready="true"]')).toBeVisible({timeout: 30_000});
  });

  test('a schema that cannot be downloaded is said in the preview, and Retry downloads it again', async ({page}) => {
    let reachable = false;
    await page.route(/\/assets\/files\/schema-[0-9a-f]+\.graphql$/, (route) =>
      reachable ? route.continue() : route.fulfill({status: 404, body: 'not found'}),
    );
    await page.goto('/playground');
    // The schema is read when the visitor reaches for the editor (its prefetch fails without a word).
    await operationPreview(page).getByLabel('Operation').hover();
    await expect(operationPreview(page)).toContainText('The editor could not be loaded.');
    reachable = true;
    await operationPreview(page).getByRole('button', {name: 'Retry'}).click();
    await expect(page.locator('[data-editor-ready="true"]')).toBeVisible({timeout: 30_000});
  });

  test("the executor's failed load shows its text and Retry, which runs the operation once the code arrives", async ({
    page,
  }) => {
    let reachable = false;
    await page.route(/\/assets\/js\/playground-mock-executor\.[^/]+\.js$/, (route) =>
      reachable ? route.continue() : route.abort('internetdisconnected'),
    );
    await openPlayground(page);
    await page.evaluate(() => Object.assign(window, {samePage: true}));
    await page.getByRole('button', {name: /Execute query/i}).click();
    const failure = page.getByTestId('executor-load-failure');
    await expect(failure).toContainText('could not be loaded. Check your connection and try again.');
    await expect.poll(() => editorValue(page, 'response.json')).toContain('could not load its executor');
    reachable = true;
    await failure.getByRole('button', {name: 'Retry'}).click();
    await expect(failure).toHaveCount(0);
    await expect.poll(() => editorValue(page, 'response.json'), {timeout: 20_000}).toContain('"data"');
    expect(await page.evaluate(() => 'samePage' in window), 'no page reload').toBe(true);
  });

  test('after a reload the preview shows the operation last edited, as the editor opens it', async ({page}) => {
    const edited = 'query MyFolders {\n  me {\n    name\n  }\n}\n';
    await openPlayground(page);
    await setEditorValue(page, 'operation.graphql', edited);
    // GraphiQL stores the operation shortly after an edit.
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('folio.playground.editor.graphiql:query')))
      .toBe(edited);
    await page.reload();
    await expect(operationPreview(page).getByLabel('Operation')).toContainText('MyFolders');
    await startEditor(page);
    expect(await editorValue(page, 'operation.graphql')).toBe(edited);
  });

  test('the IDE renders with the built-in schema and no introspection request', async ({page}) => {
    const graphqlRequests: string[] = [];
    page.on('request', (request) => {
      const {pathname} = new URL(request.url());
      // The IDE's own files (such as its GraphQL language worker) are static assets, not API requests.
      if (request.method() === 'POST' || (/graphql/.test(pathname) && !pathname.startsWith('/assets/'))) {
        graphqlRequests.push(request.url());
      }
    });
    await openPlayground(page);
    await expect(page.getByRole('heading', {name: 'Playground'})).toBeVisible();
    expect(await editorValue(page, 'operation.graphql')).toContain('me {');
    // The docs explorer lists the schema's root types without having asked any server.
    await page.getByRole('button', {name: /Show Documentation Explorer/i}).click();
    await expect(page.locator('.graphiql-doc-explorer')).toContainText('Query');
    expect(graphqlRequests).toEqual([]);
  });

  test('autocomplete offers fields from the built-in schema', async ({page}) => {
    await openPlayground(page);
    await setEditorValue(page, 'operation.graphql', '{\n  \n}');
    await page.locator('.graphiql-query-editor .view-line').nth(1).click();
    await page.keyboard.type('m');
    await page.keyboard.press('Control+Space');
    const suggestions = page.locator('.graphiql-query-editor .suggest-widget');
    await expect(suggestions).toBeVisible();
    await expect(suggestions.getByRole('option', {name: /^me\b/})).toBeVisible();
  });
});

test.describe('editing', () => {
  // Monaco cancels the browser's paste and inserts the clipboard text itself. This is a real paste, through the
  // system clipboard and Ctrl+V.
  test('pasting into the operation editor inserts the clipboard text', async ({page, context}) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await openPlayground(page);
    const pasted = 'query Pasted {\n  me {\n    id\n  }\n}';
    await page.evaluate((text) => navigator.clipboard.writeText(text), pasted);
    await setEditorValue(page, 'operation.graphql', '');
    await page.locator('.graphiql-query-editor .view-lines').click();
    await page.keyboard.press('Control+V');
    // Monaco re-indents pasted lines (trailing spaces, line endings); the text itself must be there.
    const withoutTrailingSpaces = (text: string) => text.replace(/[ \t\r]+$/gm, '');
    await expect.poll(async () => withoutTrailingSpaces(await editorValue(page, 'operation.graphql'))).toBe(pasted);
  });
});

test.describe('docs explorer', () => {
  test('renders the schema descriptions as Markdown: code, lists, links and emphasis', async ({page}) => {
    await openPlayground(page);
    await page.getByRole('button', {name: /Show Documentation Explorer/i}).click();
    const explorer = page.locator('.graphiql-doc-explorer');
    // The schema's own description: a paragraph and a bullet list with strong text, code and a link.
    await expect(explorer.locator('.graphiql-markdown-description li strong').first()).toHaveText('HTTP:');
    await expect(explorer.locator('.graphiql-markdown-description li code').first()).toHaveText(
      'POST https://api.folio.example/graphql',
    );
    await expect(explorer.getByRole('link', {name: 'graphql-transport-ws'})).toHaveAttribute(
      'href',
      'https://github.com/enisdenjo/graphql-ws/blob/master/PROTOCOL.md',
    );
    // A type's description, with its link; no Markdown syntax is left as text.
    await explorer.getByRole('link', {name: 'Query'}).first().click();
    await expect(explorer.getByRole('link', {name: 'Relay cursor connections'})).toHaveAttribute(
      'href',
      'https://relay.dev/graphql/connections.htm',
    );
    await expect(explorer.locator('.graphiql-markdown-description').first()).not.toContainText('`');
  });

  test('hovering a field in the operation shows its documentation from the schema', async ({page}) => {
    await openPlayground(page);
    expect(await editorValue(page, 'operation.graphql')).toContain('me {');
    await page.locator('.graphiql-query-editor .view-line span span', {hasText: /^me$/}).first().hover();
    await expect(page.locator('.monaco-hover:not(.hidden)')).toContainText('Query.me: User!');
    await expect(page.locator('.monaco-hover:not(.hidden)')).toContainText('The user the API key acts for.');
  });

  test('Ctrl+click on a field in the operation opens its page in the docs explorer', async ({page}) => {
    await openPlayground(page);
    expect(await editorValue(page, 'operation.graphql')).toContain('me {');
    // GraphiQL answers Monaco's go-to-definition with the field's docs. The click goes to the word's place rather
    // than to its element: holding Ctrl over a word makes Monaco render the line again (to underline the word as a
    // link), and a locator click would keep retrying on the element that render replaced.
    const word = (await page
      .locator('.graphiql-query-editor .view-line span span', {hasText: /^me$/})
      .first()
      .boundingBox())!;
    await page.keyboard.down('ControlOrMeta');
    await page.mouse.move(word.x + word.width / 2, word.y + word.height / 2);
    await page.mouse.down();
    await page.mouse.up();
    await page.keyboard.up('ControlOrMeta');
    await expect(page.locator('.graphiql-doc-explorer-title')).toHaveText('me');
    await expect(page.locator('.graphiql-doc-explorer')).toContainText('The user the API key acts for.');
  });

  test('search works with the keyboard: type, arrows, Enter', async ({page}) => {
    await openPlayground(page);
    await page.getByRole('button', {name: /Show Documentation Explorer/i}).click();
    const search = page.getByRole('combobox');
    await search.click();
    await search.pressSequentially('createFolder');
    const options = page.getByRole('listbox').getByRole('option');
    // Types come first (CreateFolderInput, CreateFolderPayload), then fields such as Mutation.createFolder.
    await expect(options.first()).toHaveText('CreateFolderInput');
    await expect(options.nth(1)).toHaveText('CreateFolderPayload');
    await expect(search).toHaveAttribute('aria-expanded', 'true');
    // The first result is active as soon as results show; Arrow Down and Arrow Up move the active option.
    const [firstId, secondId] = [await options.first().getAttribute('id'), await options.nth(1).getAttribute('id')];
    await expect(search).toHaveAttribute('aria-activedescendant', firstId!);
    await search.press('ArrowDown');
    await expect(search).toHaveAttribute('aria-activedescendant', secondId!);
    await search.press('ArrowUp');
    await expect(search).toHaveAttribute('aria-activedescendant', firstId!);
    // Headless UI's combobox is modal while its list is open: the rest of the page, headings included, is inert
    // until it closes, so the page-level heading rule cannot apply; every other rule does.
    expect((await axeViolations(page)).filter((violation) => !violation.startsWith('page-has-heading-one '))).toEqual(
      [],
    );
    // Escape closes the list and keeps the focus; an arrow key opens it again, on the first result.
    await search.press('Escape');
    await expect(page.getByRole('listbox')).toBeHidden();
    await expect(search).toHaveAttribute('aria-expanded', 'false');
    await expect(search).toBeFocused();
    expect(await axeViolations(page)).toEqual([]);
    await search.press('ArrowDown');
    await expect(search).toHaveAttribute('aria-expanded', 'true');
    await expect(search).toHaveAttribute('aria-activedescendant', (await options.first().getAttribute('id'))!);
    await search.press('Enter');
    await expect(page.locator('.graphiql-doc-explorer-title')).toHaveText('CreateFolderInput');
  });

  test('search results can be chosen with the pointer', async ({page}) => {
    await openPlayground(page);
    await page.getByRole('button', {name: /Show Documentation Explorer/i}).click();
    await page.getByRole('combobox').fill('DocumentConnection');
    await page.getByRole('option', {name: /^DocumentConnection$/}).click();
    await expect(page.locator('.graphiql-doc-explorer-title')).toHaveText('DocumentConnection');
  });
});

test.describe('mock mode', () => {
  test('is the default without a key and runs { me { id } } in the browser', async ({page}) => {
    const apiRequests: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).origin === API_ORIGIN) apiRequests.push(request.url());
    });
    await openPlayground(page);
    await expect(page.getByRole('radio', {name: 'Mock data'})).toBeChecked();
    const result = parse(await runAndReadResponse(page, '{ me { id } }'));
    expect(result.errors).toBeUndefined();
    expect(result.data?.['me']).toEqual({id: expect.any(String)});
    expect(apiRequests).toEqual([]);
  });

  test('validation and syntax errors come back as readable errors', async ({page}) => {
    await openPlayground(page);
    const invalid = parse(await runAndReadResponse(page, '{ me { noSuchField } }'));
    expect(invalid.errors?.[0]?.message).toMatch(/Cannot query field "noSuchField" on type "User"/);
    const broken = parse(await runAndReadResponse(page, '{ me { id '));
    expect(broken.errors?.[0]?.message).toMatch(/Syntax Error/);
  });

  test('a subscription streams events', async ({page}) => {
    await openPlayground(page);
    await setEditorValue(page, 'operation.graphql', 'subscription { companyChanged { id name } }');
    await page.getByRole('button', {name: /Execute query/i}).click();
    await expect
      .poll(async () => (await editorValue(page, 'response.json')).includes('"companyChanged"'), {timeout: 20_000})
      .toBe(true);
    // After its last event the stream completes and the button offers to run again.
    await expect(page.getByRole('button', {name: /Execute query/i})).toBeVisible({timeout: 20_000});
    expect(parse(await editorValue(page, 'response.json')).data?.['companyChanged']).toMatchObject({
      name: expect.any(String),
    });
  });
});

/** Over the complexity limit: 2 + 100 × (documents 1 + nodes (1 + 100 × id)) = 10,202 points. */
const OVER_LIMIT =
  'query Big {\n  folders(first: 100) {\n    nodes {\n      documents(first: 100) {\n        nodes {\n          id\n        }\n      }\n    }\n  }\n}';

/** A 200-line operation: aliased connections of folders with their documents, the last one at `first: 1`. */
function longOperation(): string {
  const lines = ['query Long {'];
  for (let index = 0; lines.length < 190; index++) {
    lines.push(`  f${index}: folders(first: 2) {`, '    nodes {', '      id', '      name', '    }', '  }');
  }
  lines.push('  last: folders(first: 1) {', '    nodes {', '      id', '      name', '    }', '  }', '}');
  return lines.join('\n');
}

test.describe('cost', () => {
  const schema = loadSchemaFile(SCHEMA_FILE);

  test('the cost is shown live and follows each keystroke; the time from key to cost is recorded', async ({page}) => {
    await openPlayground(page);
    const operation = longOperation();
    expect(operation.split('\n').length).toBeGreaterThanOrEqual(196);
    await setEditorValue(page, 'operation.graphql', operation);
    const bar = page.getByTestId('live-cost');
    const before = operationCost(schema, operation);
    await expect(bar).toHaveAttribute('data-complexity', String(before.complexity));
    await expect(bar).toContainText(`Complexity ${before.complexity.toLocaleString('en-US')} of 2,500 points`);
    await expect(bar).toContainText(`depth ${before.depth} of 12`);
    await expect(bar).toContainText('Costliest:');

    // The caret after `last: folders(first: 1`, then a keystroke: `first: 10`.
    const lineIndex = operation.split('\n').findIndex((line) => line.includes('last: folders(first: 1)'));
    await setEditorCaret(page, 'operation.graphql', {
      lineNumber: lineIndex + 1,
      column: '  last: folders(first: 1'.length + 1,
    });
    const after = operationCost(schema, operation.replace('last: folders(first: 1)', 'last: folders(first: 10)'));
    expect(after.complexity).toBe(before.complexity + 9 * 2);
    await page.evaluate((expected) => {
      const target = document.querySelector('[data-testid="live-cost"]')!;
      const record = globalThis as unknown as {costLatency?: Promise<number>};
      record.costLatency = new Promise((resolve) => {
        let pressed = 0;
        document.addEventListener('keydown', () => (pressed = performance.now()), {capture: true, once: true});
        const observer = new MutationObserver(() => {
          const bar = document.querySelector('[data-testid="live-cost"]') ?? target;
          if (bar.getAttribute('data-complexity') === expected) {
            observer.disconnect();
            resolve(performance.now() - pressed);
          }
        });
        observer.observe(target.parentElement!, {subtree: true, attributes: true, childList: true});
      });
    }, String(after.complexity));
    await page.keyboard.press('0');
    await expect(bar).toHaveAttribute('data-complexity', String(after.complexity));
    const latency = await page.evaluate(() => (globalThis as unknown as {costLatency: Promise<number>}).costLatency);
    // Recorded, not asserted: performance is judged by measurement, not by a timed test. The e2e browser runs V8
    // without its optimising compilers (playwright.config.ts), so this is slower than in a visitor's browser.
    const label = `keystroke-to-cost (ms, ${operation.split('\n').length}-line operation, V8 without optimising compilers)`;
    test.info().annotations.push({type: label, description: latency.toFixed(1)});
    console.log(`${label}: ${latency.toFixed(1)}`);
  });

  test('over the limit, the Run button says so and names the connection to shrink; mock data refuses it', async ({
    page,
  }) => {
    await openPlayground(page);
    await setEditorValue(page, 'operation.graphql', OVER_LIMIT);
    const mark = page.getByTestId('run-over-limit');
    await expect(mark).toBeVisible();
    await expect(mark).toHaveAccessibleName(
      /^Over the limit: the mock data refuses it, as the API would\. Press to go to what to shrink\.$/,
    );
    await expect(page.getByTestId('live-cost')).toContainText('Complexity 10,202 of 2,500 points');
    await expect(page.getByTestId('live-cost')).toContainText('Shrink folders to first: 24 (2,450 points).');
    await expect(page.getByTestId('live-cost').locator('code')).toHaveText('folders');
    // Pressing the mark puts the caret on the connection to shrink.
    await mark.click();
    const caretLine = await editorCaretLine(page, 'operation.graphql');
    expect(caretLine).toBe(2);
    const result = JSON.parse(await runAndReadResponse(page)) as {
      data?: unknown;
      errors?: Array<{extensions?: {code?: string; cost?: {complexity: number; depth: number}}}>;
    };
    expect(result.data).toBeUndefined();
    expect(result.errors?.[0]?.extensions).toMatchObject({
      code: 'QUERY_TOO_COMPLEX',
      cost: {complexity: 10202, depth: 5},
    });
    // Back within the limit, the mark goes.
    await setEditorValue(page, 'operation.graphql', OVER_LIMIT.replace('folders(first: 100)', 'folders(first: 24)'));
    await expect(mark).toHaveCount(0);
  });
});

test.describe('deep links', () => {
  test('open with the operation and variables of the link', async ({page}) => {
    const operation =
      'query Folder($id: ID!) {\n  node(id: $id) {\n    id\n    ... on Folder {\n      name\n    }\n  }\n}\n';
    const variables = {id: 'Rm9sZGVyOjQy'};
    const search = new URLSearchParams({operation, variables: JSON.stringify(variables)});
    await page.goto(`/playground?${search.toString()}`);
    // The preview shows what the editor will open with.
    await expect(operationPreview(page).getByLabel('Operation')).toContainText('query Folder($id: ID!)');
    await expect(operationPreview(page).getByLabel('Variables')).toContainText('"Rm9sZGVyOjQy"');
    await startEditor(page);
    expect(await editorValue(page, 'operation.graphql')).toBe(operation);
    expect(JSON.parse(await editorValue(page, 'variables.json'))).toEqual(variables);
    const result = parse(await runAndReadResponse(page));
    expect(result.errors).toBeUndefined();
    expect(result.data?.['node']).toMatchObject({id: variables.id});
  });
});

test.describe('live mode', () => {
  test.use({interceptedOrigins: [API_ORIGIN]});
  let mockApi: RunningMockApi;

  test.beforeAll(async () => {
    mockApi = await startPlaygroundMockApi();
  });

  test.afterAll(async () => {
    await mockApi.stop();
  });

  test('sends the key only in the Authorization header, to the configured endpoint', async ({page}) => {
    const requestedUrls: string[] = [];
    page.on('request', (request) => requestedUrls.push(request.url()));
    // The API's endpoint is answered by the local mock API: same method, headers and body.
    await page.route(site.apiHttpEndpoint, async (route) => {
      await route.fulfill({response: await route.fetch({url: mockApi.url})});
    });
    await openPlayground(page);
    await useLiveMode(page, TEST_API_KEY);
    const result = parse(await runAndReadResponse(page, 'query Me { me { id name } }'));
    expect(result.errors).toBeUndefined();
    expect(result.data?.['me']).toMatchObject({id: expect.any(String), name: expect.any(String)});

    const received = await mockApi.received();
    expect(received.filter((entry) => entry.method === 'POST').map((entry) => entry.headers.authorization)).toContain(
      `Bearer ${TEST_API_KEY}`,
    );
    expect(requestedUrls.filter((url) => url.includes(TEST_API_KEY))).toEqual([]);
    expect(requestedUrls.filter((url) => new URL(url).origin === API_ORIGIN)).toEqual([site.apiHttpEndpoint]);
    expect(page.url()).not.toContain(TEST_API_KEY);
    expect((await allStorageValues(page)).filter((entry) => entry.includes(TEST_API_KEY))).toEqual([]);
  });

  test("an operation over the limit still runs in live mode, and the answer shown is the server's", async ({page}) => {
    await page.route(site.apiHttpEndpoint, async (route) => {
      await route.fulfill({response: await route.fetch({url: mockApi.url})});
    });
    await openPlayground(page);
    await useLiveMode(page, TEST_API_KEY);
    await setEditorValue(page, 'operation.graphql', OVER_LIMIT);
    await expect(page.getByTestId('run-over-limit')).toHaveAccessibleName(
      /Run still sends it, and the API will refuse it/,
    );
    const receivedBefore = (await mockApi.received()).length;
    const result = JSON.parse(await runAndReadResponse(page)) as {errors?: Array<{extensions?: {code?: string}}>};
    expect(result.errors?.[0]?.extensions?.code).toBe('QUERY_TOO_COMPLEX');
    expect((await mockApi.received()).length).toBeGreaterThan(receivedBefore);
  });

  test('"Remember on this device" stores the key under one named entry and forgets it when unticked', async ({
    page,
  }) => {
    await openPlayground(page);
    await useLiveMode(page, TEST_API_KEY);
    await page.getByLabel('Remember on this device').check();
    expect(await page.evaluate((name) => localStorage.getItem(name), REMEMBERED_KEY_ENTRY)).toBe(TEST_API_KEY);
    expect((await allStorageValues(page)).filter((entry) => entry.includes(TEST_API_KEY))).toEqual([
      `${REMEMBERED_KEY_ENTRY}=${TEST_API_KEY}`,
    ]);
    await page.reload();
    await startEditor(page);
    await expect(page.getByLabel('API key')).toHaveValue(TEST_API_KEY);
    await expect(page.getByRole('radio', {name: 'Live API'})).toBeChecked();
    await page.getByLabel('Remember on this device').uncheck();
    expect(await page.evaluate((name) => localStorage.getItem(name), REMEMBERED_KEY_ENTRY)).toBeNull();
  });

  test('a subscription goes over the WebSocket with the key in connection_init', async ({page}) => {
    const initPayloads: unknown[] = [];
    // Forwards the page's WebSocket to the local mock API with a Node client, frame by frame.
    await page.routeWebSocket(site.apiWsEndpoint, (pageSocket) => {
      const upstream = new NodeWebSocket(mockApi.wsUrl, 'graphql-transport-ws');
      const pending: string[] = [];
      upstream.on('open', () => pending.splice(0).forEach((message) => upstream.send(message)));
      upstream.on('message', (data) => pageSocket.send(data.toString()));
      upstream.on('close', (code, reason) => pageSocket.close({code, reason: reason.toString()}));
      pageSocket.onMessage((message) => {
        const text = typeof message === 'string' ? message : message.toString();
        const parsed = JSON.parse(text) as {type?: string; payload?: unknown};
        if (parsed.type === 'connection_init') initPayloads.push(parsed.payload);
        if (upstream.readyState === NodeWebSocket.OPEN) upstream.send(text);
        else pending.push(text);
      });
      pageSocket.onClose(() => upstream.close());
    });
    await openPlayground(page);
    await useLiveMode(page, TEST_API_KEY);
    await setEditorValue(page, 'operation.graphql', 'subscription { companyChanged { id name } }');
    await page.getByRole('button', {name: /Execute query/i}).click();
    await expect
      .poll(async () => (await editorValue(page, 'response.json')).includes('"companyChanged"'), {timeout: 15_000})
      .toBe(true);
    expect(initPayloads).toEqual([{authorization: `Bearer ${TEST_API_KEY}`}]);
  });
});

test.describe('live mode failures', () => {
  test.use({interceptedOrigins: [API_ORIGIN]});

  const httpCases = [
    {
      name: 'HTTP 401',
      reply: {status: 401, body: '{"errors":[{"message":"Invalid API key"}]}'},
      expected: /API key was rejected \(HTTP 401\).*Invalid API key/,
    },
    {
      name: 'HTTP 403',
      reply: {status: 403, body: '{"errors":[{"message":"Forbidden"}]}'},
      expected: /not allowed to do this \(HTTP 403\)/,
    },
    {
      name: 'HTTP 429',
      reply: {status: 429, body: '{"errors":[{"message":"Rate limit"}]}', headers: {'retry-after': '17'}},
      expected: /HTTP 429.*wait 17 seconds/,
    },
    {
      name: 'HTTP 503',
      reply: {status: 503, body: 'upstream unavailable', contentType: 'text/plain'},
      expected: /HTTP 503.*problem on the server/,
    },
    {
      name: 'a non-JSON reply',
      reply: {status: 200, body: '<!doctype html><title>Sign in</title>', contentType: 'text/html'},
      expected: /not JSON \(HTTP 200.*text\/html\)/,
    },
  ];

  // One editor serves every case: each run's message differs from the one before, so the response is awaited by it.
  test('each failed HTTP reply, and a network failure, gives a readable message', async ({page}) => {
    let reply: (typeof httpCases)[number]['reply'] | 'network failure' = httpCases[0]!.reply;
    await page.route(site.apiHttpEndpoint, (route) =>
      reply === 'network failure' ? route.abort('internetdisconnected') : fulfilWith(route, reply),
    );
    await openPlayground(page);
    await useLiveMode(page, TEST_API_KEY);
    await setEditorValue(page, 'operation.graphql', '{ me { id } }');
    const cases = [
      ...httpCases,
      {
        name: 'a network failure',
        reply: 'network failure' as const,
        expected: `Could not reach the API at ${site.apiHttpEndpoint}`,
      },
    ];
    for (const each of cases) {
      await test.step(each.name, async () => {
        reply = each.reply;
        await runAndAwaitError(page, each.expected);
      });
    }
  });

  test('a live run without a key explains what to do and sends nothing', async ({page}) => {
    const apiRequests: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).origin === API_ORIGIN) apiRequests.push(request.url());
    });
    await openPlayground(page);
    await page.getByRole('radio', {name: 'Live API'}).check();
    const result = parse(await runAndReadResponse(page, '{ me { id } }'));
    expect(result.errors?.[0]?.message).toMatch(/Live mode needs an API key/);
    expect(apiRequests).toEqual([]);
  });

  const socketCases = [
    {
      name: 'a WebSocket that cannot connect',
      close: {code: 1006, reason: ''},
      expected: /could not be opened or was cut \(close code 1006\)/,
    },
    {
      name: 'a WebSocket that rejects the key',
      close: {code: 4401, reason: 'Unauthorized'},
      expected: /API key was rejected.*4401/,
    },
  ];

  test('a WebSocket that cannot connect, or rejects the key, gives a readable message', async ({page}) => {
    let close = socketCases[0]!.close;
    await page.routeWebSocket(site.apiWsEndpoint, (pageSocket) => {
      pageSocket.onMessage(() => pageSocket.close(close));
    });
    await openPlayground(page);
    await useLiveMode(page, TEST_API_KEY);
    await setEditorValue(page, 'operation.graphql', 'subscription { companyChanged { id } }');
    for (const each of socketCases) {
      await test.step(each.name, async () => {
        close = each.close;
        await runAndAwaitError(page, each.expected);
      });
    }
  });
});

/** Monaco marks each editor with its theme's base: `vs` (light) or `vs-dark`. */
const monacoThemeClass = {dark: /(^|\s)vs-dark(\s|$)/, light: /(^|\s)vs(\s|$)/} as const;

test.describe('colour modes', () => {
  for (const mode of ['dark', 'light'] as const) {
    test(`the IDE follows the site in ${mode} mode`, async ({page}, testInfo) => {
      await page.addInitScript((theme) => localStorage.setItem('theme', theme), mode);
      await openPlayground(page);
      await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
      await expect(page.locator('body')).toHaveClass(new RegExp(`graphiql-${mode}`));
      // Monaco's own theme, which colours the editors' text: each editor carries its base theme's class.
      await runAndReadResponse(page, '{ me { id name } }');
      const editors = page.locator('.graphiql-container .monaco-editor');
      await expect(editors).toHaveCount(3);
      for (const editor of await editors.all()) await expect(editor).toHaveClass(monacoThemeClass[mode]);
      await testInfo.attach(`playground-${mode}`, {body: await page.screenshot(), contentType: 'image/png'});
    });
  }

  test('switching the site mode switches the IDE', async ({page}) => {
    await page.addInitScript(() => localStorage.setItem('theme', 'dark'));
    await openPlayground(page);
    await colourToggle(page).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    await expect(page.locator('body')).toHaveClass(/graphiql-light/);
    await expect(page.locator('.graphiql-query-editor .monaco-editor')).toHaveClass(monacoThemeClass.light);
  });
});

test.describe('on a phone', () => {
  test.use({viewport: PHONE_VIEWPORT});

  test('the response is under the operation, each as wide as the IDE allows', async ({page}) => {
    await openPlayground(page);
    await runAndReadResponse(page, '{ me { id name } }');
    const operation = (await page.locator('.graphiql-query-editor .monaco-editor').boundingBox())!;
    const response = (await page.locator('.graphiql-response .monaco-editor').boundingBox())!;
    const sessions = (await page.locator('.graphiql-sessions').boundingBox())!;
    // Side by side (GraphiQL's own layout) the operation editor was 64 px wide on this screen.
    expect(operation.width).toBeGreaterThan(sessions.width / 2);
    expect(response.width).toBeGreaterThan(sessions.width / 2);
    expect(response.y).toBeGreaterThanOrEqual(operation.y + operation.height);
    expect(operation.height).toBeGreaterThan(150);
    expect(response.height).toBeGreaterThan(150);
  });

  test('the docs explorer covers the editors while open, and closes from the sidebar', async ({page}) => {
    await openPlayground(page);
    await page.getByRole('button', {name: /Show Documentation Explorer/i}).click();
    const explorer = (await page.locator('.graphiql-plugin').boundingBox())!;
    const main = (await page.locator('.graphiql-main').boundingBox())!;
    expect(explorer.width).toBeCloseTo(main.width, 0);
    await expect(page.locator('.graphiql-doc-explorer')).toBeVisible();
    await page.getByRole('button', {name: /Hide Documentation Explorer/i}).click();
    await expect(page.locator('.graphiql-doc-explorer')).toBeHidden();
    // The operation is back, clickable and as wide as before.
    await page.locator('.graphiql-query-editor .view-line').first().click();
    expect((await page.locator('.graphiql-query-editor .monaco-editor').boundingBox())!.width).toBeGreaterThan(
      main.width / 2,
    );
  });
});

test.describe('other routes', () => {
  for (const route of ['/', '/docs/getting-started']) {
    test(`${route} loads no IDE code or CSS`, async ({page, request}) => {
      const assets = new Set<string>();
      const stopListening = listenToRequests(page, async (each) => {
        const url = new URL(each.url());
        const purpose = (await each.allHeaders())['sec-purpose'] ?? '';
        // Docusaurus prefetches the chunks of visible links; those are not this route's code.
        if (/prefetch/.test(purpose)) return;
        if (/\.(js|css)$/.test(url.pathname)) assets.add(url.pathname);
      });
      await page.goto(route);
      await page.waitForLoadState('networkidle');
      await stopListening();
      expect(assets.size).toBeGreaterThan(0);
      for (const asset of assets) {
        const text = await (await request.get(asset)).text();
        expect(text, `${asset} must not carry IDE code`).not.toMatch(
          /monaco-editor|graphiql-container|MonacoEnvironment/,
        );
      }
    });
  }
});
