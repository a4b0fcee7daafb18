/**
 * Where a long word of a heading, a label or a table cell may break, and which words must not break at all. A
 * browser breaks a word that does not fit its line anywhere ("createCommentOnDocumen|t", "2025-11-|04"); given a
 * `<wbr>` between an identifier's words it breaks there instead, and a figure kept on one line widens its column.
 * Plain functions over text, shared by the rehype plugin of the Markdown pages (src/plugins/rehype-word-breaks.ts)
 * and the theme's headings and sidebar labels.
 */

/** Identifiers shorter than this fit any line the site has, so they get no break opportunities. */
export const MIN_BREAKABLE_LENGTH = 12;

/** A run of identifier characters (GraphQL names, dotted paths, UPPER_SNAKE, kebab-case). */
const IDENTIFIER = /[A-Za-z0-9_.$-]+/g;

/**
 * The boundaries inside an identifier where its words meet: `create|Comment`, `URL|Parts` (an acronym's last capital
 * starts the next word), `UPLOAD_|INCOMPLETE`, `folders.|nodes`, `graphql-|transport`.
 */
const WORD_BOUNDARY = /(?<=[a-z0-9])(?=[A-Z])|(?<=[A-Z])(?=[A-Z][a-z])|(?<=[_.\-])(?=[A-Za-z0-9])/g;

/** A figure that must stay whole: a date (`2025-11-04`) or a range of numbers (`1–100`), with what encloses it. */
const FIGURE = /[([]?\d[\d,.]*(?:[-–‑]\d[\d,.]*)+[)\].,;:]?/g;

export type TextPiece =
  /** Text as it is. */
  | {readonly kind: 'text'; readonly text: string}
  /** A place where the line may break (`<wbr>`). */
  | {readonly kind: 'break'}
  /** Text that must stay on one line. */
  | {readonly kind: 'whole'; readonly text: string};

/** The pieces of an identifier: its words with a break between each; short identifiers stay one piece. */
function identifierPieces(identifier: string): TextPiece[] {
  if (identifier.length < MIN_BREAKABLE_LENGTH) return [{kind: 'text', text: identifier}];
  const words = identifier.split(WORD_BOUNDARY).filter((word) => word !== '');
  return words.flatMap((word, index): TextPiece[] => (index === 0 ? [{kind: 'text', text: word}] : [{kind: 'break'}, {kind: 'text', text: word}]));
}

/**
 * A text split where lines may break inside long identifiers and around figures that must stay whole. Joined, the
 * pieces' text is the text: nothing is added or dropped, so search, copy and screen readers read the same words.
 */
export function textPieces(text: string): TextPiece[] {
  const pieces: TextPiece[] = [];
  const pushText = (value: string) => {
    if (value === '') return;
    const last = pieces.at(-1);
    if (last?.kind === 'text') pieces[pieces.length - 1] = {kind: 'text', text: last.text + value};
    else pieces.push({kind: 'text', text: value});
  };
  let at = 0;
  const matches = [
    ...[...text.matchAll(FIGURE)].map((match) => ({index: match.index, value: match[0], figure: true})),
    ...[...text.matchAll(IDENTIFIER)].map((match) => ({index: match.index, value: match[0], figure: false})),
  ].sort((a, b) => a.index - b.index || Number(b.figure) - Number(a.figure));
  for (const {index, value, figure} of matches) {
    if (index < at) continue;
    pushText(text.slice(at, index));
    if (figure) pieces.push({kind: 'whole', text: value});
    else {
      for (const piece of identifierPieces(value)) {
        if (piece.kind === 'text') pushText(piece.text);
        else pieces.push(piece);
      }
    }
    at = index + value.length;
  }
  pushText(text.slice(at));
  return pieces;
}

/** Whether a text has anything to break or keep whole, so that callers leave every other text as it is. */
export function needsWordBreaks(text: string): boolean {
  return textPieces(text).some((piece) => piece.kind !== 'text');
}
