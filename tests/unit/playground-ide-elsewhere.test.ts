import {test} from 'node:test';
import assert from 'node:assert/strict';

import loadPlaygroundIde, {NO_IDE_IN_THIS_BUILD} from '../../src/playground/ide/loadPlaygroundIde.elsewhere';

/** Runs `body` in a page at `pathname` whose document was loaded from the server at `loadedAt`. */
async function inPage(pathname: string, loadedAt: string, body: (reloads: () => number) => Promise<void>): Promise<void> {
  const saved = {window: globalThis.window, performance: globalThis.performance};
  let reloads = 0;
  Object.assign(globalThis, {
    window: {location: {pathname, reload: () => (reloads += 1)}},
    performance: {getEntriesByType: (type: string) => (type === 'navigation' ? [{name: `https://docs.example${loadedAt}`}] : [])},
  });
  try {
    await body(() => reloads);
  } finally {
    Object.assign(globalThis, saved);
  }
}

test('reached by navigating in the whole build\'s app, the playground loads from the server, once, and never resolves', async () => {
  await inPage('/playground', '/docs/graphql/queries/me', async (reloads) => {
    const loading = loadPlaygroundIde();
    assert.equal(reloads(), 1);
    const outcome = await Promise.race([loading.then(() => 'resolved', () => 'rejected'), new Promise((done) => setTimeout(done, 50, 'pending'))]);
    // The page is going away: no IDE is handed to React meanwhile, and no failure is shown.
    assert.equal(outcome, 'pending');
  });
});

test('loaded from the server at its own path, the page does not ask the server again: it fails with a readable message', async () => {
  await inPage('/playground', '/playground', async (reloads) => {
    await assert.rejects(loadPlaygroundIde(), {message: NO_IDE_IN_THIS_BUILD});
    assert.equal(reloads(), 0);
  });
});
