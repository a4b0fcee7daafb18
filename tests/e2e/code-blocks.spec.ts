import type {Page} from '@playwright/test';

import {test, expect} from './support/fixtures';
import {holdAppBundle, waitForApp, waitForHydration} from './support/app-ready';
import {holdIdleCallbacks, type HeldIdleCallbacks} from './support/idle';
import {colourToggle} from './support/navbar';
import {prismTokenStyle} from './support/prism-styles';
import {darkCodeTheme, lightCodeTheme} from '../../src/prism/themes';

/**
 * Code blocks and tab sets after hydration (issue 60): the server's elements stay. Theme-classic remounted every block
 * and every tab set right after hydration, which re-highlighted and rebuilt them all, the largest share of a guide's
 * main-thread time on a phone (patches/@docusaurus+theme-classic+*.patch says why it is safe,
 * maintainers/performance.md what it buys).
 */
const GUIDE = '/docs/guides/documents/create-documents';
const GETTING_STARTED = '/docs/getting-started';

/** Waits until every code block has its buttons: the theme renders them once the page knows it is in a browser. */
async function waitForCodeBlockButtons(page: Page): Promise<void> {
  await waitForApp(page);
  await expect
    .poll(() => page.evaluate(() => [...document.querySelectorAll('.theme-code-block')].every((block) => block.querySelector('button') !== null)))
    .toBe(true);
}

/**
 * Marks the elements the page was served with, as parsed, before the app's scripts run (they load after the first
 * paint): `servedWithPage` on an element later tells it is the same element.
 */
async function markServed(page: Page, selector: string): Promise<void> {
  await page.addInitScript((within) => {
    document.addEventListener('DOMContentLoaded', () => {
      for (const element of document.querySelectorAll(within)) (element as HTMLElement & {servedWithPage?: boolean}).servedWithPage = true;
    });
  }, selector);
}

test('the code blocks and tab sets a page was served with are the ones it shows once React has it', async ({page, pageErrors}) => {
  // Each block's <pre> and tokens and each tab set.
  await markServed(page, '.theme-code-block pre, .theme-code-block .token, .tabs-container');
  await page.goto(GUIDE);
  await waitForCodeBlockButtons(page);
  const served = (selector: string) =>
    page.evaluate(
      (within) => [...document.querySelectorAll(within)].map((element) => (element as HTMLElement & {servedWithPage?: boolean}).servedWithPage === true),
      selector,
    );
  const blocks = await served('.theme-code-block pre');
  const inTabs = await served('[role=tabpanel] .theme-code-block pre');
  const tabSets = await served('.tabs-container');
  expect(blocks.length, 'the guide has code blocks').toBeGreaterThan(3);
  expect(inTabs.length, 'the guide has code blocks in tabs').toBeGreaterThan(1);
  expect(tabSets.length, 'the guide has a tab set').toBeGreaterThan(0);
  expect(blocks.every(Boolean), 'every block is the element served with the page').toBe(true);
  expect(tabSets.every(Boolean), 'every tab set is the element served with the page').toBe(true);
  // src/theme/CodeBlock/Content: the highlighted code is kept as served, not highlighted and hydrated again token by
  // token. React marks each element it hydrates with a `__reactFiber$…` property; a served token has none.
  const tokens = await page.evaluate(() =>
    [...document.querySelectorAll('.theme-code-block .token')].map((token) => ({
      served: (token as HTMLElement & {servedWithPage?: boolean}).servedWithPage === true,
      hydrated: Object.keys(token).some((key) => key.startsWith('__reactFiber$')),
    })),
  );
  expect(tokens.length, 'the guide has highlighted code').toBeGreaterThan(100);
  expect(tokens.every((token) => token.served), 'every token is the element served with the page').toBe(true);
  expect(tokens.filter((token) => token.hydrated), 'tokens React went through while hydrating').toEqual([]);
  expect(pageErrors.map((error) => error.message)).toEqual([]);
});

/** The class names src/prism/tokenColours.ts adds to a token (mode, property, type), which are none of its types. */
const COLOUR_CLASS = /^[ld](c|fs|o)-/;

