import {createRequire} from 'node:module';
import {dirname, join} from 'node:path';

/**
 * A module of @graphql-markdown/graphql (`'index'` for the package itself), resolved from the generator's own
 * package (@graphql-markdown/core), so what the reference scripts replace in it is the copy the generator uses.
 * Its other packages read these modules' exports through getters, at call time.
 */
export function graphqlMarkdownGraphqlModule<Module>(file: 'index' | 'introspection' | 'relation'): Module {
  const requireFromCore = createRequire(require.resolve('@graphql-markdown/core'));
  const packageEntry = requireFromCore.resolve('@graphql-markdown/graphql');
  return requireFromCore(file === 'index' ? packageEntry : join(dirname(packageEntry), `${file}.js`)) as Module;
}
