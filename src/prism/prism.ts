/**
 * The Prism instance code blocks highlight with: Prism's core and the grammars this site's pages use, nothing else.
 *
 * prism-react-renderer bundles about forty grammars; setting them up (each `insertBefore` walks every grammar
 * already loaded) ran on every page as part of the main bundle and was one of the largest single tasks of a page's
 * start-up on a throttled phone. tests/unit/prism.test.ts checks that every code block of the docs, blog and pages
 * names a language with a grammar here. (The theme's own way to add grammars, `prism.additionalLanguages`, is a client
 * module that puts Prism into every page's main bundle; src/plugins/bundler-settings.ts leaves it out.)
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
import 'prismjs/components/prism-bash';

export default Prism;
