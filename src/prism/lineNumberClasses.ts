/**
 * The class names of the theme's `CodeBlock/Line` styles that number a code block's lines (./linesHtml.ts writes
 * them into numbered lines): the site's code blocks and the playground's operation preview number lines alike.
 */
import lineStyles from '@docusaurus/theme-classic/lib/theme/CodeBlock/Line/styles.module.css';

import type {CodeLinesOptions} from './linesHtml';

export const LINE_NUMBER_CLASSES: NonNullable<CodeLinesOptions['lineNumbers']> = {
  codeLine: lineStyles.codeLine,
  codeLineNumber: lineStyles.codeLineNumber,
  codeLineContent: lineStyles.codeLineContent,
};
