/**
 * Reads a lunr index as the search plugin serializes it (`search-index-{tag}.json`) into postings whose weights
 * no longer carry the index's own term rarity: lunr bakes each index's inverse document frequency into its
 * weights, so a word in the small blog index outweighed the same word in the docs index. Dividing it out lets
 * the ranking apply one rarity computed over all indexes.
 */

export interface IndexedDocument {
  readonly id: number;
  readonly pageTitle: string;
  readonly sectionTitle: string;
  readonly sectionRoute: string;
  readonly type: string;
}

/** Where a term occurs: per field, the documents (by ref) and the term's BM25 frequency part there. */
export interface TermPostings {
  /** Occurrences in fields of documents (lunr's count for inverse document frequency). */
  readonly count: number;
  readonly fields: ReadonlyMap<string, readonly (readonly [ref: string, frequency: number])[]>;
}

export interface ParsedIndex {
  readonly name: string;
  readonly documents: ReadonlyMap<string, IndexedDocument>;
  readonly documentCount: number;
  readonly terms: ReadonlyMap<string, TermPostings>;
}

interface SerializedIndex {
  fields: string[];
  fieldVectors: [string, number[]][];
  invertedIndex: [string, Record<string, unknown>][];
}

/** lunr's inverse document frequency. */
export function inverseDocumentFrequency(occurrences: number, documentCount: number): number {
  return Math.log(1 + Math.abs((documentCount - occurrences + 0.5) / (occurrences + 0.5)));
}

export function parseIndexFile(name: string, json: unknown): ParsedIndex {
  const fail = (what: string): never => {
    throw new Error(`${name}: not a search index file: ${what}`);
  };
  const file = json as {documents?: unknown; index?: Partial<SerializedIndex>} | null;
  if (!file || typeof file !== 'object') return fail('not a JSON object');
  if (!Array.isArray(file.documents)) return fail('"documents" is not a list');
  const index = file.index;
  if (
    !index ||
    !Array.isArray(index.fieldVectors) ||
    !Array.isArray(index.invertedIndex) ||
    !Array.isArray(index.fields)
  ) {
    return fail('"index" is not a serialized lunr index');
  }
  const documents = new Map<string, IndexedDocument>();
  for (const document of file.documents as IndexedDocument[]) {
    if (typeof document?.id !== 'number' || typeof document.sectionRoute !== 'string') {
      fail(`document ${JSON.stringify(document)?.slice(0, 80)} has no id or sectionRoute`);
    }
    documents.set(String(document.id), document);
  }

  const termByNumber = new Map<number, string>();
  const counts = new Map<string, number>();
  for (const [term, posting] of index.invertedIndex) {
    termByNumber.set(posting._index as number, term);
    let count = 0;
    for (const field of index.fields) count += Object.keys((posting[field] as object | undefined) ?? {}).length;
    counts.set(term, count);
  }
  const refs = new Set<string>();
  const fields = new Map<string, Map<string, [string, number][]>>();
  for (const [fieldRef, elements] of index.fieldVectors) {
    const slash = fieldRef.indexOf('/');
    const field = fieldRef.slice(0, slash);
    const ref = fieldRef.slice(slash + 1);
    refs.add(ref);
    for (let i = 0; i < elements.length; i += 2) {
      const term = termByNumber.get(elements[i]!);
      if (term === undefined)
        fail(`field vector ${fieldRef} names term number ${elements[i]}, which is not in the index`);
      const byField = fields.get(term!) ?? new Map<string, [string, number][]>();
      fields.set(term!, byField);
      const postings = byField.get(field) ?? [];
      byField.set(field, postings);
      postings.push([ref, elements[i + 1]!]);
    }
  }
  const documentCount = refs.size;
  const terms = new Map<string, TermPostings>();
  for (const [term, count] of counts) {
    const rarity = inverseDocumentFrequency(count, documentCount);
    const byField = fields.get(term) ?? new Map<string, [string, number][]>();
    for (const postings of byField.values()) {
      for (const posting of postings) posting[1] = rarity > 0 ? posting[1] / rarity : 0;
    }
    terms.set(term, {count, fields: byField});
  }
  return {name, documents, documentCount, terms};
}
