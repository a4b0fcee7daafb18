import {createRequire} from 'node:module';
import type {Plugin} from '@docusaurus/types';

/**
 * Shapes the lunr indexes that @cmfcmf/docusaurus-search-local builds, without changing how it searches
 * (each term exactly and with a trailing wildcard; boosts title 5, content 1, tags 3):
 *
 * 1. No English stemming. With it, `createFolder` is indexed as `createfold`, which the wildcard clause
 *    `createfolder*` cannot match, so the exact reference page lost to `createFolderExport`; every identifier
 *    ending in -er, -s, -ing or -ation had the same problem. The serialized index carries its (now empty) search
 *    pipeline, so the browser does not stem queries either; plurals are still found by the trailing wildcard.
 * 2. The generated reference's navigation-only sections are not indexed: the example operation (it repeats the
 *    type's fields, with every `userErrors { code field message }`) and the lists of where a type is used. They
 *    made a third of the index and only added noise to results.
 * 3. A reference type's field or value list is indexed with the type's first section rather than as a section
 *    of its own: the first section already holds the type's SDL, so the terms were stored twice, and a search for
 *    a type now finds the type rather than a "Fields" fragment of it.
 * 4. Term weights are stored with one decimal instead of three. Together with 2 and 3 this keeps the docs index,
 *    reference included, under its 150 KB gzip budget; the eight results shown for a query keep their order.
 */
export const UNINDEXED_SECTION_TITLES: ReadonlySet<string> = new Set([
  'Example',
  'Member Of',
  'Returned By',
  'Implemented By',
  'Interfaces',
  'Type',
]);

/** Sections of a reference page folded into the section before them (the type's own). */
export const MERGED_SECTION_TITLES: ReadonlySet<string> = new Set(['Fields', 'Values', 'Arguments']);

const WEIGHT_PRECISION = 10;

interface LunrPipeline {
  remove(fn: unknown): void;
}
interface LunrVector {
  elements: number[];
}
interface LunrIndex {
  fieldVectors: Record<string, LunrVector>;
}
interface LunrBuilder {
  pipeline: LunrPipeline;
  searchPipeline: LunrPipeline;
}
interface IndexedSection {
  title?: string;
  content?: string;
}
interface PendingSection {
  doc: IndexedSection;
  attributes: unknown;
}
interface Lunr {
  stemmer: unknown;
  Builder: {
    prototype: {
      add(this: LunrBuilder, doc: IndexedSection, attributes?: unknown): void;
      build(this: LunrBuilder): LunrIndex;
    };
  };
}

const SHAPED = Symbol.for('folio.searchIndexShaping');

export default function searchIndexShapingPlugin(): Plugin {
  // The search plugin's server code requires its own copy of lunr: shape that copy's builder.
  const requireFromSearchPlugin = createRequire(require.resolve('@cmfcmf/docusaurus-search-local'));
  const lunr = requireFromSearchPlugin('../lunr.js') as Lunr & {[SHAPED]?: true};
  if (!lunr[SHAPED]) {
    lunr[SHAPED] = true;
    const {add, build} = lunr.Builder.prototype;
    // Sections of a page arrive one by one and in order; each is held back until the next shows whether it
    // must absorb a field list.
    const pending = new WeakMap<LunrBuilder, PendingSection>();
    const flush = (builder: LunrBuilder) => {
      const section = pending.get(builder);
      if (section) add.call(builder, section.doc, section.attributes);
      pending.delete(builder);
    };
    // Documents are added inside the builder's config callback, before build(): adjust the pipelines first.
    lunr.Builder.prototype.add = function (doc, attributes) {
      this.pipeline.remove(lunr.stemmer);
      this.searchPipeline.remove(lunr.stemmer);
      if (doc.title && UNINDEXED_SECTION_TITLES.has(doc.title)) return;
      const previous = pending.get(this);
      if (doc.title && MERGED_SECTION_TITLES.has(doc.title) && previous) {
        previous.doc = {...previous.doc, content: `${previous.doc.content ?? ''} ${doc.content ?? ''}`};
        return;
      }
      flush(this);
      pending.set(this, {doc, attributes});
    };
    lunr.Builder.prototype.build = function () {
      flush(this);
      const index = build.call(this);
      for (const vector of Object.values(index.fieldVectors)) {
        for (let i = 1; i < vector.elements.length; i += 2) {
          vector.elements[i] = Math.round(vector.elements[i] * WEIGHT_PRECISION) / WEIGHT_PRECISION;
        }
      }
      return index;
    };
  }
  return {name: 'folio-search-index-shaping'};
}
