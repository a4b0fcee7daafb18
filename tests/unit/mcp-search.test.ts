/** search_docs must rank as the site does: its settings are the search plugin's options in docusaurus.config.ts. */
import assert from 'node:assert/strict';
import {test} from 'node:test';

import config from '../../docusaurus.config';
import {SITE_SEARCH} from '../../scripts/mcp/search';

test("search_docs uses the site search's tokenizer, boosts and result limit", () => {
  const entry = config.plugins.find(
    (plugin) => Array.isArray(plugin) && plugin[0] === '@cmfcmf/docusaurus-search-local',
  );
  assert.ok(Array.isArray(entry), 'the search plugin is configured');
  const options = entry[1] as {maxSearchResults: number; lunr: Record<string, unknown>};
  assert.equal(SITE_SEARCH.maxSearchResults, options.maxSearchResults);
  assert.equal(String(SITE_SEARCH.tokenizerSeparator), String(options.lunr.tokenizerSeparator));
  assert.equal(SITE_SEARCH.titleBoost, options.lunr.titleBoost);
  assert.equal(SITE_SEARCH.contentBoost, options.lunr.contentBoost);
  assert.equal(SITE_SEARCH.tagsBoost, options.lunr.tagsBoost);
});