test('every code token looks as its Prism theme styles it, in both colour modes, and neither it nor its line has a style attribute', async ({
  page,
  pageErrors,
}) => {
  // A guide (GraphQL, JSON, JavaScript, Python, shell) and an operation page (typed TypeScript).
  for (const path of [GUIDE, '/docs/graphql/mutations/create-folder']) {
    await page.goto(path);
    await waitForCodeBlockButtons(page);
    const tokens = await page.evaluate(
      (colourClass) =>
        [...document.querySelectorAll('.theme-code-block .token')]
          .filter((token) => token.textContent !== '')
          .map((token) => ({types: [...token.classList].filter((name) => name !== 'token' && !new RegExp(colourClass).test(name)), style: token.getAttribute('style')})),
      COLOUR_CLASS.source,
    );
    expect(tokens.length, `${path} has highlighted code`).toBeGreaterThan(100);
    expect(tokens.filter((token) => token.types.length > 1).length, `${path} has tokens of nested types`).toBeGreaterThan(5);
    expect(tokens.filter((token) => token.style !== null), 'tokens with a style attribute').toEqual([]);
    expect(await page.locator('.theme-code-block .token-line[style]').count(), 'lines with a style attribute').toBe(0);

    // The mode the page opens in (the first page's is dark, the default), then the other.
    const opened = await page.locator('html').getAttribute('data-theme');
    const modes = opened === 'dark' ? (['dark', 'light'] as const) : (['light', 'dark'] as const);
    for (const [index, mode] of modes.entries()) {
      const theme = mode === 'dark' ? darkCodeTheme : lightCodeTheme;
      if (index > 0) {
        await colourToggle(page).click();
        await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
      }
      const expected = Object.fromEntries(
        tokens.map(({types}) => [types.join(' '), {color: theme.plain.color, fontStyle: 'normal', opacity: '1', ...prismTokenStyle(theme, types)}]),
      );
      // Each token's computed look beside that of a probe given Prism's inline style (polled: the toggle's effects
      // and the block's plain colour follow the click).
      const mismatches = () =>
        page.evaluate(({styles, colourClass}) => {
          const probe = document.body.appendChild(document.createElement('span'));
          const found: string[] = [];
          for (const token of document.querySelectorAll('.theme-code-block .token')) {
            if (token.textContent === '') continue;
            const key = [...token.classList].filter((name) => name !== 'token' && !new RegExp(colourClass).test(name)).join(' ');
            const style = styles[key];
            Object.assign(probe.style, {color: String(style.color), fontStyle: String(style.fontStyle), opacity: String(style.opacity)});
            const want = getComputedStyle(probe);
            const got = getComputedStyle(token);
            for (const property of ['color', 'fontStyle', 'opacity'] as const)
              if (got[property] !== want[property]) found.push(`${key} "${token.textContent}": ${property} ${got[property]}, not ${want[property]}`);
          }
          probe.remove();
          return found.slice(0, 10);
        }, {styles: expected, colourClass: COLOUR_CLASS.source});
      await expect.poll(mismatches, {message: `${path}, ${mode} mode`}).toEqual([]);
    }
  }
  expect(pageErrors.map((error) => error.message)).toEqual([]);
});

