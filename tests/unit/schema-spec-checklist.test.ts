/**
 * The checklist of every API name the product spec (§3, §4, §6, §7) derives, and of the design rules the schema
 * promises (Relay connections, Input/Payload mutations, @oneOf, @specifiedBy, deprecations).
 * Each failure lists everything missing at once, by spec phrase and schema coordinate.
 *
 * Naming rules recorded here:
 * - Types are the spec's words in PascalCase, kept verbatim for the spec's connections
 *   ("document comments connection" → DocumentCommentsConnection); other connections are <Node>Connection.
 * - A phrase naming several things yields one name each ("theme and theme colors" → Theme, ThemeColors;
 *   "revision and history" → Revision and RevisionAndHistory); a phrase naming one thing is one literal name
 *   ("workflow item stats by month and year" → WorkflowItemStatsByMonthAndYear).
 * - Root fields are the spec's phrase in camelCase, word for word, one per operation the phrase lists ("create
 *   comment on document with mentioning" → createCommentOnDocumentWithMentioning, "document count change" →
 *   documentCountChange). A field renamed to its literal name keeps its former name, deprecated.
 */
import assert from 'node:assert/strict';
import {test} from 'node:test';
import {readFileSync} from 'node:fs';
import {
  getNamedType,
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isListType,
  isNonNullType,
  isObjectType,
  isScalarType,
  type GraphQLField,
  type GraphQLSchema,
} from 'graphql';

import {SCHEMA_FILE} from '../../src/config/reference';
import {loadSchemaFile} from '../../src/graphql/schemaSource';

const schema: GraphQLSchema = loadSchemaFile(SCHEMA_FILE);

/** Spec phrase → schema coordinates (`Type`, `Type.field`, `Enum.VALUE`, `Type.field(arg:)`) it requires. */
type Checklist = Record<string, readonly string[]>;

const query = (...names: string[]) => names.map((name) => `Query.${name}`);
const mutation = (...names: string[]) => names.map((name) => `Mutation.${name}`);
const subscription = (...names: string[]) => names.map((name) => `Subscription.${name}`);

/** §3 Objects. */
const OBJECTS: Checklist = {
  'activity event': ['ActivityEvent'],
  breadcrumb: ['Breadcrumb'],
  color: ['Color'],
  comment: ['Comment'],
  company: ['Company'],
  'company stats': ['CompanyStats'],
  'company user connection': ['CompanyUserConnection'],
  contact: ['Contact'],
  'contact and project details': ['ContactAndProjectDetails'],
  'company address': ['CompanyAddress'],
  'dashboard widget': ['DashboardWidget'],
  'dashboard widget group': ['DashboardWidgetGroup'],
  'default permission': ['DefaultPermission'],
  'detailed history change': ['DetailedHistoryChange'],
  document: ['Document'],
  'document comments connection': ['DocumentCommentsConnection'],
  'linked documents connection': ['LinkedDocumentsConnection'],
  'document read status': ['DocumentReadStatus'],
  email: ['Email'],
  'export job': ['ExportJob'],
  'file metadata': ['FileMetadata'],
  folder: ['Folder'],
  'folder documents connection': ['FolderDocumentsConnection'],
  'subfolders connection': ['SubfoldersConnection'],
  'form template': ['FormTemplate'],
  'generic template': ['GenericTemplate'],
  'geo address': ['GeoAddress'],
  'geo location': ['GeoLocation'],
  group: ['Group'],
  'history change': ['HistoryChange'],
  label: ['Label'],
  'list position': ['ListPosition'],
  location: ['Location'],
  metadata: ['Metadata'],
  'page info': ['PageInfo'],
  'PDF document template': ['PdfDocumentTemplate'],
  'private share (with shared-with, show-details options and stats)': [
    'PrivateShare',
    'PrivateShareSharedWith',
    'PrivateShareShowDetailsOptions',
    'PrivateShareStats',
  ],
  'public share': ['PublicShare'],
  'remove-folder stats': ['RemoveFolderStats'],
  'report template': ['ReportTemplate'],
  'revision and history': ['Revision', 'RevisionAndHistory'],
  'search autocomplete': ['SearchAutocomplete'],
  template: ['Template'],
  'text document template (§7: create text document template)': ['TextDocumentTemplate'],
  'theme and theme colors': ['Theme', 'ThemeColors'],
  thumbnails: ['Thumbnails'],
  'upload transaction and upload transaction part': ['UploadTransaction', 'UploadTransactionPart'],
  'user error': ['UserError'],
  user: ['User'],
  'user notification': ['UserNotification'],
  'user session': ['UserSession'],
  'word export': ['WordExport'],
  'workflow item stats by month and year': [
    'WorkflowItemStatsByMonthAndYear',
    'CompanyStats.workflowItemStatsByMonthAndYear',
    'WorkflowItemStatsByMonthAndYear.month',
    'WorkflowItemStatsByMonthAndYear.year',
  ],
};

