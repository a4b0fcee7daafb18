import {readFileSync, writeFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {parse, visit} from 'graphql';

import {SCHEMA_FILE} from '../config/reference';
import {EXCERPTS_FILE} from '../search/node';
import {excerptOf} from '../search/excerpt';

/**
 * Shapes the lunr indexes that @cmfcmf/docusaurus-search-local builds (boosts title 5, content 1, tags 3), which
 * src/search ranks:
 *
 * 1. No English stemming. With it, `createFolder` is indexed as `createfold`, which the wildcard clause
 *    `createfolder*` cannot match, so the exact reference page lost to `createFolderExport`; every identifier
 *    ending in -er, -s, -ing or -ation had the same problem. The serialized index carries its (now empty) search
 *    pipeline, so the browser does not stem queries either; src/search matches plurals and other word forms.
 * 2. Navigation-only sections are not indexed: the generated reference's example operation (it repeats the
 *    type's fields, with every `userErrors { code field message }`) and lists of where a type is used, and the
 *    guides' closing link lists. They made a third of the index and only added noise to results.
 * 3. A reference type's field or value list is indexed with the type's first section rather than as a section
 *    of its own: the first section already holds the type's SDL, so the terms were stored twice, and a search for
 *    a type now finds the type rather than a "Fields" fragment of it.
 * 4. Term weights are stored with one decimal instead of three. Together with 2 and 3 this keeps the docs index,
 *    reference included, under its 150 KB gzip budget; the eight results shown for a query keep their order.
 * 5. Stop words that are names in the schema (`me`, `first`, `after`, …) are indexed: lunr's English stop word
 *    filter dropped them, so the `me` query could not be found.
 * 6. A word joined by underscores (`NAME_TAKEN`, `SHARED_WITH_ME`) is indexed whole and as its parts: the whole
 *    finds the enum value or error code exactly, the parts find it from prose.
 * 7. Category pages' cards ("📄️ Geolocation") are not indexed: each repeats a page that is indexed itself.
 * 8. The opening words of every indexed section are written to search-excerpts.json (by document id), for the
 *    excerpt under each result; the index itself stores no text.
 */
export const UNINDEXED_SECTION_TITLES: ReadonlySet<string> = new Set([
  // A guide's closing list of links: it names other pages, which are indexed themselves.
  'Next steps',
  'Related',
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

type PipelineFunction = (token: LunrToken) => LunrToken | LunrToken[] | undefined;
interface LunrToken {
  toString(): string;
  clone(fn: (text: string) => string): LunrToken;
}
interface LunrPipeline {
  remove(fn: unknown): void;
  before(existing: unknown, fn: unknown): void;
  add(fn: unknown): void;
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
  id?: string;
  title?: string;
  content?: string;
}
interface PendingSection {
  doc: IndexedSection;
  attributes: unknown;
}
interface Lunr {
  stemmer: unknown;
  trimmer: unknown;
  stopWordFilter: PipelineFunction;
  Pipeline: {registerFunction(fn: unknown, label: string): void};
  Builder: {
    prototype: {
      add(this: LunrBuilder, doc: IndexedSection, attributes?: unknown): void;
      build(this: LunrBuilder): LunrIndex;
    };
  };
}

const SHAPED = Symbol.for('folio.searchIndexShaping');

/** Icons Docusaurus puts before a category card's title. */
const CARD_TITLE = /^\s*\p{Extended_Pictographic}/u;

/** Every name the schema defines or uses (types, fields, arguments, enum values), in lower case. */
export function schemaNames(sdl: string): Set<string> {
  const names = new Set<string>();
  visit(parse(sdl), {Name: (node) => void names.add(node.value.toLowerCase())});
  return names;
}

/** An index-time pipeline step: a word joined by underscores stays whole and adds its parts. */
export function underscoreParts(token: LunrToken): LunrToken | LunrToken[] {
  const text = token.toString();
  const parts = text.split('_').filter(Boolean);
  if (parts.length < 2) return token;
  return [token, ...parts.map((part) => token.clone(() => part))];
}

/** lunr's stop word filter, keeping the words in `keep`. */
export function stopWordFilterKeeping(stopWordFilter: PipelineFunction, keep: ReadonlySet<string>): PipelineFunction {
  return (token) => (keep.has(token.toString()) ? token : stopWordFilter(token));
}

// Set by the plugin's instance: where the excerpts of the sections indexed in this build are written.
let excerptsFile: string | null = null;
const excerpts: Record<string, string> = {};

export default function searchIndexShapingPlugin(context: LoadContext): Plugin {
  excerptsFile = path.join(context.outDir, EXCERPTS_FILE);
  const keptStopWords = schemaNames(readFileSync(path.join(context.siteDir, SCHEMA_FILE), 'utf8'));
  // The search plugin's server code requires its own copy of lunr: shape that copy's builder.
  const requireFromSearchPlugin = createRequire(require.resolve('@cmfcmf/docusaurus-search-local'));
  const lunr = requireFromSearchPlugin('../lunr.js') as Lunr & {[SHAPED]?: true};
  if (!lunr[SHAPED]) {
    lunr[SHAPED] = true;
    const {add, build} = lunr.Builder.prototype;
    const stopWordFilter = stopWordFilterKeeping(lunr.stopWordFilter, keptStopWords);
    lunr.Pipeline.registerFunction(underscoreParts, 'folioUnderscoreParts');
    lunr.Pipeline.registerFunction(stopWordFilter, 'folioStopWordFilter');
    const shapedPipelines = new WeakSet<LunrBuilder>();
    // Sections of a page arrive one by one and in order; each is held back until the next shows whether it
    // must absorb a field list.
    const pending = new WeakMap<LunrBuilder, PendingSection>();
    const flush = (builder: LunrBuilder) => {
      const section = pending.get(builder);
      if (section) {
        add.call(builder, section.doc, section.attributes);
        if (section.doc.id) excerpts[section.doc.id] = excerptOf(section.doc.content ?? '');
      }
      pending.delete(builder);
    };
    // Documents are added inside the builder's config callback, before build(): adjust the pipelines first.
    lunr.Builder.prototype.add = function (doc, attributes) {
      if (!shapedPipelines.has(this)) {
        shapedPipelines.add(this);
        this.pipeline.remove(lunr.stemmer);
        this.searchPipeline.remove(lunr.stemmer);
        this.pipeline.before(lunr.stopWordFilter, underscoreParts);
        this.pipeline.before(lunr.stopWordFilter, stopWordFilter);
        this.pipeline.remove(lunr.stopWordFilter);
      }
      if (doc.title && (UNINDEXED_SECTION_TITLES.has(doc.title) || CARD_TITLE.test(doc.title))) return;
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
      // The search plugin builds its indexes one after the other; the file is complete after the last.
      if (excerptsFile) writeFileSync(excerptsFile, JSON.stringify(excerpts));
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
