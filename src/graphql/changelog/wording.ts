/**
 * How the changelog, its feed and the reference History notes word a deprecation's removal date, so each says it once
 * and none calls an item removed before its date has come.
 */
import {sentencesOf} from '../sentences';
import {removalDateOf} from './coordinates';

/** The reason without its sentences that announce the removal date: the pages show that date on its own. */
export function reasonWithoutRemoval(reason: string): string {
  return sentencesOf(reason)
    .filter((sentence) => removalDateOf(sentence) === undefined)
    .join(' ')
    .trim();
}

/** "removal planned <date>" while the date is after `today`, "removal due since <date>" once it has come. */
export function removalPhrase(removal: string, today: string): string {
  return removal > today ? `removal planned ${removal}` : `removal due since ${removal}`;
}

/** Today's date as the releases write it (YYYY-MM-DD, UTC): what "planned" and "due" are measured against. */
export function isoDay(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10);
}