/** §3 Enums. */
const ENUMS: Checklist = {
  'company labels sort by': ['CompanyLabelsSortBy'],
  'company size': ['CompanySize'],
  'document show type': ['DocumentShowType'],
  'document sort after': ['DocumentSortAfter'],
  'document type category': ['DocumentTypeCategory'],
  'folder section': ['FolderSection'],
  'folder sort after': ['FolderSortAfter'],
  'groups sort by': ['GroupsSortBy'],
  'job artifact type': ['JobArtifactType'],
  'private share item type': ['PrivateShareItemType'],
  'private share sort by': ['PrivateShareSortBy'],
  'query find operator': ['QueryFindOperator'],
  'sort direction': ['SortDirection'],
  'templates type filter': ['TemplatesTypeFilter'],
  'update subfolders mode': ['UpdateSubfoldersMode'],
};

/** §3 Scalars. */
const SCALARS = ['Boolean', 'Float', 'ID', 'Int', 'String', 'Upload'];

/** The directives the reference documents (deprecated, include, one-of, skip, specified-by). */
const DIRECTIVES = ['deprecated', 'include', 'oneOf', 'skip', 'specifiedBy'];

/** §7 Queries. */
const QUERIES: Checklist = {
  'active company': query('activeCompany'),
  'active export jobs': query('activeExportJobs'),
  'active role': query('activeRole'),
  'activity feed': query('activityFeed'),
  'archive stats': query('archiveStats'),
  'available backup client features': query('availableBackupClientFeatures'),
  'bin stats': query('binStats'),
  'company labels': query('companyLabels'),
  document: query('document'),
  'document list position': query('documentListPosition'),
  documents: query('documents'),
  'export job by id': query('exportJobById'),
  'finished export jobs': query('finishedExportJobs'),
  folder: query('folder'),
  'folder by name': query('folderByName'),
  'folder templates': query('folderTemplates'),
  folders: query('folders'),
  'folders by id': query('foldersById'),
  group: query('group'),
  groups: query('groups'),
  'groups from role': query('groupsFromRole'),
  label: query('label'),
  labels: query('labels'),
  'location by detailed address': query('locationByDetailedAddress'),
  'locations by address': query('locationsByAddress'),
  me: query('me'),
  'own document by metadata': query('ownDocumentByMetadata'),
  'recent comments': query('recentComments'),
  'recently used folders': query('recentlyUsedFolders'),
  'remove folder stats': query('removeFolderStats'),
  'report templates': query('reportTemplates'),
  'revisions of documents': query('revisionsOfDocuments'),
  'search autocomplete': query('searchAutocomplete'),
  'template folder': query('templateFolder'),
  templates: query('templates'),
  'text document templates': query('textDocumentTemplates'),
  user: query('user'),
  'user dashboard widget groups': query('userDashboardWidgetGroups'),
  'user notification stats': query('userNotificationStats'),
  'user notifications': query('userNotifications'),
  'user notifications count': query('userNotificationsCount'),
  users: query('users'),
  'Relay object identification (design)': [...query('node', 'nodes'), 'Node', 'Node.id'],
};

