/**
 * What a search result shows, and what its page then marks:
 * - every result's excerpt is its section's own text: none is a note beside it (the reference's History note, a
 *   guide's tip), read from the built index and the built pages;
 * - after a result is chosen, the page marks whole words only ("Creates", not "Create|s"; not the "folder" of
 *   "subfolders"), on a guide, a reference page and a blog post.
 */
import {readFileSync} from 'node:fs';
import {join} from 'node:path';

import * as cheerio from 'cheerio';
import type {Page} from '@playwright/test';

import {SEARCH_PARTS} from '../../src/search/files';
import {BUILD_DIR} from './support/build-dir';
import {test, expect} from './support/fixtures';
import {openSearch, waitForCompleteAnswer} from './support/search-box';

const normalised = (text: string) => text.replace(/\s+/g, ' ').trim();

/** The text of each note (admonition) on a built page. */
function notesOf(route: string, cache: Map<string, string[]>): string[] {
  const cached = cache.get(route);
  if (cached) return cached;
  const file = join(BUILD_DIR, route === '/' ? 'index.html' : `${route.replace(/^\//, '')}/index.html`);
  const $ = cheerio.load(readFileSync(file, 'utf8'));
  const notes = $('main .theme-admonition')
    .toArray()
    .map((note) => normalised($(note).text()));
  cache.set(route, notes);
  return notes;
}

test("no result's excerpt is a note beside its section's text", () => {
  const cache = new Map<string, string[]>();
  const found: string[] = [];
  let excerpts = 0;
  for (const part of SEARCH_PARTS) {
    const index = JSON.parse(readFileSync(join(BUILD_DIR, part.index), 'utf8')) as {
      documents: Array<{sectionRoute: string; pageTitle: string}>;
      firstId?: number;
    };
    const texts = JSON.parse(readFileSync(join(BUILD_DIR, part.excerpts), 'utf8')) as Record<string, string>;
    index.documents.forEach((document, position) => {
      const excerpt = texts[String((index.firstId ?? 0) + position)];
      if (!excerpt) return;
      excerpts += 1;
      const text = normalised(excerpt.replace(/…$/, ''));
      // The note's opening words are the excerpt's (a short note is all of them, and the excerpt goes on after it).
      const note = notesOf(document.sectionRoute.split('#')[0]!, cache).find((each) => {
        const length = Math.min(40, each.length, text.length);
        return each.slice(0, length) === text.slice(0, length);
      });
      if (note)
        found.push(`${document.sectionRoute} (${document.pageTitle}): the excerpt is the note "${note.slice(0, 80)}"`);
    });
  }
  expect(excerpts, 'the build wrote the excerpts').toBeGreaterThan(400);
  expect(found.length, found.join('\n')).toBe(0);
});

/**
 * Marked text that is only part of a word: in the text of each block (paragraph, heading, line) that holds marks, a
 * run of marked characters (one word may be marked in pieces, a heading's "create<wbr>Folder") must not touch a
 * letter or digit on either side.
 */
async function partialMarks(page: Page): Promise<string[]> {
  return page.locator('main').evaluate((root) => {
    const blockOf = (element: Element): Element => {
      let block = element;
      while (block !== root && block.parentElement && ['inline', 'contents'].includes(getComputedStyle(block).display))
        block = block.parentElement;
      return block;
    };
    const blocks = new Set([...root.querySelectorAll('mark')].map((mark) => blockOf(mark.parentElement ?? root)));
    const partial: string[] = [];
    for (const block of blocks) {
      let text = '';
      let marked: boolean[] = [];
      const walker = document.createTreeWalker(block, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const inMark = Boolean(node.parentElement?.closest('mark'));
        text += node.textContent ?? '';
        marked = marked.concat(Array.from(node.textContent ?? '', () => inMark));
      }
      for (let at = 0; at < text.length; at++) {
        if (!marked[at] || marked[at - 1]) continue;
        let end = at;
        while (marked[end]) end++;
        if (/[\p{L}\p{N}]/u.test(text[at - 1] ?? '') || /[\p{L}\p{N}]/u.test(text[end] ?? '')) {
          partial.push(`"${text.slice(Math.max(0, at - 12), at)}[${text.slice(at, end)}]${text.slice(end, end + 12)}"`);
        }
        at = end;
      }
    }
    return partial;
  });
}

const CHOSEN = [
  {query: 'create folder', landsOn: /^\/docs\//},
  {query: 'folder', landsOn: /^\/docs\/graphql\//},
  {query: 'sunset', landsOn: /^\/blog\//},
] as const;

for (const {query, landsOn} of CHOSEN) {
  test(`after choosing a result for "${query}", the page marks whole words only`, async ({page}) => {
    await page.goto('/docs/getting-started');
    const input = await openSearch(page);
    await input.fill(query);
    await waitForCompleteAnswer(page);
    const href = await page
      .locator('.aa-Panel .aa-Item a')
      .evaluateAll(
        (links, pattern) =>
          links.map((each) => each.getAttribute('href') ?? '').find((each) => new RegExp(pattern).test(each)),
        landsOn.source,
      );
    expect(href, `a result for "${query}" leads to ${landsOn}`).toBeTruthy();
    // A click that lands while the panel re-renders for a later part of the index is lost: clicked until it is open.
    await expect(async () => {
      const url = new URL(page.url());
      if (`${url.pathname}${url.hash}` !== href)
        await page.locator(`.aa-Panel .aa-Item a[href="${href}"]`).click({timeout: 2_000});
      const now = new URL(page.url());
      expect(`${now.pathname}${now.hash}`).toBe(href);
    }).toPass({timeout: 10_000});
    await expect(page.locator('main mark').first()).toBeVisible();
    const partial = await partialMarks(page);
    expect(partial.length, `marked inside a word on ${href}:\n${partial.join('\n')}`).toBe(0);
  });
}
