// @ts-check
import graphqlPlugin from '@graphql-eslint/eslint-plugin';
import tseslint from 'typescript-eslint';

import packageInternals from './scripts/lint/package-internals.mjs';

/**
 * Object types without a logical identity (value objects, connection plumbing, mutation payloads, subscription
 * events). Every other object type must have exactly one `id: ID!` (strict-id-in-types).
 */
const TYPES_WITHOUT_ID = [
  'ArchiveStats',
  'BinStats',
  'Breadcrumb',
  'Color',
  'CompanyAddress',
  'CompanyStats',
  'Contact',
  'ContactAndProjectDetails',
  'DefaultPermission',
  'DetailedHistoryChange',
  'DocumentReadStatus',
  'Email',
  'FileMetadata',
  'FormTemplate',
  'GenericTemplate',
  'GeoAddress',
  'GeoLocation',
  'ListPosition',
  'Location',
  'Metadata',
  'PageInfo',
  'PdfDocumentTemplate',
  'PrivateShareSharedWith',
  'PrivateShareShowDetailsOptions',
  'PrivateShareStats',
  'RemoveFolderStats',
  'ReportTemplate',
  'RevisionAndHistory',
  'SearchAutocomplete',
  'TextDocumentTemplate',
  'Theme',
  'ThemeColors',
  'Thumbnails',
  'UploadTransactionPart',
  'UserError',
  'UserNotificationStats',
  'WordExport',
  'WorkflowItemStatsByMonth',
  'WorkflowItemStatsByMonthAndYear',
  'WorkflowItemStatsByYear',
];

/**
 * The files that may reach into other packages' internals (a non-exported file, createRequire anchored in another
 * package, a replaced export or prototype), each for a reason maintainers/internals.md gives with its measure. A new
 * reach anywhere else fails the lint (scripts/lint/package-internals.mjs).
 */
export const PACKAGE_INTERNALS_ALLOWED_FILES = [
  // Docusaurus's client entry and app shell, evaluated in stages: measured in maintainers/performance.md.
  'src/client/stagedClientEntry.ts',
  // Monaco's language workers by the entry files Monaco's ESM integration guide names.
  'src/playground/ide/monacoWorkers.ts',
  // Bug fixes in theme wrappers, which read the theme's state through theme-common's internal hooks.
  'src/theme/AnnouncementBar/index.tsx',
  'src/theme/Navbar/MobileSidebar/index.tsx',
  // A code block kept as served while hydrating (its word-wrap ref): measured in maintainers/internals.md.
  'src/theme/CodeBlock/Content/index.tsx',
  // The react-router patch's test: the patched ES module against the untouched CommonJS build, answer for answer.
  'tests/unit/route-matching.test.ts',
];

/** Files the package-internals rules read: all our code, whatever its module format. */
const OWN_CODE = [
  'src/**/*.{ts,tsx,js,mjs,cjs}',
  'scripts/**/*.{ts,js,mjs,cjs}',
  'tests/**/*.{ts,tsx,js,mjs,cjs}',
  '*.{ts,mjs,cjs,js}',
];

/** @type {import('eslint').Linter.RulesRecord} */
const PACKAGE_INTERNALS_RULES = {
  'package-internals/no-deep-require': 'error',
  'package-internals/no-foreign-require': 'error',
  'package-internals/no-foreign-assignment': 'error',
};

export default tseslint.config(
  {
    // Generated output, dependencies, and fixtures that are broken on purpose.
    ignores: [
      'build/',
      '.docusaurus/',
      'node_modules/',
      'reference/',
      'tests/fixtures/',
      'playwright-report/',
      'test-results/',
    ],
  },
  {
    files: ['schema.graphql'],
    languageOptions: {
      parser: graphqlPlugin.parser,
      // Rules such as no-unreachable-types and strict-id-in-types need the built schema.
      parserOptions: {graphQLConfig: {schema: 'schema.graphql'}},
    },
    plugins: {'@graphql-eslint': graphqlPlugin},
    rules: {
      ...graphqlPlugin.configs['flat/schema-recommended'].rules,
      ...graphqlPlugin.configs['flat/schema-relay'].rules,
      // Every definition a public reference page is generated from must say what it is.
      '@graphql-eslint/require-description': [
        'error',
        {
          types: true,
          rootField: true,
          FieldDefinition: true,
          InputValueDefinition: true,
          EnumValueDefinition: true,
          DirectiveDefinition: true,
        },
      ],
      '@graphql-eslint/description-style': ['error', {style: 'block'}],
      // Mutations take one `input: <MutationName>Input!`.
      '@graphql-eslint/input-name': [
        'error',
        {checkInputType: true, caseSensitiveInputType: false, checkMutations: true},
      ],
      '@graphql-eslint/no-scalar-result-type-on-mutation': 'error',
      '@graphql-eslint/strict-id-in-types': [
        'error',
        {
          acceptedIdNames: ['id'],
          acceptedIdTypes: ['ID'],
          exceptions: {types: TYPES_WITHOUT_ID, suffixes: ['Payload', 'Connection', 'Edge', 'Event']},
        },
      ],
      '@graphql-eslint/require-nullable-fields-with-oneof': 'error',
      // Connections also expose `nodes: [T!]!` (as GitHub's do) and some fields return short plain lists, so lists
      // of non-edge types are allowed; edges must still be named `…Edge` and point at a `Node`.
      '@graphql-eslint/relay-edge-types': [
        'error',
        {withEdgeSuffix: true, shouldImplementNode: true, listTypeCanWrapOnlyEdgeType: false},
      ],
      // Enums such as TemplateKind and TemplatesTypeFilter share value names on purpose.
      '@graphql-eslint/unique-enum-value-names': 'off',
      // require-deprecation-date is not used: it wants a separate `deletionDate` argument (DD/MM/YYYY) that the
      // built-in @deprecated directive does not have. Our reasons end in "Removal on YYYY-MM-DD.", checked in
      // tests/unit/schema-spec-checklist.test.ts.
    },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'scripts/**/*.ts', 'tests/**/*.ts', 'docusaurus.config.ts', 'sidebars.ts', 'sidebars-reference.ts'],
    extends: [tseslint.configs.recommended],
  },
  {
    // Other packages' internals change without notice; a file that needs one is allow-listed above, by name.
    files: OWN_CODE,
    plugins: {'package-internals': packageInternals},
    rules: PACKAGE_INTERNALS_RULES,
  },
  {
    files: PACKAGE_INTERNALS_ALLOWED_FILES,
    rules: Object.fromEntries(Object.keys(PACKAGE_INTERNALS_RULES).map((rule) => [rule, 'off'])),
  },
);