/** §7 Mutations. */
const MUTATIONS: Checklist = {
  'abort export job': mutation('abortExportJob'),
  'add folder to favorites': mutation('addFolderToFavorites'),
  'add labels to document and to items': mutation('addLabelsToDocument', 'addLabelsToItems'),
  'add permissions to folder': mutation('addPermissionsToFolder'),
  'archive folder and folders': mutation('archiveFolder', 'archiveFolders'),
  'copy document': mutation('copyDocument'),
  'create comment on document with mentioning': [
    ...mutation('createCommentOnDocumentWithMentioning'),
    'CreateCommentOnDocumentWithMentioningInput.mentionedUserIds',
  ],
  'create dashboard widget and group': mutation('createDashboardWidget', 'createDashboardWidgetGroup'),
  'create default sample data': mutation('createDefaultSampleData'),
  'create document from file, text, export job and upload transaction': mutation(
    'createDocumentFromFile',
    'createDocumentFromText',
    'createDocumentFromExportJob',
    'createDocumentFromUploadTransaction',
  ),
  'create folder, folder export, folder docx export, selection export, selection docx export': mutation(
    'createFolder',
    'createFolderExport',
    'createFolderDocxExport',
    'createSelectionExport',
    'createSelectionDocxExport',
  ),
  'create group, label, PDF template, report template, text document template': mutation(
    'createGroup',
    'createLabel',
    'createPdfTemplate',
    'createReportTemplate',
    'createTextDocumentTemplate',
  ),
  'edit dashboard widget': mutation('editDashboardWidget'),
  'get upload transaction signed URL for parts': mutation('getUploadTransactionSignedUrlForParts'),
  'check report template validity': mutation('checkReportTemplateValidity'),
  'move dashboard widget group to position': mutation('moveDashboardWidgetGroupToPosition'),
  'move widget to another group': mutation('moveWidgetToAnotherGroup'),
  'move document, documents, items and folder to bin or to a folder': mutation(
    'moveDocumentToBin',
    'moveDocumentsToBin',
    'moveItemsToBin',
    'moveFolderToBin',
    'moveDocumentToFolder',
    'moveDocumentsToFolder',
    'moveItemsToFolder',
    'moveFolderToFolder',
  ),
  'pin and unpin document': mutation('pinDocument', 'unpinDocument'),
  'remove comment, dashboard widget, dashboard widget group, document, documents, folder, folder from favorites, group, label, labels from document, PDF templates, folder permissions, report template, text templates':
    mutation(
      'removeComment',
      'removeDashboardWidget',
      'removeDashboardWidgetGroup',
      'removeDocument',
      'removeDocuments',
      'removeFolder',
      'removeFolderFromFavorites',
      'removeGroup',
      'removeLabel',
      'removeLabelsFromDocument',
      'removePdfTemplates',
      'removeFolderPermissions',
      'removeReportTemplate',
      'removeTextTemplates',
    ),
  'reorder favorite folder': mutation('reorderFavoriteFolder'),
  'replace file on document (directly or via upload transaction)': mutation(
    'replaceFileOnDocument',
    'replaceFileOnDocumentViaUploadTransaction',
  ),
  'restart export job': mutation('restartExportJob'),
  'restore document from revision and from bin': mutation('restoreDocumentFromRevision', 'restoreDocumentFromBin'),
  'rotate document image': mutation('rotateDocumentImage'),
  'save widget order in group': mutation('saveWidgetOrderInGroup'),
  'set description on items': mutation('setDescriptionOnItems'),
  'start upload transaction': mutation('startUploadTransaction'),
  'update background on text document': mutation('updateBackgroundOnTextDocument'),
  'update comment, dashboard widget group, document descriptions, document, document drawing, folder, group, label, labels on document, PDF template, report template, subfolder permissions and labels, text content, text template':
    mutation(
      'updateComment',
      'updateDashboardWidgetGroup',
      'updateDocumentDescriptions',
      'updateDocument',
      'updateDocumentDrawing',
      'updateFolder',
      'updateGroup',
      'updateLabel',
      'updateLabelsOnDocument',
      'updatePdfTemplate',
      'updateReportTemplate',
      'updateSubfolderPermissionsAndLabels',
      'updateTextContent',
      'updateTextTemplate',
    ),
};

