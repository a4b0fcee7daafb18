/**
 * The playground as a reader sees it:
 * - over the cost limit, on a phone and a desktop screen: no box clipped by the screen, outside its card or over
 *   another, a cost bar of at most three lines, and no Markdown shown as characters (support/playground-layout.ts);
 * - a response never outlives the mode and key it was produced with: every change of either empties it, and an
 *   answer still on its way for the old target does not land.
 */
import type {Page} from '@playwright/test';

import {site} from '../../src/site';
import {test, expect} from './support/fixtures';
import {MARKDOWN_SYNTAX} from './support/page-defects';
import {findPlaygroundLayoutDefects} from './support/playground-layout';
import {editorValue, fulfilWith, openPlayground, runAndReadResponse, setEditorValue} from './support/playground-page';
import {PHONE_VIEWPORT} from './support/screens';

const API_ORIGIN = new URL(site.apiHttpEndpoint).origin;
const TEST_API_KEY = 'folio_test_4f9c2d7e1a';

/** 10,202 points, more than the 2,500 allowed: the cost bar, the Run button's mark and the response all say so. */
const OVER_LIMIT =
  'query Big {\n  folders(first: 100) {\n    nodes {\n      documents(first: 100) {\n        nodes {\n          id\n        }\n      }\n    }\n  }\n}\n';

/** Text the IDE shows as text (not the editors' code) that holds Markdown syntax. */
async function markdownShown(page: Page): Promise<string[]> {
  return page.evaluate((syntax) => {
    const patterns = syntax.map(({name, source}) => ({name, pattern: new RegExp(source, 'u')}));
    const roots = [...document.querySelectorAll('main#playground, [role="tooltip"]')];
    const found: string[] = [];
    for (const root of roots) {
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const parent = node.parentElement;
        if (!parent || parent.closest('.monaco-editor, pre, code')) continue;
        if (!parent.checkVisibility()) continue;
        for (const {name, pattern} of patterns) {
          const match = pattern.exec(node.textContent ?? '');
          if (match)
            found.push(
              `${name} ${match[0]} in ${parent.tagName.toLowerCase()}: "${(node.textContent ?? '').trim().slice(0, 80)}"`,
            );
        }
      }
    }
    return found;
  }, MARKDOWN_SYNTAX);
}

async function layoutDefects(page: Page, state: string): Promise<string[]> {
  const defects = await page.evaluate(findPlaygroundLayoutDefects);
  return [
    ...defects.map(({kind, text}) => `${state}: ${kind}: ${text}`),
    ...(await markdownShown(page)).map((text) => `${state}: markdown syntax: ${text}`),
  ];
}

for (const [screen, viewport] of [
  ['phone', PHONE_VIEWPORT],
  ['desktop', {width: 1366, height: 768}],
] as const) {
  test.describe(`on a ${screen} screen (${viewport.width} px)`, () => {
    test.use({viewport});

    test('over the cost limit, nothing is clipped, out of its card or overlapping, and no Markdown shows as text', async ({
      page,
    }) => {
      await openPlayground(page, `?${new URLSearchParams({operation: OVER_LIMIT}).toString()}`);
      const found = await layoutDefects(page, 'the editor over the limit');
      await expect(page.getByTestId('run-over-limit')).toBeVisible();
      await runAndReadResponse(page);
      found.push(...(await layoutDefects(page, 'with the response')));
      await page.getByTestId('run-over-limit').hover();
      await expect(page.getByRole('tooltip')).toBeVisible();
      found.push(...(await layoutDefects(page, "with the Run button's tooltip")));
      expect(found.length, found.join('\n')).toBe(0);
    });
  });
}

test.describe('a response and the target it came from', () => {
  test.use({interceptedOrigins: [API_ORIGIN]});

  test('every change of mode or key empties the response, and an answer still on its way for the old one does not land', async ({
    page,
  }) => {
    // The live API cannot be reached unless a test step holds the request.
    let hold: ((release: () => void) => void) | undefined;
    await page.route(site.apiHttpEndpoint, async (route) => {
      if (hold) {
        await new Promise<void>((release) => hold!(release));
        await fulfilWith(route, {status: 200, body: '{"data":{"me":{"id":"VXNlcjox"}}}'});
      } else {
        await route.abort('internetdisconnected');
      }
    });
    await openPlayground(page);
    await setEditorValue(page, 'operation.graphql', '{ me { id } }');
    const keyField = page.getByLabel('API key');
    const liveRadio = page.getByRole('radio', {name: 'Live API'});
    const mockRadio = page.getByRole('radio', {name: 'Mock data'});
    const response = () => editorValue(page, 'response.json');
    // Each change is checked whatever the one before it did: the test names every change that leaves a response.
    const softly = expect.configure({soft: true});

    await test.step('a live error, then the key is cleared (mock data again)', async () => {
      await keyField.fill(TEST_API_KEY);
      expect(await runAndReadResponse(page)).toContain('Could not reach the API');
      await keyField.fill('');
      await expect(page.getByTestId('playground-mode-status')).not.toContainText('Operations are sent to');
      await softly.poll(response).toBe('');
    });

    await test.step('mock data, then a key is entered (live)', async () => {
      expect(await runAndReadResponse(page)).toContain('"me"');
      await keyField.fill(TEST_API_KEY);
      await softly.poll(response).toBe('');
    });

    await test.step('live, then the switch to mock data', async () => {
      expect(await runAndReadResponse(page)).toContain('Could not reach the API');
      await mockRadio.check();
      await softly.poll(response).toBe('');
    });

    await test.step('mock data, then the switch to live', async () => {
      expect(await runAndReadResponse(page)).toContain('"me"');
      await liveRadio.check();
      await softly.poll(response).toBe('');
    });

    await test.step('live, then another key', async () => {
      expect(await runAndReadResponse(page)).toContain('Could not reach the API');
      await keyField.fill(`${TEST_API_KEY}2`);
      await softly.poll(response).toBe('');
    });

    await test.step('a live answer on its way when the mode changes does not land', async () => {
      let release: () => void = () => undefined;
      const held = new Promise<void>((resolve) => {
        hold = (each) => {
          release = each;
          resolve();
        };
      });
      await page.getByRole('button', {name: /Execute query/i}).click();
      await held;
      await mockRadio.check();
      const answered = page.waitForResponse(site.apiHttpEndpoint);
      release();
      await answered;
      // GraphiQL is done with the run once its Run button is back.
      await expect(page.getByRole('button', {name: /Execute query/i})).toBeVisible();
      softly(await response()).toBe('');
      hold = undefined;
    });
  });
});
