/**
 * The Prism instance code blocks highlight with: Prism's core and the grammars this site's pages use, nothing else.
 *
 * prism-react-renderer bundles about forty grammars; setting them up (each `insertBefore` walks every grammar
 * already loaded) ran on every page as part of the main bundle and was one of the largest single tasks of a page's
 * start-up on a throttled phone. `PRISM_LANGUAGES` is checked against every fenced code block of the docs and blog
 * (tests/unit/prism.test.ts); languages named in `prism.additionalLanguages` of docusaurus.config.ts are added on top
 * by the theme's `prism-include-languages`.
 */
import './manualMode';
import Prism from 'prismjs/components/prism-core';
// Order matters: a grammar extends the ones loaded before it (javascript extends clike).
import 'prismjs/components/prism-clike';
import 'prismjs/components/prism-javascript';
// Finer JavaScript tokens (`import` as a module keyword, imported names…), as prism-react-renderer highlights them.
import 'prismjs/components/prism-js-extras';
import 'prismjs/components/prism-json';
import 'prismjs/components/prism-graphql';
import 'prismjs/components/prism-python';

/** The languages (and their aliases) registered here. */
export const PRISM_LANGUAGES = ['clike', 'javascript', 'js', 'json', 'graphql', 'python', 'py'] as const;

export default Prism;
