/**
 * Stand-in for Monaco's go-to-definition contribution (`GotoDefinitionAtPositionEditorContribution`; swapped in by
 * src/plugins/bundler-settings.ts). Only the hover's "Show Definition Preview Hover" action imports it, and neither
 * of the playground's languages has definitions: monaco-graphql and Monaco's JSON mode register no definition
 * provider. The contribution pulled in Monaco's whole go-to-symbol and references-peek feature. The action asks
 * for the editor's contribution and does nothing when there is none, which is what `get` answers.
 * Plain JavaScript in a .ts file: the replacement keeps the loaders of the original .js module.
 */
class GotoDefinitionAbsent {
  static get() {
    return null;
  }
}

export {GotoDefinitionAbsent as GotoDefinitionAtPositionEditorContribution};