/** §7 Subscriptions. */
const SUBSCRIPTIONS: Checklist = {
  'activity feed update': subscription('activityFeedUpdate'),
  'added folder': subscription('addedFolder'),
  'company changed': subscription('companyChanged'),
  'document added': subscription('documentAdded'),
  'document changed': subscription('documentChanged'),
  'document removed': subscription('documentRemoved'),
  'documents changed': subscription('documentsChanged'),
  'documents feed': subscription('documentsFeed'),
  'export job update': subscription('exportJobUpdate'),
  'folder changed': subscription('folderChanged'),
  'folder removed': subscription('folderRemoved'),
  'folder feed': subscription('folderFeed'),
  'folders changed': subscription('foldersChanged'),
  'comment created and removed on document': subscription('commentCreatedOnDocument', 'commentRemovedOnDocument'),
  'document count change (also on folder)': subscription('documentCountChange', 'documentCountChangeOnFolder'),
  'pinned documents changed in folder': subscription('pinnedDocumentsChangedInFolder'),
  'user favorited and unfavorited folder': subscription('userFavoritedFolder', 'userUnfavoritedFolder'),
  'user notification created': subscription('userNotificationCreated'),
  'unread count changed': subscription('unreadCountChanged'),
};

/** §6 Roles and permissions. */
const ROLES_AND_PERMISSIONS: Checklist = {
  'active role query': [...query('activeRole'), 'CompanyRole'],
  'groups-from-role query': ['Query.groupsFromRole(role:)', 'Group.role'],
  'mutations to add and remove folder permissions': [
    ...mutation('addPermissionsToFolder', 'removeFolderPermissions'),
    'FolderPermission',
    'PermissionLevel',
  ],
  'a permissions replacement input': ['PermissionsReplacementInput', 'UpdateFolderInput.permissions'],
  'a subfolder permissions and labels update': [
    ...mutation('updateSubfolderPermissionsAndLabels'),
    'UpdateSubfolderPermissionsAndLabelsInput.mode',
    'UpdateSubfolderPermissionsAndLabelsInput.permissions',
    'UpdateSubfolderPermissionsAndLabelsInput.labelIds',
  ],
};

/** §4 Lifecycles: each transition has a mutation, and the resulting state is readable. */
const LIFECYCLES: Checklist = {
  'document moved to bin': [...mutation('moveDocumentToBin'), 'Document.isInBin', 'Document.permanentDeletionAt'],
  'document restored from bin': [...mutation('restoreDocumentFromBin')],
  'document pinned, unpinned': [...mutation('pinDocument', 'unpinDocument'), 'Document.isPinned'],
  'document restored from a revision': [
    ...mutation('restoreDocumentFromRevision'),
    'Document.revisions',
    'Revision.isCurrent',
  ],
  'document file replaced': [...mutation('replaceFileOnDocument', 'replaceFileOnDocumentViaUploadTransaction')],
  'document copied, moved': [...mutation('copyDocument', 'moveDocumentToFolder'), 'Document.folder'],
  'folder archived (and unarchived)': [
    ...mutation('archiveFolder', 'archiveFolders', 'unarchiveFolder'),
    'Folder.isArchived',
    'UserErrorCode.ARCHIVED',
  ],
  'folder moved to bin, moved': [...mutation('moveFolderToBin', 'moveFolderToFolder'), 'Folder.isInBin'],
  'folder added to / removed from favorites, reordered among favorites': [
    ...mutation('addFolderToFavorites', 'removeFolderFromFavorites', 'reorderFavoriteFolder'),
    'Folder.isFavorite',
    'Folder.favoritePosition',
    'User.favoriteFolders',
  ],
  'export job aborted, restarted; document created from it': [
    ...mutation('abortExportJob', 'restartExportJob', 'createDocumentFromExportJob'),
    'ExportJob.status',
    'ExportJobStatus.ABORTED',
    'ExportJobStatus.FINISHED',
  ],
  'upload transaction started → signed URLs for parts → document created': [
    ...mutation(
      'startUploadTransaction',
      'getUploadTransactionSignedUrlForParts',
      'createDocumentFromUploadTransaction',
    ),
    'UploadTransaction.parts',
    'UploadTransactionPart.signedUrl',
    'UploadTransactionPart.partNumber',
    'UploadTransaction.expiresAt',
  ],
};

