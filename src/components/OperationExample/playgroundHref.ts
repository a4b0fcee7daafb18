/** Deep link into the playground with an operation and its variables (read by the playground page). */
export const PLAYGROUND_PATH = '/playground';

export function playgroundHref(operation: string, variables: Record<string, unknown>): string {
  const params = new URLSearchParams({operation});
  if (Object.keys(variables).length > 0) params.set('variables', JSON.stringify(variables, null, 2));
  return `${PLAYGROUND_PATH}?${params.toString()}`;
}
