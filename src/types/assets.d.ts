/** `.graphql` files are bundled as their source text (see src/plugins/bundler-settings.ts). */
declare module '*.graphql' {
  const source: string;
  export default source;
}
