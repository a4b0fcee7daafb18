/**
 * The not-found page gives a way on: the pages whose addresses are closest to the missing one, and a search for its
 * words (src/components/NotFoundSuggestions).
 */
import {test, expect} from './support/fixtures';

test('a misspelt address offers the page it meant, and a search for its words', async ({page}) => {
  const response = await page.goto('/docs/graphql/objects/foldr');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Page Not Found');
  const ways = page.getByRole('navigation', {name: 'Find it another way'});
  await expect(ways.getByTestId('closest-pages').getByRole('link').first()).toHaveAttribute(
    'href',
    '/docs/graphql/objects/folder',
  );
  await ways.getByRole('button', {name: 'Search the docs for “foldr”'}).click();
  const input = page.locator('.aa-DetachedOverlay .aa-Input');
  await expect(input).toHaveValue('foldr');
  await expect(page.locator('.aa-Panel .aa-Item a').first()).toBeVisible();
});
