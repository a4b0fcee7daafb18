/**
 * The font GraphiQL creates its editors with (@graphiql/react's utility/create-editor.js), as Monaco describes it
 * after validating the options, as the editor validates them. Monaco caches its font measurements under this
 * description (measureEditorFont.ts). No DOM here, so the unit tests can compare it with GraphiQL's options.
 */
import {EditorOptions} from 'monaco-editor/esm/vs/editor/common/config/editorOptions.js';
import {BareFontInfo} from 'monaco-editor/esm/vs/editor/common/config/fontInfo.js';

export const GRAPHIQL_EDITOR_FONT: Readonly<Record<string, unknown>> = {
  fontFamily: '"Fira Code"',
  fontSize: 15,
  fontLigatures: '"liga" off, "calt" off, "clig" off',
};

interface EditorOption {
  readonly id: number;
  readonly name: string;
  validate(value: unknown): unknown;
}

/** The options a font description depends on (BareFontInfo.createFromValidatedSettings reads these). */
const FONT_OPTIONS: ReadonlyArray<EditorOption | undefined> = [
  EditorOptions.fontFamily,
  EditorOptions.fontWeight,
  EditorOptions.fontSize,
  // Registered under this key; its option name is `fontLigatures`.
  EditorOptions.fontLigatures2,
  EditorOptions.fontVariations,
  EditorOptions.lineHeight,
  EditorOptions.letterSpacing,
];

/** Monaco's description of the editors' font, or undefined if this Monaco's options are not the ones above. */
export function editorBareFontInfo(pixelRatio: number): {getId(): string} | undefined {
  const options = FONT_OPTIONS.filter((option): option is EditorOption => typeof option?.validate === 'function');
  if (options.length !== FONT_OPTIONS.length) return undefined;
  const validated = new Map(options.map((option) => [option.id, option.validate(GRAPHIQL_EDITOR_FONT[option.name])]));
  // Not a simple widget: GraphiQL's editors follow the editor zoom.
  return BareFontInfo.createFromValidatedSettings({get: (id: number) => validated.get(id)}, pixelRatio, false);
}
