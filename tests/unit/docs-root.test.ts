import {test} from 'node:test';
import assert from 'node:assert/strict';

import docsRootPlugin, {DOCS_ROOT_COMPONENT, DOCS_START} from '../../src/plugins/docs-root';

type PostBuildProps = Parameters<NonNullable<ReturnType<typeof docsRootPlugin>['postBuild']>>[0];
type ContentLoadedProps = Parameters<NonNullable<ReturnType<typeof docsRootPlugin>['contentLoaded']>>[0];

test('the build passes when the start doc exists and fails when it is gone', async () => {
  const postBuild = (routesPaths: string[]) =>
    Promise.resolve(docsRootPlugin().postBuild!({routesPaths} as unknown as PostBuildProps));
  await postBuild(['/', '/docs', DOCS_START]);
  await assert.rejects(postBuild(['/', '/docs', '/docs/errors']), /has no page for/);
});

test('the app gets an exact /docs route that redirects to the start doc (client-side navigation)', async () => {
  const routes: unknown[] = [];
  const actions = {addRoute: (route: unknown) => routes.push(route)};
  await docsRootPlugin().contentLoaded!({actions, content: undefined, allContent: {}} as unknown as ContentLoadedProps);
  assert.deepEqual(routes, [{path: '/docs', exact: true, component: DOCS_ROOT_COMPONENT, props: {to: DOCS_START}}]);
});
