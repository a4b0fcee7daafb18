/**
 * The browser bundle's entry in production builds (bundler-settings.ts swaps it in for Docusaurus's own).
 *
 * Docusaurus's entry (`clientEntry`) imports React DOM, the router, every route's loader and the app shell
 * statically, so evaluating `main.js` and starting the route's preload ran as one long task on a phone, a large share
 * of each content page's Total Blocking Time (maintainers/performance.md). Here the
 * same modules are evaluated a few at a time, each group in a task of its own, and `clientEntry` comes last, when all
 * it still has to evaluate is itself. What is loaded does not change: every import is eager (already in `main.js`, no
 * extra request), and each group's modules are ones `clientEntry` imports anyway. The order differs only in that
 * the route registry and routes are evaluated before the router: evaluating them only defines the routes' loaders.
 */
import {evaluateInStages, type Stage} from './evaluateInStages';

/** Groups of the main bundle's modules, the heaviest (React DOM, the routes, the app shell) apart. */
const CLIENT_ENTRY_STAGES: ReadonlyArray<Stage> = [
  [() => import(/* webpackMode: "eager" */ 'react-dom')],
  [() => import(/* webpackMode: "eager" */ 'react-dom/client')],
  [() => import(/* webpackMode: "eager" */ '@generated/registry')],
  [() => import(/* webpackMode: "eager" */ '@generated/routes')],
  [() => import(/* webpackMode: "eager" */ 'react-router-dom')],
  [() => import(/* webpackMode: "eager" */ 'react-helmet-async')],
  [() => import(/* webpackMode: "eager" */ '@docusaurus/core/lib/client/App')],
];

async function startClient(): Promise<void> {
  await evaluateInStages(CLIENT_ENTRY_STAGES);
  // The route's chunks, requested a route at a time (routeChunks.ts): imported here, after the stages, since it
  // evaluates the routes and the router.
  const {requestRouteInTasks} = await import(/* webpackMode: "eager" */ './routeChunks');
  await requestRouteInTasks(window.location.pathname);
  // Renders (hydrates) the page once the route's chunks are loaded.
  await import(/* webpackMode: "eager" */ '@docusaurus/core/lib/client/clientEntry');
}

void startClient();
