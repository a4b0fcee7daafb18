/**
 * Stand-in for Monaco's inlay-hint hover participant (`InlayHintsHover`; swapped in by
 * src/plugins/bundler-settings.ts). Monaco's hover imports the class only to tell its participants apart
 * (`instanceof`); the participant itself is registered by the inlay-hints feature, which the playground's editors
 * do not include. The original pulled in the inlay-hints controller and, through it, Monaco's go-to-symbol and
 * references-peek feature. An empty class answers every `instanceof` with false, as now.
 * Plain JavaScript in a .ts file: the replacement keeps the loaders of the original .js module.
 */
class InlayHintsHoverAbsent {}

export {InlayHintsHoverAbsent as InlayHintsHover};