const CHECKLISTS: Record<string, Checklist> = {
  '§3 objects': OBJECTS,
  '§3 enums': ENUMS,
  '§4 lifecycles': LIFECYCLES,
  '§6 roles and permissions': ROLES_AND_PERMISSIONS,
  '§7 queries': QUERIES,
  '§7 mutations': MUTATIONS,
  '§7 subscriptions': SUBSCRIPTIONS,
};

/** `null` when the coordinate exists, else why not. */
function resolveCoordinate(coordinate: string): string | null {
  const match = /^(\w+)(?:\.(\w+)(?:\((\w+):\))?)?$/.exec(coordinate);
  if (!match) return 'malformed coordinate';
  const [, typeName, memberName, argName] = match;
  const type = schema.getType(typeName!);
  if (!type) return 'type missing';
  if (!memberName) return null;
  if (isEnumType(type)) return type.getValue(memberName) ? null : 'enum value missing';
  if (!isObjectType(type) && !isInterfaceType(type) && !isInputObjectType(type)) return 'type has no fields';
  const field = type.getFields()[memberName];
  if (!field) return 'field missing';
  if (!argName) return null;
  return 'args' in field && field.args.some((arg) => arg.name === argName) ? null : 'argument missing';
}

/** What of a checklist is missing, as `section "phrase": Coordinate (reason)` lines. */
function missingFrom(section: string, checklist: Checklist): string[] {
  return Object.entries(checklist).flatMap(([phrase, coordinates]) =>
    coordinates.flatMap((coordinate) => {
      const reason = resolveCoordinate(coordinate);
      return reason ? [`${section} "${phrase}": ${coordinate} (${reason})`] : [];
    }),
  );
}

function assertNothingMissing(problems: string[], what: string) {
  assert.deepEqual(problems, [], `${problems.length} ${what}:\n  - ${problems.join('\n  - ')}`);
}

const typeString = (type: {toString(): string}) => type.toString();

test('every name the spec derives exists in schema.graphql', () => {
  const problems = Object.entries(CHECKLISTS).flatMap(([section, checklist]) => missingFrom(section, checklist));
  assertNothingMissing(problems, 'spec names missing from schema.graphql');
});

test('§3 objects are object types and §3 enums are enum types with described values', () => {
  const problems: string[] = [];
  for (const name of Object.values(OBJECTS).flat()) {
    const type = schema.getType(name);
    if (type && !isObjectType(type)) problems.push(`${name} should be an object type`);
  }
  for (const name of Object.values(ENUMS).flat()) {
    const type = schema.getType(name);
    if (!type) continue;
    if (!isEnumType(type)) problems.push(`${name} should be an enum`);
    else if (type.getValues().length < 2) problems.push(`${name} should have at least two values`);
  }
  assertNothingMissing(problems, 'type kind problems');
});

