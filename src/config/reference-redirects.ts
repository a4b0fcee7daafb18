/**
 * The old URLs of deprecated operations' pages: until issue 58 they were generated into `deprecated/{section}/`
 * (`/docs/graphql/deprecated/mutations/create-comment-on-document`); every item now lives at
 * `/docs/graphql/{section}/{name}`. @docusaurus/plugin-client-redirects writes a redirect page at each old URL, in the
 * build that holds the new one (its `createRedirects` is asked about that build's own routes). Node only.
 */
import {referenceFacts} from './reference-facts';

/** plugin-client-redirects' `createRedirects`: the former URL of a deprecated operation's page, if it had one. */
export function createReferenceRedirects(existingPath: string): string[] | undefined {
  const former = referenceFacts().formerPaths[existingPath.replace(/\/$/, '')];
  return former ? [former] : undefined;
}
