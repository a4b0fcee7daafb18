/** Sentence ends in schema descriptions and deprecation reasons: a full stop, question or exclamation mark, then space. */
const SENTENCE_END = /(?<=[.!?])\s+/;

/** `text` cut into its sentences, each keeping its closing mark; the white space between them is dropped. */
export function sentencesOf(text: string): string[] {
  return text.split(SENTENCE_END);
}