test('§3 scalars, custom scalars with @specifiedBy, and the five directives are in the schema', () => {
  const problems: string[] = [];
  for (const name of SCALARS) if (!isScalarType(schema.getType(name))) problems.push(`scalar ${name} missing`);
  const builtIn = new Set(['Boolean', 'Float', 'ID', 'Int', 'String']);
  for (const type of Object.values(schema.getTypeMap())) {
    if (isScalarType(type) && !builtIn.has(type.name) && !type.specifiedByURL) {
      problems.push(`scalar ${type.name} has no @specifiedBy`);
    }
  }
  for (const name of ['DateTime', 'URL', 'Upload']) if (!schema.getType(name)) problems.push(`scalar ${name} missing`);
  const directives = new Set(schema.getDirectives().map((directive) => directive.name));
  for (const name of DIRECTIVES) if (!directives.has(name)) problems.push(`directive @${name} missing`);
  assertNothingMissing(problems, 'scalar or directive problems');
});

test('UserError carries a machine-readable code, a field path and a message', () => {
  const userError = schema.getType('UserError');
  assert.ok(isObjectType(userError), 'UserError must be an object type');
  const fields = userError.getFields();
  assert.equal(typeString(fields.code!.type), 'UserErrorCode!');
  assert.equal(typeString(fields.field!.type), '[String!]');
  assert.equal(typeString(fields.message!.type), 'String!');
  const codes = schema.getType('UserErrorCode');
  assert.ok(isEnumType(codes) && codes.getValues().length >= 5, 'UserErrorCode needs its values');
});

test('every mutation takes exactly `input: <Name>Input!` and returns `<Name>Payload!` with userErrors', () => {
  const problems: string[] = [];
  for (const field of Object.values(schema.getMutationType()?.getFields() ?? {})) {
    const pascal = field.name[0]!.toUpperCase() + field.name.slice(1);
    const args = field.args.map((arg) => `${arg.name}: ${typeString(arg.type)}`);
    if (args.join(', ') !== `input: ${pascal}Input!`) {
      problems.push(`Mutation.${field.name}(${args.join(', ')}) should take (input: ${pascal}Input!)`);
    }
    if (typeString(field.type) !== `${pascal}Payload!`) {
      problems.push(`Mutation.${field.name} returns ${typeString(field.type)}, expected ${pascal}Payload!`);
    }
    const payload = getNamedType(field.type);
    const userErrors = isObjectType(payload) ? payload.getFields().userErrors : undefined;
    if (!userErrors || typeString(userErrors.type) !== '[UserError!]!') {
      problems.push(`${payload.name}.userErrors should be [UserError!]!`);
    }
  }
  assertNothingMissing(problems, 'mutation shape problems');
});

/** Connection types (`…Connection`) and the fields that return them. */
function connectionFields(): {coordinate: string; field: GraphQLField<unknown, unknown>}[] {
  const found: {coordinate: string; field: GraphQLField<unknown, unknown>}[] = [];
  for (const type of Object.values(schema.getTypeMap())) {
    if (!isObjectType(type) || type.name.startsWith('__')) continue;
    for (const field of Object.values(type.getFields())) {
      if (getNamedType(field.type).name.endsWith('Connection'))
        found.push({coordinate: `${type.name}.${field.name}`, field});
    }
  }
  return found;
}

