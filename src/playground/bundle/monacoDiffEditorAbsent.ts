/**
 * Stand-in for Monaco's diff editor widgets (`DiffEditorWidget`, `MultiDiffEditorWidget`; swapped in by
 * src/plugins/bundler-settings.ts). Monaco's standalone API imports both to offer `createDiffEditor`, which GraphiQL
 * never calls; leaving them out takes the diff editor and its views out of the playground's download. Calling
 * `monaco.editor.createDiffEditor` fails with the error below instead of rendering nothing.
 * Plain JavaScript in a .ts file: the replacement keeps the loaders of the original .js module.
 */
class DiffEditorAbsent {
  constructor() {
    throw new Error('The playground bundles Monaco without its diff editor (see src/plugins/bundler-settings.ts).');
  }
}

export {DiffEditorAbsent as DiffEditorWidget, DiffEditorAbsent as MultiDiffEditorWidget};
