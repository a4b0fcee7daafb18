/**
 * Reads the playground's deep link, `/playground?operation=…&variables=…[&operationName=…]`, as written
 * by the reference's "Open in playground" links (src/components/OperationExample/playgroundHref.ts).
 * Pure: takes the search string, so it is unit-tested without a browser.
 */
export interface PlaygroundDeepLink {
  readonly operation?: string;
  /** JSON text for the variables editor, pretty-printed when it parses. */
  readonly variables?: string;
  readonly operationName?: string;
}

function nonBlank(value: string | null): string | undefined {
  return value !== null && value.trim() !== '' ? value : undefined;
}

/** Pretty-prints valid JSON; anything else is kept as typed so the editor can point at the mistake. */
function formatVariables(raw: string): string {
  try {
    return JSON.stringify(JSON.parse(raw), null, 2);
  } catch {
    return raw;
  }
}

export function readDeepLink(search: string): PlaygroundDeepLink {
  const params = new URLSearchParams(search);
  const operation = nonBlank(params.get('operation'));
  const variables = nonBlank(params.get('variables'));
  const operationName = nonBlank(params.get('operationName'))?.trim();
  return {
    ...(operation !== undefined && {operation}),
    ...(variables !== undefined && {variables: formatVariables(variables)}),
    ...(operationName !== undefined && {operationName}),
  };
}
