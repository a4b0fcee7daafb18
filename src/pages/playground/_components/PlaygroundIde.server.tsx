/**
 * What the server build compiles in place of PlaygroundIde (swapped in by src/plugins/bundler-settings.ts).
 * The IDE only ever renders in the browser, behind <BrowserOnly>: compiling GraphiQL and Monaco a second time
 * for server rendering cost build time and produced code no page ever runs.
 */
export default function PlaygroundIdeOnServer(): null {
  return null;
}
