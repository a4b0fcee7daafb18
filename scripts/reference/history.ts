/**
 * Adds each reference page's history, derived from the schema releases: a "History" note under the title
 * ("Added <date>", "Changed <date>", "Deprecated <date> · removal planned <date>") and `last_update` front matter with the
 * date of the release in which the item last changed, which Docusaurus shows instead of a git date.
 */
import {existsSync, readFileSync, writeFileSync} from 'node:fs';
import {join} from 'node:path';

import type {HistoryEvent, PageHistory} from '../../src/graphql/changelog/history';
import {isoDay, reasonWithoutRemoval, removalPhrase} from '../../src/graphql/changelog/wording';
import {mdxText} from '../changelog/mdx';

function when(date: HistoryEvent['date']): string {
  return date === 'upcoming' ? 'in the upcoming release' : date;
}

function removalText(event: HistoryEvent, today: string): string {
  return event.entry.removal ? ` · ${removalPhrase(event.entry.removal, today)}` : '';
}

/** The history as Markdown list items, newest first; "Changed" lines of one date are joined. */
export function historyLines(history: PageHistory, today: string = isoDay()): string[] {
  const lines: string[] = [];
  const dates = [...new Set(history.events.map((event) => event.date))];
  for (const date of dates) {
    const events = history.events.filter((event) => event.date === date);
    const changed: string[] = [];
    for (const event of events) {
      const {entry, member} = event;
      if (member === undefined && entry.kind === 'added') lines.push(`- Added ${when(date)}`);
      else if (entry.kind === 'deprecated') {
        const what = member === undefined ? '' : ` (\`${member}\`)`;
        const reason = mdxText(reasonWithoutRemoval(entry.reason ?? ''));
        lines.push(`- Deprecated ${when(date)}${removalText(event, today)}${what}${reason ? `: ${reason}` : ''}`);
      } else changed.push(member === undefined ? mdxText(entry.message) : `\`${member}\` ${entry.kind}`);
    }
    if (changed.length > 0) lines.push(`- Changed ${when(date)}: ${changed.join('; ')}`);
  }
  return lines;
}

/** The page with `last_update` in its front matter and the history note after it. */
export function withHistory(page: string, history: PageHistory): string {
  const end = page.startsWith('---\n') ? page.indexOf('\n---\n', 4) : -1;
  if (end === -1) throw new Error('a generated reference page has no front matter');
  const frontMatter = page.slice(0, end + 1);
  const body = page.slice(end + 5);
  const lastUpdate = history.lastUpdate ? `last_update:\n  date: ${history.lastUpdate}\n` : '';
  const lines = historyLines(history);
  const note = lines.length > 0 ? `\n:::info[History]\n\n${lines.join('\n')}\n\n:::\n` : '';
  return `${frontMatter}${lastUpdate}---\n${note}${body}`;
}

/** Adds the history to every page; returns how many pages have history lines. Throws for a page that is missing. */
export function addReferenceHistory(histories: ReadonlyMap<string, PageHistory>, referenceDir: string): number {
  let count = 0;
  for (const [page, history] of histories) {
    const path = join(referenceDir, `${page}.mdx`);
    if (!existsSync(path)) throw new Error(`no reference page for ${history.item} at ${path}`);
    writeFileSync(path, withHistory(readFileSync(path, 'utf8'), history));
    if (history.events.length > 0) count += 1;
  }
  return count;
}
