/** What a reference page's status note says: shared with the page's Markdown copy (src/plugins/assistant-markdown). */
export function schemaStatusText(status: 'upcoming' | 'deprecated', release?: string): string {
  if (status === 'deprecated') return 'Deprecated: it keeps working until its removal date; use its replacement.';
  return `Upcoming: not in the latest release of the API${release ? ` (${release})` : ''}, planned for the next one. The live API answers it once that release is out; schema.graphql and the playground's mock mode have it already.`;
}
