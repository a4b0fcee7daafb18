import type {Plugin} from '@docusaurus/types';

/**
 * Lets browser code `import sdl from '@site/schema.graphql'` as a plain string, so the playground
 * builds its schema from the same file as the reference, with no introspection request. Only the
 * chunk that imports the file carries it.
 */
export default function bundlerSettingsPlugin(): Plugin {
  return {
    name: 'folio-bundler-settings',
    configureWebpack() {
      return {
        module: {
          rules: [{test: /\.graphql$/, type: 'asset/source'}],
        },
      };
    },
  };
}
