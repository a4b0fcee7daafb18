/**
 * The one home of every brand name, URL and endpoint the portal shows or calls.
 * docusaurus.config.ts, pages, components, the playground and the tests import from here.
 */
export interface SiteConstants {
  /** Product name shown in the navbar, titles and copy. */
  readonly brand: string;
  /** Title of the portal itself: the suffix of every page title. */
  readonly siteTitle: string;
  readonly tagline: string;
  /** Public origin of the portal, without a trailing slash. */
  readonly siteUrl: string;
  /** GraphQL over HTTP: queries and mutations. */
  readonly apiHttpEndpoint: string;
  /** GraphQL over WebSocket (graphql-transport-ws protocol): subscriptions. */
  readonly apiWsEndpoint: string;
  /** Company settings → Developers section of the web app, where API keys are created. */
  readonly apiKeySettingsUrl: string;
  /** How a user reaches apiKeySettingsUrl in the web app's menus: every page that names the way says it like this. */
  readonly apiKeySettingsPath: string;
  /** The provider's page on its code-hosting service. */
  readonly codeHostingUrl: string;
  readonly imprintUrl: string;
  /** The web app integrators' users work in. */
  readonly webAppUrl: string;
  readonly copyrightYear: number;
}

export const site = {
  brand: 'Folio',
  siteTitle: 'Folio Developers',
  tagline: 'Build on the Folio GraphQL API: documents, folders, uploads, comments and live updates.',
  siteUrl: 'https://developers.folio.example',
  apiHttpEndpoint: 'https://api.folio.example/graphql',
  apiWsEndpoint: 'wss://api.folio.example/graphql',
  apiKeySettingsUrl: 'https://app.folio.example/settings/company/developers',
  apiKeySettingsPath: 'Company settings → Developers',
  codeHostingUrl: 'https://github.com/folio-developers',
  imprintUrl: 'https://www.folio.example/imprint',
  webAppUrl: 'https://app.folio.example',
  copyrightYear: 2025,
} as const satisfies SiteConstants;
