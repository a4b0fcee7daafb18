/** An imported `.graphql` file is emitted as an asset; the import is its URL (see src/plugins/bundler-settings.ts). */
declare module '*.graphql' {
  const url: string;
  export default url;
}