test('a served code block stays as served in the other colour mode and back, in that mode’s colours, and keeps its word wrap', async ({
  page,
  pageErrors,
}) => {
  // A phone's width, where the block is wider than the screen and so has a word-wrap button.
  await page.setViewportSize({width: 390, height: 844});
  await markServed(page, '.theme-code-block .token');
  await page.goto(GUIDE);
  await waitForCodeBlockButtons(page);
  const block = page.locator('.theme-code-block').filter({has: page.locator('pre.language-graphql')}).first();
  const keyword = block.locator('.token.keyword').first();
  const look = () =>
    block.evaluate((element) => {
      const keyword = element.querySelector('.token.keyword') as HTMLElement & {servedWithPage?: boolean};
      return {
        keyword: getComputedStyle(keyword).color,
        background: getComputedStyle(element.querySelector('pre')!).backgroundColor,
        served: keyword.servedWithPage === true,
        text: element.querySelector('code')!.textContent,
        wrapped: getComputedStyle(element.querySelector('code')!).whiteSpace === 'pre-wrap',
      };
    });
  const served = await look();
  // Dracula, the dark Prism theme: its keyword colour and background.
  expect(served).toMatchObject({keyword: 'rgb(189, 147, 249)', background: 'rgb(40, 42, 54)', served: true});
  expect(served.text).toMatch(/mutation/);

  await block.evaluate((element) => element.scrollIntoView({block: 'center'}));
  await block.hover();
  await block.getByRole('button', {name: 'Toggle word wrap'}).click();
  await expect.poll(look).toEqual({...served, wrapped: true});

  // The colour-mode toggle is in the navbar at a desktop's width; a wrapped block keeps its button. The light theme
  // (GitHub's, recoloured) on the same served elements.
  await page.setViewportSize({width: 1366, height: 900});
  await colourToggle(page).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  await expect.poll(look).toEqual({...served, keyword: 'rgb(0, 0, 159)', background: 'rgb(246, 248, 250)', wrapped: true});
  await colourToggle(page).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect.poll(look).toEqual({...served, wrapped: true});
  await expect(keyword).toBeVisible();
  await block.getByRole('button', {name: 'Toggle word wrap'}).click();
  await expect.poll(look).toEqual(served);
  expect(pageErrors.map((error) => error.message)).toEqual([]);
});

test('a reader in light mode sees the served code blocks in light colours from the first paint, before the app runs', async ({page}) => {
  // The pages are rendered in the default mode (dark): a reader who chose light mode gets them with dark colours inline.
  await page.addInitScript(() => localStorage.setItem('theme', 'light'));
  const release = await holdAppBundle(page);
  for (const path of [GUIDE, '/docs/graphql/mutations/move-folder-to-folder']) {
    await page.goto(path, {waitUntil: 'commit'});
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    await expect(page.locator('.theme-code-block pre').first()).toBeVisible();
    // The first paint waits for the page's stylesheets (each app has its own): so does this look, or it reads a page
    // whose stylesheet is still on its way.
    await page.waitForFunction(() =>
      [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].every((link) => link.sheet !== null),
    );
    const looks = await page.evaluate(() =>
      [...document.querySelectorAll('.theme-code-block')].map((block) => ({
        block: getComputedStyle(block).getPropertyValue('--prism-background-color').trim().toLowerCase(),
        background: getComputedStyle(block.querySelector('pre')!).backgroundColor,
        text: getComputedStyle(block.querySelector('pre')!).color,
        punctuation: (() => {
          const token = block.querySelector('.token.punctuation');
          return token ? getComputedStyle(token).color : undefined;
        })(),
      })),
    );
    expect(looks.length, `${path} has code blocks`).toBeGreaterThan(3);
    expect(await page.evaluate(() => 'docusaurusRoot' in window), 'the app has not started').toBe(false);
    // GitHub's Prism theme, the light one: its background, plain colour and punctuation colour.
    for (const look of looks)
      expect(look, path).toEqual({
        block: lightCodeTheme.plain.backgroundColor!.toLowerCase(),
        background: 'rgb(246, 248, 250)',
        text: 'rgb(57, 58, 52)',
        punctuation: look.punctuation === undefined ? undefined : 'rgb(57, 58, 52)',
      });
    expect(looks.some((look) => look.punctuation !== undefined), `${path} has punctuation`).toBe(true);
  }
  release();
});

/**
 * Prism's grammars, which only the highlighter's chunks define (`greedy` is an option of a grammar's token). A page's
 * start-up does without them (src/theme/CodeBlock/Content/loadHighlighter.ts).
 */
const PRISM_GRAMMARS = /\bgreedy:/;

/**
 * Watches the scripts that define Prism's grammars: `requested` lists them as the page asks for them, `delivered` once
 * the page has them. With `hold`, each is held back until `release` is called.
 */
