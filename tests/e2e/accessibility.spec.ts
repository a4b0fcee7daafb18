/**
 * axe (WCAG 2 A/AA and best practices) on every kind of page of the production build, in both colour modes, on a
 * desktop screen and on a phone's (where the navbar folds, the table of contents collapses and the playground stacks
 * its panes). Pages are scanned after hydration, when the client-side chrome (colour toggle, editor) is in place.
 */
import {test, expect} from './support/fixtures';
import {axeViolations, useColourMode, type ColourMode} from './support/a11y-scan';
import {operationPreview, startEditor} from './support/playground-page';
import {PHONE_VIEWPORT} from './support/screens';

const PAGES: ReadonlyArray<{kind: string; path: string}> = [
  {kind: 'home', path: '/'},
  {kind: 'guide', path: '/docs/getting-started'},
  {kind: 'category index', path: '/docs/category/folders'},
  {kind: 'reference overview', path: '/docs/graphql'},
  {kind: 'reference object', path: '/docs/graphql/objects/folder'},
  {kind: 'reference query', path: '/docs/graphql/queries/me'},
  {kind: 'reference mutation', path: '/docs/graphql/mutations/create-folder'},
  {kind: 'reference enum', path: '/docs/graphql/enums/sort-direction'},
  {kind: 'reference directive', path: '/docs/graphql/directives/one-of'},
  {kind: 'API changelog', path: '/docs/changelog'},
  {kind: 'breaking changes', path: '/docs/changelog/breaking-changes'},
  {kind: 'blog index', path: '/blog'},
  {kind: 'blog post', path: '/blog/sunsetting-the-v1-endpoint'},
  {kind: 'blog tag', path: '/blog/tags/api'},
  {kind: 'blog archive', path: '/blog/archive'},
  {kind: 'blog authors', path: '/blog/authors'},
  {kind: 'playground', path: '/playground'},
  {kind: 'not found', path: '/no-such-page'},
];

const MODES: readonly ColourMode[] = ['dark', 'light'];

/** The desktop screen is the project's default (playwright.config.ts). */
const SCREENS = [
  {screen: 'desktop', viewport: undefined},
  {screen: 'phone', viewport: PHONE_VIEWPORT},
] as const;

test.describe.configure({mode: 'parallel'});

for (const mode of MODES) {
  for (const {screen, viewport} of SCREENS) {
    test.describe(`${mode} mode, ${screen}`, () => {
      if (viewport) test.use({viewport});
      for (const {kind, path} of PAGES) {
        test(`${kind} (${path}) has no axe violations`, async ({page}) => {
          await useColourMode(page, mode);
          if (path === '/playground') {
            // The operation preview first, then the editor that replaces it.
            await page.goto(path);
            await expect(operationPreview(page)).toHaveAttribute('data-starts-editor', 'true');
            await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
            expect(await axeViolations(page)).toEqual([]);
            await startEditor(page);
            // Monaco paints its line numbers a frame after the editor is ready; they are part of what is checked.
            await expect(page.locator('.graphiql-query-editor .line-numbers').first()).toBeVisible();
          } else {
            const response = await page.goto(path);
            expect(response?.status()).toBe(path === '/no-such-page' ? 404 : 200);
          }
          await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
          // The colour toggle is disabled until React has hydrated the page. On a phone it is in the folded menu; there,
          // page.goto's own wait for React (support/fixtures.ts) is the one that counts.
          if (screen === 'desktop')
            await expect(page.getByRole('button', {name: /switch between dark and light mode/i})).toBeEnabled();
          expect(await axeViolations(page)).toEqual([]);
        });
      }
    });
  }
}
