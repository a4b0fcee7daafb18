/**
 * What the bundler does differently for the playground, declared by the playground itself: the site's bundler
 * settings (src/plugins/bundler-settings.ts) apply these and name no other file of this module. Node-only.
 */
import {resolve} from 'node:path';

type ModuleReplacements = ReadonlyArray<readonly [pattern: RegExp, replacement: string]>;

/** Swaps for the server build only: the IDE's loader is browser-only code the server never renders. */
export const PLAYGROUND_SERVER_MODULE_REPLACEMENTS: ModuleReplacements = [
  [/^\.\/loadPlaygroundIde$/, resolve(__dirname, '../ide/loadPlaygroundIde.server.tsx')],
];

/** The IDE's own stylesheet, which goes into the IDE's stylesheet file with GraphiQL's and Monaco's. */
export const PLAYGROUND_IDE_STYLESHEET = resolve(__dirname, '../ide/PlaygroundIde.module.css');
