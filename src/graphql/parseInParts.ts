/**
 * Parses SDL in parts, one task each, so a large schema does not hold a phone's main thread for one long task.
 * The text is cut at blank lines that precede a top-level definition or its description. A cut can only be wrong
 * inside a block string (a description with a blank line), and then the part before it ends in an unterminated
 * string: any part that fails to parse makes the whole text be parsed at once, which gives the same document.
 */
import {Kind, parse, type DefinitionNode, type DocumentNode} from 'graphql';

/** A blank line, then a line that starts at column 0 with a description or a definition keyword. */
const DEFINITION_START = /\n[ \t]*\n(?=("""|"|type |input |enum |interface |union |scalar |directive |schema |extend ))/g;

/** Cuts `sdl` into at most `count` parts of about equal length, only at DEFINITION_START. */
export function cutSdl(sdl: string, count: number): string[] {
  const cuts = [...sdl.matchAll(DEFINITION_START)].map((match) => (match.index ?? 0) + match[0].length);
  const parts: string[] = [];
  let start = 0;
  for (let part = 1; part < count; part++) {
    const target = (sdl.length * part) / count;
    const cut = cuts.find((position) => position >= target && position > start);
    if (cut === undefined) break;
    parts.push(sdl.slice(start, cut));
    start = cut;
  }
  parts.push(sdl.slice(start));
  return parts;
}

export async function parseInParts(
  sdl: string,
  count: number,
  yieldToBrowser: () => Promise<void>,
): Promise<DocumentNode> {
  const definitions: DefinitionNode[] = [];
  try {
    for (const part of cutSdl(sdl, count)) {
      definitions.push(...parse(part, {noLocation: true}).definitions);
      await yieldToBrowser();
    }
  } catch {
    return parse(sdl, {noLocation: true});
  }
  return {kind: Kind.DOCUMENT, definitions};
}