async function watchHighlighter(page: Page, {hold}: {hold: boolean}): Promise<{requested: string[]; delivered: string[]; release: () => void}> {
  const requested: string[] = [];
  const delivered: string[] = [];
  let release = () => {};
  const released = hold ? new Promise<void>((resolve) => (release = resolve)) : Promise.resolve();
  await page.route(/\/assets\/js\/[^/]+\.js$/, async (route) => {
    const response = await route.fetch();
    const grammars = PRISM_GRAMMARS.test(await response.text());
    const path = new URL(route.request().url()).pathname;
    if (grammars) {
      requested.push(path);
      await released;
    }
    await route.fulfill({response});
    if (grammars) delivered.push(path);
  });
  return {requested, delivered, release};
}

/** A guide the create-documents guide's sidebar links to, with code blocks. */
const NEXT_GUIDE = '/docs/guides/documents/getting-documents';

function sidebarLink(page: Page, href: string) {
  return page.locator(`.theme-doc-sidebar-container a.menu__link[href="${href}"]`);
}

/** The guide's first GraphQL block. */
function graphqlBlock(page: Page) {
  return page.locator('.theme-code-block').filter({has: page.locator('pre.language-graphql')}).first();
}

test('hydration does not render the served code blocks again in an update of its own', async ({page, pageErrors}) => {
  // React's DevTools hook (the one React DOM reports each commit to) records, for each commit, how many served blocks
  // the component that renders their <pre> rendered again in it (a new list of hook states).
  await page.addInitScript(() => {
    type Fiber = {tag: number; stateNode: unknown; child: Fiber | null; sibling: Fiber | null; return: Fiber | null; memoizedState: unknown};
    const state = window as unknown as {blockRenders: number[][]};
    state.blockRenders = [];
    const lastStates = new Map<unknown, unknown>();
    (window as unknown as {__REACT_DEVTOOLS_GLOBAL_HOOK__: object}).__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
      supportsFiber: true,
      isDisabled: false,
      renderers: new Map(),
      inject: () => 1,
      checkDCE: () => {},
      onScheduleFiberRoot: () => {},
      onCommitFiberUnmount: () => {},
      onPostCommitFiberRoot: () => {},
      onCommitFiberRoot: (_renderer: number, root: {current: Fiber}) => {
        const blocks = new Set(document.querySelectorAll('.theme-code-block pre'));
        let rendered = 0;
        const stack: Fiber[] = [root.current];
        while (stack.length > 0) {
          const fiber = stack.pop()!;
          if (fiber.tag === 5 && blocks.has(fiber.stateNode as Element)) {
            let component = fiber.return;
            while (component && component.tag !== 0) component = component.return;
            if (component) {
              if (lastStates.has(fiber.stateNode) && lastStates.get(fiber.stateNode) !== component.memoizedState) rendered++;
              lastStates.set(fiber.stateNode, component.memoizedState);
            }
          }
          if (fiber.child) stack.push(fiber.child);
          if (fiber.sibling) stack.push(fiber.sibling);
        }
        state.blockRenders.push([lastStates.size, rendered]);
      },
    };
  });
  await page.goto(GUIDE);
  await waitForCodeBlockButtons(page);
  const commits = await page.evaluate(() => (window as unknown as {blockRenders: number[][]}).blockRenders);
  const blocks = commits[0]?.[0] ?? 0;
  expect(blocks, 'the hydration commit holds the guide\'s code blocks').toBeGreaterThan(10);
  // One update after hydration still renders every block again, the theme's own (most likely its colour mode, which it
  // holds at the default while hydrating: patches/@docusaurus+theme-classic+*.patch); a second one was React handing
  // each block the client snapshot of a `useSyncExternalStore` that told it it was hydrating (src/client/hydration.ts).
  const everyBlock = commits.slice(1).filter(([, rendered]) => rendered === blocks);
  expect(everyBlock.length, 'updates after hydration that render every code block again').toBeLessThanOrEqual(1);
  expect(pageErrors.map((error) => error.message)).toEqual([]);
});