test('connections have edges, nodes, pageInfo and totalCount, and take first/after/last/before', () => {
  const problems: string[] = [];
  const connections = Object.values(schema.getTypeMap()).filter((type) => type.name.endsWith('Connection'));
  for (const required of Object.values(OBJECTS)
    .flat()
    .filter((name) => name.endsWith('Connection'))) {
    if (!connections.some((type) => type.name === required)) problems.push(`${required} missing`);
  }
  for (const connection of connections) {
    if (!isObjectType(connection)) {
      problems.push(`${connection.name} should be an object type`);
      continue;
    }
    const fields = connection.getFields();
    const edges = fields.edges;
    const edgeType = edges ? getNamedType(edges.type) : undefined;
    if (!edges || !isNonNullType(edges.type) || !isListType(edges.type.ofType)) {
      problems.push(`${connection.name}.edges should be a non-null list`);
    }
    if (!isObjectType(edgeType) || !edgeType.getFields().cursor || !edgeType.getFields().node) {
      problems.push(`${connection.name}.edges should list edges with cursor and node`);
    } else if (typeString(edgeType.getFields().cursor!.type) !== 'String!') {
      problems.push(`${edgeType.name}.cursor should be String!`);
    }
    const node = isObjectType(edgeType) ? edgeType.getFields().node : undefined;
    if (!fields.nodes || (node && getNamedType(fields.nodes.type) !== getNamedType(node.type))) {
      problems.push(`${connection.name}.nodes should list the edges' node type`);
    }
    if (typeString(fields.pageInfo?.type ?? '') !== 'PageInfo!')
      problems.push(`${connection.name}.pageInfo should be PageInfo!`);
    if (typeString(fields.totalCount?.type ?? '') !== 'Int!')
      problems.push(`${connection.name}.totalCount should be Int!`);
  }
  for (const {coordinate, field} of connectionFields()) {
    const args = new Map(field.args.map((arg) => [arg.name, typeString(arg.type)]));
    for (const [name, type] of [
      ['first', 'Int'],
      ['after', 'String'],
      ['last', 'Int'],
      ['before', 'String'],
    ]) {
      if (args.get(name!) !== type) problems.push(`${coordinate} should take ${name}: ${type}`);
    }
  }
  const pageInfo = schema.getType('PageInfo');
  const expected = {hasNextPage: 'Boolean!', hasPreviousPage: 'Boolean!', startCursor: 'String', endCursor: 'String'};
  for (const [name, type] of Object.entries(expected)) {
    const field = isObjectType(pageInfo) ? pageInfo.getFields()[name] : undefined;
    if (!field || typeString(field.type) !== type) problems.push(`PageInfo.${name} should be ${type}`);
  }
  assertNothingMissing(problems, 'connection problems');
});

test('at least one input is @oneOf, and FolderLocator locates a folder by id or path', () => {
  const oneOf = Object.values(schema.getTypeMap()).filter((type) => isInputObjectType(type) && type.isOneOf);
  assert.ok(oneOf.length >= 1, 'no @oneOf input in the schema');
  const locator = schema.getType('FolderLocator');
  assert.ok(isInputObjectType(locator) && locator.isOneOf, 'FolderLocator must be a @oneOf input');
  assert.deepEqual(Object.keys(locator.getFields()).sort(), ['id', 'path']);
});

interface Deprecation {
  readonly coordinate: string;
  /** The type, field and argument names the coordinate is made of. */
  readonly names: readonly string[];
  readonly reason: string;
}

function schemaDeprecations(): Deprecation[] {
  const deprecations: Deprecation[] = [];
  const add = (names: string[], coordinate: string, reason: string | null | undefined) => {
    if (reason != null) deprecations.push({coordinate, names, reason});
  };
  for (const type of Object.values(schema.getTypeMap())) {
    if (type.name.startsWith('__')) continue;
    if (isEnumType(type))
      for (const value of type.getValues()) add([type.name, value.name], `${type.name}.${value.name}`, value.deprecationReason);
    if (isObjectType(type) || isInterfaceType(type)) {
      for (const field of Object.values(type.getFields())) {
        add([type.name, field.name], `${type.name}.${field.name}`, field.deprecationReason);
        for (const arg of field.args)
          add([type.name, field.name, arg.name], `${type.name}.${field.name}(${arg.name}:)`, arg.deprecationReason);
      }
    }
    if (isInputObjectType(type)) {
      for (const field of Object.values(type.getFields()))
        add([type.name, field.name], `${type.name}.${field.name}`, field.deprecationReason);
    }
  }
  return deprecations;
}

const SUNSET_POST = 'blog/2025-11-04-sunsetting-the-v1-endpoint/index.mdx';

