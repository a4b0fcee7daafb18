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
}
