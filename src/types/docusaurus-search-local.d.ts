/** Options of @cmfcmf/docusaurus-search-local 2.x, from its own Joi schema (the package ships no types). */
declare module '@cmfcmf/docusaurus-search-local' {
  export interface PluginOptions {
    indexDocs: boolean;
    /** How many levels of sidebar parent categories to index; 0 indexes none. */
    indexDocSidebarParentCategories: number;
    includeParentCategoriesInPageTitle: boolean;
    indexBlog: boolean;
    indexPages: boolean;
    language: string | string[];
    style?: 'none';
    maxSearchResults: number;
    lunr: {
      tokenizerSeparator?: RegExp;
      b?: number;
      k1?: number;
      titleBoost: number;
      contentBoost: number;
      tagsBoost: number;
      parentCategoriesBoost: number;
    };
  }

  /** The plugin (the package's main export) and its options validation, as Docusaurus calls them. */
  const plugin: (
    context: import('@docusaurus/types').LoadContext,
    options: PluginOptions,
  ) => import('@docusaurus/types').Plugin;
  export default plugin;
  export function validateOptions(
    context: import('@docusaurus/types').OptionValidationContext<PluginOptions, PluginOptions>,
  ): PluginOptions;
}