/** Deprecations the v1 endpoint's sunset is about; the others are renames to the spec's literal names. */
const V1_REASON = /^Kept for the legacy v1 endpoint\. /;

test('the sunset post lists the schema items removed on its date from the schema itself, each reason naming the replacement', () => {
  const source = readFileSync(SUNSET_POST, 'utf8');
  assert.match(source, /^::removalList\{date="2027-03-31"\}$/m, `${SUNSET_POST} lists its removals with ::removalList (computed, not typed)`);
  const deprecations = schemaDeprecations();
  const removed = deprecations.filter(({reason}) => reason.endsWith('Removal on 2027-03-31.'));
  assert.ok(deprecations.filter(({reason}) => V1_REASON.test(reason)).every((each) => removed.includes(each)), 'every item kept for v1 goes that day');
  for (const {coordinate, reason} of removed) assert.match(reason, /Use `[^`]+` instead/, `${coordinate}: the reason names its replacement`);
});

test('deprecations name their replacement and the removal date of the sunset post (2027-03-31)', () => {
  const deprecations = schemaDeprecations();
  const problems = deprecations
    .filter(({reason}) => !/ Use .+ instead\. Removal on 2027-03-31\.$/.test(reason))
    .map(({coordinate, reason}) => `${coordinate}: reason "${reason}" should end with "Use X instead. Removal on 2027-03-31."`);
  const v1 = deprecations.filter(({reason}) => V1_REASON.test(reason));
  assert.ok(
    v1.length >= 3 && v1.length <= 5,
    `expected 3–5 items kept for the v1 endpoint, found: ${v1.map(({coordinate}) => coordinate).join(', ')}`,
  );
  assertNothingMissing(problems, 'deprecation reason problems');
});

test('a deprecated field whose replacement is a name has that replacement next to it, not deprecated', () => {
  const problems: string[] = [];
  for (const {coordinate, names, reason} of schemaDeprecations()) {
    const replacement = /Use `(\w+)` instead/.exec(reason)?.[1];
    if (!replacement || names.length !== 2) continue;
    const type = schema.getType(names[0]!);
    const fields = isObjectType(type) || isInterfaceType(type) || isInputObjectType(type) ? type.getFields() : {};
    const field = fields[replacement];
    if (!field) problems.push(`${coordinate}: its replacement ${names[0]}.${replacement} is missing`);
    else if (field.deprecationReason != null) problems.push(`${coordinate}: its replacement ${replacement} is deprecated too`);
  }
  assertNothingMissing(problems, 'replacement problems');
});

test('the API facts every writer relies on appear in the schema descriptions', () => {
  const descriptions = (name: string) => schema.getType(name)?.description ?? '';
  const facts: [string, string, RegExp][] = [
    ['Query', 'page sizes and default', /`first` and\s+`last` accept 1–100, and 25 items/],
    ['Query', 'rate limit', /5,000 points per rolling 60 seconds per API key/],
    ['Query', 'complexity and depth', /2,500 points[\s\S]*12\s+levels/],
    ['Subscription', 'WebSocket endpoint', /wss:\/\/api\.folio\.example\/graphql/],
    ['Subscription', 'subscriptions per connection', /Up to 25 subscriptions/],
    ['Mutation', 'batch limit', /at most 100 IDs/],
    ['Upload', 'direct upload limit', /50 MiB/],
    ['UploadTransaction', 'transaction expiry', /24 hours/],
    ['DateTime', 'UTC', /UTC/],
  ];
  const problems = facts.flatMap(([type, fact, pattern]) =>
    pattern.test(descriptions(type)) ? [] : [`${type} description should state the ${fact}`],
  );
  const schemaDescription = schema.description ?? '';
  if (!schemaDescription.includes('https://api.folio.example/graphql'))
    problems.push('schema description: HTTP endpoint');
  if (!schemaDescription.includes('Authorization: Bearer <API key>')) problems.push('schema description: auth header');
  assertNothingMissing(problems, 'facts missing from descriptions');
});
