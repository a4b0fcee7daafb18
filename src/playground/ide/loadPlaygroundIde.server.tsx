/**
 * What the server build compiles in place of loadPlaygroundIde (swapped in by src/plugins/bundler-settings.ts).
 * The IDE only ever renders in the browser, behind <BrowserOnly>: compiling GraphiQL and Monaco a second time
 * for server rendering cost build time and produced code no page ever runs.
 */
function PlaygroundIdeOnServer(): null {
  return null;
}

export default async function loadPlaygroundIde(): Promise<{default: typeof PlaygroundIdeOnServer}> {
  return {default: PlaygroundIdeOnServer};
}
