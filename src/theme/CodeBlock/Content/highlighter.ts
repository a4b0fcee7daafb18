/**
 * The code blocks' highlighter, a chunk of its own (loadHighlighter.ts): prism-react-renderer, whose bundled grammars
 * are built as it is evaluated, with the site's extra languages, and the theme's component that highlights a block.
 */
import {Prism} from 'prism-react-renderer';
import prismIncludeLanguages from '@theme/prism-include-languages';
import Content from '@theme-original/CodeBlock/Content';

// What theme-classic's client module did on every page at start-up; bundler-settings.ts swaps that module out.
prismIncludeLanguages(Prism);

export default Content;
