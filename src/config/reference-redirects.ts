/**
 * The old URLs of deprecated operations' pages: until issue 58 they were generated into `deprecated/{section}/`
 * (`/docs/graphql/deprecated/mutations/create-comment-on-document`); every item now lives at
 * `/docs/graphql/{section}/{name}`. @docusaurus/plugin-client-redirects writes a redirect page at each old URL, in the
 * build that holds the new one (its `createRedirects` is asked about that build's own routes). Node only.
 */
import {listReferenceItems} from '../graphql/markdown';
import {FORMER_DEPRECATED_FOLDER} from '../graphql/referencePages';
import {loadSchemaFile} from '../graphql/schemaSource';
import {REFERENCE_BASE_ROUTE, SCHEMA_FILE} from './reference';

let formerPaths: Map<string, string> | undefined;

/** Page path → the URL the page had in the deprecated group, for every deprecated operation of the schema. */
export function formerDeprecatedPaths(schemaFile: string = SCHEMA_FILE): Map<string, string> {
  const paths = new Map<string, string>();
  for (const item of listReferenceItems(loadSchemaFile(schemaFile))) {
    if (item.kind !== 'operation' || item.field.deprecationReason == null) continue;
    paths.set(item.path, `${REFERENCE_BASE_ROUTE}/${FORMER_DEPRECATED_FOLDER}${item.path.slice(REFERENCE_BASE_ROUTE.length)}`);
  }
  return paths;
}

/** plugin-client-redirects' `createRedirects`: the former URL of a deprecated operation's page, if it had one. */
export function createReferenceRedirects(existingPath: string): string[] | undefined {
  formerPaths ??= formerDeprecatedPaths();
  const former = formerPaths.get(existingPath.replace(/\/$/, ''));
  return former ? [former] : undefined;
}