test('a page whose hydration fails still shows the code of every block', async ({page, hydrationErrors}) => {
  // As a browser extension might: the served heading's text changed before React hydrates the page, so React's
  // hydration fails (error #418) and it renders the page anew in the browser.
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      document.querySelector('article h1')!.textContent += ' (annotated)';
    });
  });
  await page.goto(GUIDE);
  await waitForHydration(page);
  await expect.poll(() => hydrationErrors.some((error) => error.includes('#418')), "the page's hydration failed").toBe(true);
  // The failure this test causes, which the fixture would report.
  hydrationErrors.splice(0);
  const codes = await page.locator('.theme-code-block pre').evaluateAll((blocks) => blocks.map((block) => block.textContent ?? ''));
  expect(codes.length, 'the guide has code blocks').toBeGreaterThan(10);
  expect(codes.filter((code) => code.trim() === ''), 'code blocks without code').toEqual([]);
});

test('a page starts without the highlighter and needs it in neither colour mode: its blocks stay as served, and it comes when the page is idle', async ({page, pageErrors}) => {
  const highlighter = await watchHighlighter(page, {hold: true});
  await page.addInitScript(() => {
    // The page's idle time is held back until the test has seen it hydrated: idle time may come first on a fast host.
    const waiting: IdleRequestCallback[] = [];
    const idle = window.requestIdleCallback.bind(window);
    window.requestIdleCallback = (callback) => (waiting.push(callback), 0);
    (window as unknown as {openIdleTime: () => void}).openIdleTime = () => {
      window.requestIdleCallback = idle;
      for (const callback of waiting.splice(0)) idle(callback);
    };
  });
  await markServed(page, '.theme-code-block .token');
  // `commit`: the suite's goto otherwise waits for the app, which would never start if its start-up needed Prism.
  await page.goto(GUIDE, {waitUntil: 'commit'});
  await expect(colourToggle(page), 'the page hydrates while scripts with Prism grammars are held back').toBeEnabled();
  expect(highlighter.requested, 'scripts with Prism grammars requested before the page was hydrated').toEqual([]);
  // Requested once the page is idle (and held here).
  await page.evaluate(() => (window as unknown as {openIdleTime: () => void}).openIdleTime());
  await expect.poll(() => highlighter.requested.length).toBeGreaterThan(0);

  const block = graphqlBlock(page);
  const look = () =>
    block.evaluate((element) => {
      const keyword = element.querySelector('.token.keyword') as (HTMLElement & {servedWithPage?: boolean}) | null;
      return {keyword: keyword && getComputedStyle(keyword).color, served: keyword?.servedWithPage === true, text: element.querySelector('code')!.textContent};
    });
  const served = await look();
  expect(served).toMatchObject({keyword: 'rgb(189, 147, 249)', served: true});
  // The other colour mode needs no highlighter: the served tokens have its colours too.
  await colourToggle(page).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  expect(await look(), 'the block in light mode, the highlighter still on its way').toEqual({...served, keyword: 'rgb(0, 0, 159)'});
  highlighter.release();
  await expect.poll(() => highlighter.delivered.length).toBe(highlighter.requested.length);
  expect(await look(), 'the block once the highlighter is here').toEqual({...served, keyword: 'rgb(0, 0, 159)'});
  expect(pageErrors.map((error) => error.message)).toEqual([]);
});

