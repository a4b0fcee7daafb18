/**
 * Measures the editors' font before GraphiQL creates its first editor.
 *
 * The first time an editor uses a font, Monaco measures its glyphs: it adds test elements to the page and reads
 * their widths, which makes the browser lay out the whole page. When GraphiQL creates its first editor, that is
 * GraphiQL's freshly rendered DOM, inside the longest task of the playground's start (a fifth of it on a slowed
 * phone CPU). Measured here, on the page's loading state and in a task of its own, the result is in Monaco's cache
 * under the font's description (editorFont.ts), and the editor's creation reads it from there.
 */
import {PixelRatio} from 'monaco-editor/esm/vs/base/browser/pixelRatio.js';
import {FontMeasurements} from 'monaco-editor/esm/vs/editor/browser/config/fontMeasurements.js';

import {editorBareFontInfo} from './editorFont';

/** Without a font description (a Monaco whose options changed), the first editor measures the font, as before. */
export function measureEditorFont(): void {
  const bareFontInfo = editorBareFontInfo(PixelRatio.getInstance(window).value);
  if (bareFontInfo) FontMeasurements.readFontInfo(window, bareFontInfo);
}
