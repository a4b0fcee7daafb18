/**
 * What the whole build's browser bundle compiles in place of loadPlaygroundIde (swapped in by
 * src/plugins/bundler-settings.ts, option `playgroundIdeElsewhere`). The site serves the light build's /playground
 * page, never the whole build's (src/config/build-variant.ts), so the whole build's app only reaches the playground
 * by navigating there (from a reference page, or a page reached from one): it then loads the page from the server,
 * which has the IDE, as the light build's stand-in for a reference page does (src/components/FullPageLoad).
 * GraphiQL and Monaco are not compiled a second time for an app that never runs them.
 */
import {loadFromServer} from '../../components/FullPageLoad/loadFromServer';
import type {LoadedIde} from './loadPlaygroundIde';

export const NO_IDE_IN_THIS_BUILD =
  'The playground’s editor is not in this build: the site serves the playground page of the light build (npm run build).';

export default function loadPlaygroundIde(): Promise<LoadedIde> {
  // Served from the server at this path, the page is this build's: asking the server again would answer the same.
  if (!loadFromServer(window.location.pathname)) return Promise.reject(new Error(NO_IDE_IN_THIS_BUILD));
  // The page is going away; the preview stays up until it has.
  return new Promise<LoadedIde>(() => {});
}