test('a page reached by a link shows its blocks highlighted from the first frame, or readable until the highlighter comes', async ({page, pageErrors}) => {
  // Every code element added to the page, as it was when added: highlighted (token lines) or plain text.
  await page.addInitScript(() => {
    const seen: {highlighted: boolean; text: string}[] = [];
    (window as unknown as {codeShown: typeof seen}).codeShown = seen;
    new MutationObserver(() => {
      for (const code of document.querySelectorAll<HTMLElement & {shownAs?: boolean}>('.theme-code-block pre code')) {
        if (code.shownAs) continue;
        code.shownAs = true;
        seen.push({highlighted: code.querySelector('.token-line') !== null, text: code.textContent ?? ''});
      }
    }).observe(document, {subtree: true, childList: true});
  });
  const codeShown = () => page.evaluate(() => (window as unknown as {codeShown: {highlighted: boolean; text: string}[]}).codeShown);

  // The highlighter downloaded while the first page was idle: the next page's blocks are highlighted as they appear.
  const downloaded = await watchHighlighter(page, {hold: false});
  await page.goto(GUIDE);
  await waitForHydration(page);
  // Its chunks are requested together.
  await expect.poll(() => downloaded.requested.length > 0 && downloaded.delivered.length === downloaded.requested.length).toBe(true);
  // The delivered scripts run in tasks of their own: an idle period comes after them.
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
  const before = (await codeShown()).length;
  await sidebarLink(page, NEXT_GUIDE).click();
  await expect(page.locator('h1')).toHaveText('Getting documents');
  await expect.poll(async () => (await codeShown()).length - before).toBeGreaterThan(3);
  expect((await codeShown()).slice(before).filter((code) => !code.highlighted), 'blocks shown unhighlighted').toEqual([]);

  // Without it (held), a page reached by a link shows each block's code as text, then highlighted when it comes.
  const context = page.context();
  const second = await context.newPage();
  second.on('pageerror', (error) => pageErrors.push(error));
  const highlighter = await watchHighlighter(second, {hold: true});
  await second.addInitScript(() => {
    window.requestIdleCallback = () => 0;
  });
  await second.goto(GUIDE, {waitUntil: 'commit'});
  await waitForHydration(second);
  await sidebarLink(second, NEXT_GUIDE).click();
  // The address changes first; the guide stays on screen until the next page's chunks are in.
  await expect(second.locator('h1')).toHaveText('Getting documents');
  const blocks = second.locator('.theme-code-block pre code');
  await expect(blocks.first()).toBeVisible();
  // innerText: the code as the reader sees it, line by line (a highlighted block's lines are elements, each ending in a
  // newline too, so blank lines are not compared).
  const plain = await blocks.evaluateAll((codes) =>
    codes.map((code) => ({highlighted: code.querySelector('.token-line') !== null, text: (code as HTMLElement).innerText.replace(/\n+/g, '\n').trim()})),
  );
  expect(plain.length).toBeGreaterThan(3);
  expect(plain.filter((code) => code.highlighted), 'blocks highlighted without the highlighter').toEqual([]);
  expect(plain.every((code) => code.text.trim().length > 0), 'every block shows its code').toBe(true);
  // Requested in an effect of the blocks, which may run after the frame that shows them.
  await expect.poll(() => highlighter.requested.length, {message: 'the highlighter is requested by the blocks that need it'}).toBeGreaterThan(0);
  highlighter.release();
  await expect.poll(() => blocks.evaluateAll((codes) => codes.every((code) => code.querySelector('.token-line') !== null))).toBe(true);
  const highlighted = await blocks.evaluateAll((codes) => codes.map((code) => (code as HTMLElement).innerText.replace(/\n+/g, '\n').trim()));
  expect(highlighted, 'the same code, highlighted').toEqual(plain.map((code) => code.text));
  expect(pageErrors.map((error) => error.message)).toEqual([]);
});

/** The tab set's tabs and which panel shows: the selected tab's panel and no other. */
async function expectChosenTab(page: Page, label: string): Promise<void> {
  const tabSet = page.locator('.tabs-container').first();
  await expect(tabSet.getByRole('tab', {name: label, exact: true})).toHaveAttribute('aria-selected', 'true');
  await expect(tabSet.getByRole('tab', {selected: true})).toHaveCount(1);
  await expect(tabSet.locator('[role=tabpanel]:not([hidden])')).toHaveCount(1);
  await expect(tabSet.locator('[role=tabpanel]:not([hidden])')).toBeVisible();
}

test('a tab chosen on one page is the one shown on the next and after a reload, and another can be chosen', async ({page}) => {
  // The guides' client tabs share a group: the choice is stored and applied once the page has hydrated, without
  // rebuilding the tab set (facebook/docusaurus#5653 was a choice that React's state held and the page did not show).
  await page.goto(GETTING_STARTED);
  await expectChosenTab(page, 'curl');
  await page.locator('.tabs-container').first().getByRole('tab', {name: 'Python', exact: true}).click();
  await expectChosenTab(page, 'Python');
  await expect(page.locator('.tabs-container [role=tabpanel]:not([hidden])').first()).toContainText('import');

  await page.goto(GUIDE);
  await expectChosenTab(page, 'Python');
  await page.reload();
  await waitForApp(page);
  await expectChosenTab(page, 'Python');
  await page.locator('.tabs-container').first().getByRole('tab', {name: 'curl', exact: true}).click();
  await expectChosenTab(page, 'curl');
  await expect(page.locator('.tabs-container [role=tabpanel]:not([hidden])').first()).toContainText('curl');

  // A reference page's client tabs render only the chosen panel (lazy): the stored choice replaces the served one.
  await page.goto('/docs/graphql/queries/me');
  await page.locator('.tabs-container').first().getByRole('tab', {name: 'Python', exact: true}).click();
  await page.goto('/docs/graphql/mutations/create-folder');
  await expectChosenTab(page, 'Python');
  await expect(page.locator('.tabs-container [role=tabpanel]')).toHaveCount(1);
  await expect(page.locator('.tabs-container [role=tabpanel]')).toContainText('requests');
});

