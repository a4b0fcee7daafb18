/**
 * Waits until React has taken over a site page. The page template requests the app's scripts only after the first
 * paint (src/config/ssr-template.ts), so a page's load event no longer means they have run. Docusaurus sets
 * `window.docusaurusRoot` when it starts hydrating; from then on React hydrates whatever a click lands on first and
 * handles the click.
 */
export async function waitForApp(page: {waitForFunction(check: () => boolean): Promise<unknown>}): Promise<void> {
  await page.waitForFunction(() => 'docusaurusRoot' in window);
}
