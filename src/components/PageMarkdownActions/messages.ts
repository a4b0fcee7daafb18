/** What the live region announces after a copy; the end-to-end tests wait for the same words. */
export const COPIED_MESSAGE = 'Copied the page as Markdown.';
export const COPY_FAILED_MESSAGE = 'Could not copy the page. Open "View as Markdown" and copy it from there.';