test('a code block gets its buttons when the pointer or the keyboard reaches it, before the page is idle', async ({page}) => {
  // Idle time never comes in this page, so every button here arrived because a reader reached its block.
  await page.addInitScript(() => {
    window.requestIdleCallback = () => 0;
  });
  await page.goto(GUIDE);
  const blocks = page.locator('.theme-code-block');
  expect(await blocks.count(), 'the guide has code blocks').toBeGreaterThan(3);
  await expect(page.locator('.theme-code-block button')).toHaveCount(0);

  const pointed = blocks.nth(1);
  // In the middle of the screen: at its edge, the sticky navbar could be over the block's buttons.
  await pointed.evaluate((block) => block.scrollIntoView({block: 'center'}));
  await pointed.hover();
  const copy = pointed.getByRole('button', {name: 'Copy code to clipboard'});
  await copy.click();
  await expect(pointed.getByRole('button', {name: 'Copied'})).toBeVisible();

  // The keyboard reaches a block's pre first (it is focusable), and the next Tab its buttons.
  const keyed = blocks.nth(2);
  await keyed.locator('pre').focus();
  await page.keyboard.press('Tab');
  const focusedInBlock = await keyed.evaluate((block) => block.contains(document.activeElement) && document.activeElement?.tagName === 'BUTTON');
  expect(focusedInBlock, 'the Tab after the pre lands on a button of the same block').toBe(true);
  await expect(blocks.nth(3).locator('button')).toHaveCount(0);
});

test('the code blocks no reader has reached get their buttons in the page\'s first idle period, all at once', async ({page, pageErrors}) => {
  // Idle callbacks are held, and only those the page asked for by the time it is hydrated are run: buttons that waited
  // for more idle periods would never come.
  await holdIdleCallbacks(page);
  await page.goto(GUIDE);
  await waitForHydration(page);
  await expect.poll(() => page.evaluate(() => (window as unknown as HeldIdleCallbacks).heldIdleCallbacks.length)).toBeGreaterThan(0);
  const blocks = page.locator('.theme-code-block');
  expect(await blocks.count()).toBeGreaterThan(10);
  expect(await blocks.filter({has: page.locator('button')}).count(), 'blocks with buttons before the page is idle').toBe(0);
  await page.evaluate(() => {
    for (const callback of (window as unknown as HeldIdleCallbacks).heldIdleCallbacks.splice(0))
      callback({didTimeout: false, timeRemaining: () => 50});
  });
  await expect.poll(() => blocks.filter({hasNot: page.locator('button')}).count(), 'blocks without buttons after one idle period').toBe(0);
  expect(pageErrors.map((error) => error.message)).toEqual([]);
});

test('a code block the pointer already rests on when the page hydrates gets its buttons', async ({page}) => {
  // No idle time, and the main bundle held back until the pointer is on the block: no pointer event comes after.
  await page.addInitScript(() => {
    window.requestIdleCallback = () => 0;
  });
  const release = await holdAppBundle(page);
  await page.goto(GUIDE, {waitUntil: 'commit'});
  const block = page.locator('.theme-code-block').nth(1);
  await block.evaluate((element) => element.scrollIntoView({block: 'center'}));
  await block.hover();
  release();
  await waitForApp(page);
  await expect(block.getByRole('button', {name: 'Copy code to clipboard'})).toBeAttached();
  await expect(page.locator('.theme-code-block').nth(2).locator('button')).toHaveCount(0);
});
