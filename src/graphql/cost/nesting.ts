/**
 * A document's nesting, read before it is parsed. graphql-js parses (and validates, and the cost formula walks) a
 * document by recursion, one call per level: a document nested thousands of levels deep runs them out of stack
 * ("Maximum call stack size exceeded"). The API refuses such a document before it reads it, with QUERY_TOO_DEEP: no
 * operation it runs is nested anywhere near MAX_DOCUMENT_NESTING levels, whose depth limit is far lower.
 */
import {GraphQLError, Source, parse, type DocumentNode, type ParseOptions} from 'graphql';

import {COST_LIMITS, MAX_DOCUMENT_NESTING} from './limits';

/** Where a document first nests deeper than `limit` braces, brackets and parentheses, outside strings and comments. */
export function nestingBeyond(source: string, limit = MAX_DOCUMENT_NESTING): number | undefined {
  let depth = 0;
  for (let at = 0; at < source.length; at++) {
    const character = source[at];
    if (character === '#') {
      while (at < source.length && source[at] !== '\n' && source[at] !== '\r') at++;
    } else if (character === '"') {
      if (source.startsWith('"""', at)) {
        at += 3;
        while (at < source.length && !source.startsWith('"""', at)) at += source.startsWith('\\"""', at) ? 4 : 1;
        at += 2;
      } else {
        at++;
        while (at < source.length && source[at] !== '"' && source[at] !== '\n') at += source[at] === '\\' ? 2 : 1;
      }
    } else if (character === '{' || character === '[' || character === '(') {
      depth++;
      if (depth > limit) return at;
    } else if (character === '}' || character === ']' || character === ')') {
      depth = Math.max(0, depth - 1);
    }
  }
  return undefined;
}

/** The refusal of a document nested deeper than the API reads, at the place it goes past the limit. */
export function nestingError(source: string | Source): GraphQLError | undefined {
  const text = typeof source === 'string' ? source : source.body;
  const position = nestingBeyond(text);
  if (position === undefined) return undefined;
  return new GraphQLError(
    `The document is nested more than ${MAX_DOCUMENT_NESTING} levels deep (braces, brackets and parentheses), so it is not read; an operation may nest at most ${COST_LIMITS.maxDepth} levels of fields: flatten it.`,
    {
      source: typeof source === 'string' ? new Source(source) : source,
      positions: [position],
      extensions: {code: 'QUERY_TOO_DEEP', maxNesting: MAX_DOCUMENT_NESTING, maxDepth: COST_LIMITS.maxDepth},
    },
  );
}

/** graphql-js's `parse`, refusing first a document nested deeper than the API reads (with QUERY_TOO_DEEP). */
export function parseWithinNesting(source: string | Source, options?: ParseOptions): DocumentNode {
  const error = nestingError(source);
  if (error) throw error;
  return parse(source, options);
}
