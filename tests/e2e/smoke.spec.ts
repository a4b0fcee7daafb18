import {test, expect} from './support/fixtures';

test('home page renders with the site title', async ({page}) => {
  await page.goto('/');
  await expect(page).toHaveTitle(/Folio Developers/);
  await expect(page.getByRole('heading', {level: 1})).toContainText('GraphQL API');
});
