/**
 * Each reference page's history, derived from the schema releases: a "History" note under the title
 * ("Added <date>", "Changed <date>", "Deprecated <date> · removal planned <date>"), and the date of the release in which the
 * item last changed, which ./compose.ts puts into the page's `last_update` front matter for Docusaurus to show
 * instead of a git date.
 */
import type {HistoryEvent, PageHistory} from '../../src/graphql/changelog/history';
import {isoDay, reasonWithoutRemoval, removalPhrase} from '../../src/graphql/changelog/wording';
import {mdxText} from '../changelog/mdx';

function when(date: HistoryEvent['date']): string {
  return date === 'upcoming' ? 'in the upcoming release' : date;
}

function removalText(event: HistoryEvent, today: string): string {
  return event.entry.removal ? ` · ${removalPhrase(event.entry.removal, today)}` : '';
}

/** The day the reference is built: SOURCE_DATE_EPOCH (the reproducible-builds convention) when set, else today. */
export function buildDay(env: NodeJS.ProcessEnv = process.env): string {
  const epoch = env.SOURCE_DATE_EPOCH;
  return isoDay(epoch ? new Date(Number(epoch) * 1000) : new Date());
}

/** The history as Markdown list items, newest first; "Changed" lines of one date are joined. */
export function historyLines(history: PageHistory, today: string = buildDay()): string[] {
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

/** The "History" admonition; undefined for an item without events. */
export function historyNote(history: PageHistory): string | undefined {
  const lines = historyLines(history);
  return lines.length > 0 ? `:::info[History]\n\n${lines.join('\n')}\n\n:::` : undefined;
}
