/** The rules of `npm run schema:release [date]`: which date and schema may be recorded as a new release. */
import {isReleaseDate} from './releases';

export interface ReleaseRequest {
  /** The requested date, or undefined for today. */
  readonly date?: string;
  /** Today, as YYYY-MM-DD (UTC). */
  readonly today: string;
  /** Dates of the recorded releases. */
  readonly existingDates: readonly string[];
  readonly workingSdl: string;
  /** SDL of the latest release; undefined when there is none. */
  readonly latestSdl?: string;
}

/** The date to record the release under, or an error message saying why not. */
export function planRelease(request: ReleaseRequest): {date: string} | {error: string} {
  const date = request.date ?? request.today;
  if (!isReleaseDate(date)) return {error: `"${date}" is not a valid date written as YYYY-MM-DD.`};
  if (request.existingDates.includes(date)) return {error: `a release dated ${date} already exists.`};
  const latest = [...request.existingDates].sort().at(-1);
  if (latest !== undefined && date < latest) {
    return {error: `${date} is before the latest release (${latest}); releases are recorded in order.`};
  }
  if (request.latestSdl !== undefined && request.latestSdl === request.workingSdl) {
    return {error: `the schema is unchanged since the latest release (${latest}); there is nothing to release.`};
  }
  return {date};
}
