/**
 * The browser bundle's entry in production builds (bundler-settings.ts swaps it in for Docusaurus's own).
 *
 * Docusaurus's entry (`clientEntry`) imports React DOM, the router, every route's loader and the app shell
 * statically, so evaluating `main.js` and starting the route's preload ran as one task: 170–370 ms of a phone's main
 * thread on every page (Lighthouse, 4x CPU), the largest share of each content page's Total Blocking Time. Here the
 * same modules are evaluated a few at a time, each group in a task of its own, and `clientEntry` comes last, when all
 * it still has to evaluate is itself. Nothing changes in what is loaded or in what order it runs: every import is
 * eager (already in `main.js`, no extra request), and each group's modules are ones `clientEntry` imports anyway.
 */
import {nextTask} from './nextTask';

/** Groups of the main bundle's modules, in the order `clientEntry` would evaluate them, heaviest apart. */
const CLIENT_ENTRY_STAGES: ReadonlyArray<() => Promise<unknown>> = [
  () => import(/* webpackMode: "eager" */ 'react-dom'),
  () => import(/* webpackMode: "eager" */ 'react-dom/client'),
  () => import(/* webpackMode: "eager" */ '@generated/registry'),
  () => import(/* webpackMode: "eager" */ '@generated/routes'),
  () => import(/* webpackMode: "eager" */ 'react-router-dom'),
  () => import(/* webpackMode: "eager" */ 'react-helmet-async'),
  () => import(/* webpackMode: "eager" */ '@docusaurus/core/lib/client/App'),
];

async function startClient(): Promise<void> {
  for (const stage of CLIENT_ENTRY_STAGES) {
    await stage();
    await nextTask();
  }
  // Renders (hydrates) the page once the route's chunks are loaded.
  await import(/* webpackMode: "eager" */ '@docusaurus/core/lib/client/clientEntry');
}

void startClient();
