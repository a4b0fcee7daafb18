/**
 * The sample values by name: each naming rule gives its documented value (and only names it covers reach it),
 * variants move through the lists, ids encode and decode, and the entity a name is about is found in a schema.
 */
import assert from 'node:assert/strict';
import {describe, test} from 'node:test';

import {buildSchema} from 'graphql';

import {
  baseLocalId,
  concreteEntityType,
  coreTypesFirst,
  cursorPosition,
  entityTypeForIdField,
  entityTypeInName,
  fromGlobalId,
  pascalCase,
  sampleBoolean,
  sampleCursor,
  sampleDateTime,
  sampleFloat,
  sampleGlobalId,
  sampleInt,
  sampleScalar,
  sampleString,
  stableHash,
  toGlobalId,
} from '../../src/graphql/sampleValues';

type Case<T> = readonly [name: string, variant: number, context: string | undefined, expected: T];

const STRING_CASES: ReadonlyArray<Case<string>> = [
  // Inside errors.
  ['message', 0, 'UserError', 'Name must not be empty.'],
  ['message', 1, 'CreateFolderError', 'A folder with this name already exists.'],
  ['field', 0, 'UserError', 'name'],
  ['code', 0, 'UserError', 'INVALID'],
  ['code', 2, 'UserError', 'CONFLICT'],
  ['message', 0, 'Comment', 'Please review the termination clause before Friday.'],
  ['field', 0, 'Comment', 'Field 1'],
  ['code', 0, undefined, 'Code 1'],
  // E-mail and URLs.
  ['email', 0, undefined, 'ada@example.com'],
  ['workEmail', 1, undefined, 'grace.hopper@example.com'],
  ['address', 0, 'Email', 'ada@example.com'],
  ['address', 2, 'Home', 'Marienplatz 8'],
  ['avatarUrl', 0, undefined, 'https://www.example.com/avatars/ada.png'],
  ['photoUrl', 1, undefined, 'https://www.example.com/avatars/grace.png'],
  ['pictureUri', 2, undefined, 'https://www.example.com/avatars/alan.png'],
  ['thumbnailUrl', 0, undefined, 'https://files.example.com/thumbnails/service-agreement-acme-pdf.png'],
  ['previewUrl', 1, undefined, 'https://files.example.com/thumbnails/invoice-2025-0142-pdf.png'],
  ['uploadUrl', 1, undefined, 'https://uploads.example.com/parts/2?signature=3f9a1c7e'],
  ['signedUrl', 0, undefined, 'https://uploads.example.com/parts/1?signature=3f9a1c7e'],
  ['downloadUrl', 0, undefined, 'https://files.example.com/documents/service-agreement-acme.pdf'],
  ['fileUrl', 2, undefined, 'https://files.example.com/documents/board-minutes-q1.docx'],
  ['webhookUrl', 0, undefined, 'https://hooks.example.com/folio'],
  ['callbackUrl', 0, undefined, 'https://hooks.example.com/folio'],
  ['homepageUrl', 1, undefined, 'https://www.example.com/folio/invoices'],
  ['href', 0, undefined, 'https://www.example.com/folio/contracts-2025'],
  ['link', 0, undefined, 'https://www.example.com/folio/contracts-2025'],
  ['shareUri', 0, undefined, 'https://www.example.com/folio/contracts-2025'],
  // Only a name ending in url/uri/href/link is a URL.
  ['urlPath', 0, undefined, '/Clients/Contracts'],
  ['linkCount', 0, undefined, 'Link count 1'],
  // Colours, MIME types, files, paths.
  ['color', 1, undefined, '#10B981'],
  ['backgroundColour', 0, undefined, '#3B82F6'],
  ['mimeType', 0, undefined, 'application/pdf'],
  ['contentType', 1, undefined, 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
  ['mime', 2, undefined, 'image/png'],
  ['fileName', 1, undefined, 'invoice-2025-0142.pdf'],
  ['originalFilename', 0, undefined, 'service-agreement-acme.pdf'],
  ['folderPath', 1, undefined, '/Finance/Invoices'],
  ['pathPrefix', 0, undefined, 'Path prefix 1'],
  // People.
  ['firstName', 1, undefined, 'Grace'],
  ['givenName', 0, undefined, 'Ada'],
  ['lastName', 1, undefined, 'Hopper'],
  ['familyName', 2, undefined, 'Turing'],
  ['surname', 0, undefined, 'Lovelace'],
  ['username', 1, undefined, 'grace.hopper'],
  ['login', 0, undefined, 'ada.lovelace'],
  ['displayName', 1, undefined, 'Grace Hopper'],
  ['fullName', 0, undefined, 'Ada Lovelace'],
  ['initials', 3, undefined, 'KJ'],
  // Titles and names by what they belong to.
  ['title', 0, 'Template', 'Monthly report'],
  ['title', 1, 'DashboardWidget', 'Pinned documents'],
  ['title', 1, undefined, 'Invoice 2025-0142'],
  ['subtitle', 0, 'Folder', 'Service agreement – Acme GmbH'],
  ['name', 0, 'Label', 'Urgent'],
  ['name', 1, 'Tag', 'Signed'],
  ['name', 0, 'Document', 'Service agreement – Acme GmbH'],
  ['name', 1, 'File', 'invoice-2025-0142.pdf'],
  ['name', 1, 'User', 'Grace Hopper'],
  ['name', 0, 'TeamMember', 'Ada Lovelace'],
  ['name', 2, 'Person', 'Alan Turing'],
  ['name', 0, 'Author', 'Ada Lovelace'],
  ['name', 0, 'Owner', 'Ada Lovelace'],
  ['name', 0, 'Contact', 'Ada Lovelace'],
  ['name', 1, 'Company', 'Globex Ltd'],
  ['name', 0, 'Organization', 'Acme GmbH'],
  ['name', 1, 'Group', 'Finance'],
  ['name', 0, 'Team', 'Legal team'],
  ['name', 1, 'Template', 'Offer letter'],
  ['name', 2, 'DashboardWidget', 'Activity'],
  ['name', 1, 'Folder', 'Invoices'],
  ['name', 0, 'Unrelated', 'Contracts 2025'],
  ['tagName', 0, undefined, 'Urgent'],
  ['companyName', 0, undefined, 'Acme GmbH'],
  // The most specific kind wins: a user error is an error, a widget group a widget, a document template a template.
  ['name', 0, 'DocumentTemplate', 'Monthly report'],
  ['name', 0, 'DashboardWidgetGroup', 'Recent documents'],
  ['name', 0, 'FileLabel', 'Urgent'],
  ['name', 0, 'FolderDocument', 'Contracts 2025'],
  ['name', 0, 'DocumentFile', 'Service agreement – Acme GmbH'],
  ['name', 0, 'FileOwner', 'service-agreement-acme.pdf'],
  ['name', 0, 'UserGroup', 'Ada Lovelace'],
  ['name', 0, 'CompanyGroup', 'Acme GmbH'],
  // Texts.
  ['body', 0, undefined, 'Please review the termination clause before Friday.'],
  ['text', 1, undefined, 'Signed copy received from the client; filed under Contracts 2025.'],
  ['content', 2, undefined, 'Updated the payment terms to 30 days.'],
  ['comment', 0, undefined, 'Please review the termination clause before Friday.'],
  ['description', 3, undefined, 'Scanned original attached, the paper copy is in the archive.'],
  ['note', 4, undefined, 'Draft for the board meeting on 14 March.'],
  ['summary', 0, undefined, 'Please review the termination clause before Friday.'],
  ['reason', 0, undefined, 'Please review the termination clause before Friday.'],
  ['textFormat', 0, undefined, 'Text format 1'],
  ['query', 0, undefined, 'contract'],
  ['search', 0, undefined, 'contract'],
  ['searchTerm', 0, undefined, 'contract'],
  ['term', 0, undefined, 'contract'],
  ['keyword', 0, undefined, 'contract'],
  ['q', 0, undefined, 'contract'],
  ['queryId', 0, undefined, 'Query id 1'],
  // Addresses and locale.
  ['phoneNumber', 0, undefined, '+49 30 901820'],
  ['street', 1, undefined, 'Jungfernstieg 7'],
  ['address', 0, undefined, 'Friedrichstraße 68'],
  ['billingAddressLine', 3, undefined, 'Hohe Straße 52'],
  ['addressKind', 0, undefined, 'Address kind 1'],
  ['city', 1, undefined, 'Hamburg'],
  ['town', 2, undefined, 'Munich'],
  ['postalCode', 3, undefined, '50667'],
  ['zip', 1, undefined, '20354'],
  ['countryCode', 0, undefined, 'DE'],
  ['region', 0, undefined, 'Berlin'],
  ['subregion', 0, undefined, 'Subregion 1'],
  ['locale', 0, undefined, 'en'],
  ['language', 0, undefined, 'en'],
  ['lang', 0, undefined, 'en'],
  ['languageCode', 0, undefined, 'Language code 1'],
  ['timezone', 0, undefined, 'Europe/Berlin'],
  ['currency', 0, undefined, 'EUR'],
  ['currencyCode', 0, undefined, 'Currency code 1'],
  // Cursors, times, tokens.
  ['cursor', 1, undefined, sampleCursor(1)],
  ['endCursor', 0, undefined, sampleCursor(0)],
  ['after', 2, undefined, sampleCursor(2)],
  ['before', 0, undefined, sampleCursor(0)],
  ['afterAll', 0, undefined, 'After all 1'],
  ['createdAt', 1, undefined, '2025-03-15T12:13:00Z'],
  ['dueDate', 0, undefined, '2025-03-14T09:30:00Z'],
  ['startTime', 0, undefined, '2025-03-14T09:30:00Z'],
  ['format', 0, undefined, 'Format 1'],
  ['at', 0, undefined, 'At 1'],
  ['accessToken', 1, undefined, 'example-token-2'],
  ['clientSecret', 0, undefined, 'example-token-1'],
  ['contentHash', 0, undefined, '9f86d081884c7d65a'],
  ['sha256Checksum', 1, undefined, '9f86d081884c7d65b'],
  ['etag', 6, undefined, '9f86d081884c7d6510'],
  ['hashAlgorithm', 0, undefined, 'Hash algorithm 1'],
  // Single words.
  ['extension', 0, undefined, 'pdf'],
  ['slug', 1, undefined, 'invoices'],
  ['role', 2, undefined, 'Owner'],
  ['version', 1, undefined, '1.5.0'],
  ['status', 0, undefined, 'active'],
  ['type', 0, undefined, 'document'],
  ['kind', 0, undefined, 'document'],
  ['roleName', 0, undefined, 'Contracts 2025'],
  ['somethingElse', 2, undefined, 'Something else 3'],
  ['HTMLExport_format', 0, undefined, 'Html export format 1'],
  // Rules match whole names or name endings, not any name that contains the word.
  ['title', 0, 'UserError', 'Service agreement – Acme GmbH'],
  ['path', 0, 'UserError', '/Clients/Contracts'],
  ['label', 0, 'Email', 'Label 1'],
  ['filenameSuffix', 0, undefined, 'service-agreement-acme.pdf'],
  ['preFirstName', 0, undefined, 'Contracts 2025'],
  ['firstNameHint', 0, undefined, 'First name hint 1'],
  ['maidenLastName', 0, undefined, 'Contracts 2025'],
  ['surnameHint', 0, undefined, 'Surname hint 1'],
  ['fullNameHint', 0, undefined, 'Full name hint 1'],
  ['savedQuery', 0, undefined, 'Saved query 1'],
  ['zipCode', 0, undefined, '10117'],
  ['preferredLanguage', 0, undefined, 'Preferred language 1'],
  ['startDateFormat', 0, undefined, 'Start date format 1'],
];

describe('sampleString', () => {
  for (const [name, variant, context, expected] of STRING_CASES) {
    test(`${name} (variant ${variant}${context ? `, in ${context}` : ''})`, () => {
      assert.equal(sampleString(name, variant, context), expected);
    });
  }

  test('the variant defaults to 0 and negative variants still pick a value', () => {
    assert.equal(sampleString('city'), 'Berlin');
    assert.equal(sampleString('city', -1), 'Hamburg');
    assert.equal(sampleString('city', 5), 'Hamburg');
  });
});

const INT_CASES: ReadonlyArray<readonly [string, number, number]> = [
  ['first', 3, 10],
  ['last', 0, 10],
  ['limit', 0, 10],
  ['pageSize', 0, 10],
  ['perPage', 0, 10],
  ['take', 0, 10],
  ['max', 0, 10],
  ['maxResults', 0, 10],
  ['firstPage', 1, 4],
  ['position', 2, 2],
  ['index', 3, 3],
  ['sortOrder', 1, 1],
  ['rank', 4, 4],
  ['offset', 5, 5],
  ['positionCount', 1, 10],
  ['sizeInBytes', 1, 1_048_576],
  ['fileSize', 0, 248_320],
  ['bytes', 2, 53_211],
  ['width', 0, 1240],
  ['height', 0, 1754],
  ['maxWidth', 0, 1],
  ['itemsFirst', 0, 1],
  ['firstItems', 0, 1],
  ['pageCount', 1, 4],
  ['page', 9, 3],
  ['year', 0, 2025],
  ['month', 13, 2],
  ['day', 5, 8],
  ['rotation', 0, 90],
  ['angle', 0, 90],
  ['degrees', 0, 90],
  ['percent', 1, 59],
  ['progress', 2, 76],
  ['commentCount', 1, 10],
  ['numberOfItems', 0, 3],
  ['totalItems', 6, 5],
  ['durationMinutes', 0, 30],
  ['timeoutSeconds', 0, 30],
  ['retentionDays', 0, 7],
  ['other', 4, 5],
];

describe('sampleInt', () => {
  for (const [name, variant, expected] of INT_CASES) {
    test(`${name} (variant ${variant})`, () => assert.equal(sampleInt(name, variant), expected));
  }
  test('the variant defaults to 0', () => assert.equal(sampleInt('other'), 1));
});

const FLOAT_CASES: ReadonlyArray<readonly [string, number, number]> = [
  ['lat', 0, 52.52],
  ['latitude', 1, 53.5511],
  ['lng', 2, 11.5755],
  ['lon', 0, 13.405],
  ['longitude', 3, 6.9603],
  ['latency', 0, 1.5],
  ['score', 1, 0.85],
  ['relevance', 0, 0.92],
  ['price', 0, 19.99],
  ['amount', 0, 19.99],
  ['size', 1, 1_048_576],
  ['bytes', 0, 248_320],
  ['ratio', 0, 0.42],
  ['progress', 0, 0.42],
  ['other', 2, 3.5],
];

describe('sampleFloat', () => {
  for (const [name, variant, expected] of FLOAT_CASES) {
    test(`${name} (variant ${variant})`, () => assert.equal(sampleFloat(name, variant), expected));
  }
  test('the variant defaults to 0', () => assert.equal(sampleFloat('other'), 1.5));
});

describe('sampleBoolean', () => {
  const destructive = [
    'isArchived',
    'deleted',
    'removed',
    'locked',
    'disabled',
    'trashed',
    'hidden',
    'readOnly',
    'dryRun',
    'force',
    'overwrite',
    'inBin',
    'expired',
    'hasExpired',
    'shouldOverwrite',
  ];
  test('flags that destroy or hide data are false, whatever the variant', () => {
    for (const name of destructive) {
      for (const variant of [0, 1, 2]) assert.equal(sampleBoolean(name, variant), false, `${name} ${variant}`);
    }
  });
  test('other flags are true, then true, then false', () => {
    assert.deepEqual(
      [0, 1, 2, 3, 4, 5].map((variant) => sampleBoolean('isActive', variant)),
      [true, true, false, true, true, false],
    );
    assert.equal(sampleBoolean('isArchivedSoon'), true);
    assert.equal(sampleBoolean('unlocked'), true);
    assert.equal(sampleBoolean('thisIsHidden'), true);
  });
});

describe('sampleScalar', () => {
  const cases: ReadonlyArray<readonly [string, string, number, string | undefined, unknown]> = [
    ['String', 'email', 0, undefined, 'ada@example.com'],
    ['String', 'name', 0, 'Label', 'Urgent'],
    ['Int', 'width', 0, undefined, 1240],
    ['Float', 'lat', 1, undefined, 53.5511],
    ['Boolean', 'deleted', 0, undefined, false],
    ['Boolean', 'isActive', 2, undefined, false],
    ['Upload', 'file', 0, undefined, undefined],
    ['File', 'attachment', 0, undefined, undefined],
    ['DateTime', 'x', 1, undefined, '2025-03-15T12:13:00Z'],
    ['Timestamp', 'x', 0, undefined, '2025-03-14T09:30:00Z'],
    ['Instant', 'x', 0, undefined, '2025-03-14T09:30:00Z'],
    ['Date', 'x', 1, undefined, '2025-03-15'],
    ['Time', 'x', 1, undefined, '12:13:00'],
    ['URL', 'avatar', 0, undefined, 'https://www.example.com/avatars/ada.png'],
    ['URI', 'x', 0, undefined, 'https://www.example.com/folio/contracts-2025'],
    ['HexColor', 'x', 1, undefined, '#10B981'],
    ['Colour', 'x', 0, undefined, '#3B82F6'],
    ['EmailAddress', 'x', 1, undefined, 'grace.hopper@example.com'],
    ['JSON', 'x', 0, undefined, {}],
    ['JSONObject', 'x', 0, undefined, {}],
    ['BigInt', 'sizeInBytes', 0, undefined, 248_320],
    ['Long', 'x', 0, undefined, 1],
    ['UUID', 'x', 1, undefined, '7f3c2a1e-5b4d-4c8e-9a6f-1e2d3c4b5a6a'],
    ['Cursor', 'x', 1, undefined, sampleCursor(1)],
    ['Slug', 'name', 0, 'Label', 'Urgent'],
    ['Dates', 'x', 0, undefined, 'X 1'],
    ['Urls', 'x', 0, undefined, 'X 1'],
  ];
  for (const [scalar, field, variant, context, expected] of cases) {
    test(`${scalar} ${field} (variant ${variant})`, () => {
      assert.deepEqual(sampleScalar(scalar, field, variant, context), expected);
    });
  }
  test('the variant defaults to 0', () => assert.equal(sampleScalar('DateTime', 'x'), '2025-03-14T09:30:00Z'));
});

describe('dates and cursors', () => {
  test('sample times step by a day and a few hours, wrapping after 200 variants', () => {
    assert.equal(sampleDateTime(), '2025-03-14T09:30:00Z');
    assert.equal(sampleDateTime(1), '2025-03-15T12:13:00Z');
    assert.equal(sampleDateTime(199), '2025-10-21T22:07:00Z');
    assert.equal(sampleDateTime(200), sampleDateTime(0));
    assert.equal(sampleDateTime(-1), sampleDateTime(1));
  });

  test('a cursor decodes to its position; anything else to undefined', () => {
    assert.equal(sampleCursor(0), 'Y3Vyc29yOjA=');
    assert.equal(cursorPosition(sampleCursor(12)), 12);
    assert.equal(cursorPosition(sampleCursor(0)), 0);
    assert.equal(cursorPosition(btoa('cursor:')), undefined);
    assert.equal(cursorPosition(btoa('cursor:1x')), undefined);
    assert.equal(cursorPosition(btoa('xcursor:1')), undefined);
    assert.equal(cursorPosition('%%%'), undefined);
  });
});

describe('ids', () => {
  test('stableHash is FNV-1a', () => {
    assert.equal(stableHash(''), 2_166_136_261);
    assert.equal(stableHash('a'), 3_826_002_220);
    assert.equal(stableHash('abc'), 440_920_331);
  });

  test('global ids: a prefix, the fixed time part and the local id in Crockford base32', () => {
    assert.equal(toGlobalId('Folder', 1842), 'fld_01J9Z6Q4W800000000000001SJ');
    assert.equal(toGlobalId('Folder', 0), 'fld_01J9Z6Q4W80000000000000000');
    assert.equal(toGlobalId('Folder', 'abc'), toGlobalId('Folder', stableHash('abc')));
    assert.deepEqual(fromGlobalId('fld_01J9Z6Q4W800000000000001SJ'), {typeName: 'Folder', localId: '1842'});
  });

  test('a type without a documented prefix gets its first three letters, and decodes back', () => {
    const id = toGlobalId('Whiteboard', 5);
    assert.equal(id, 'whi_01J9Z6Q4W80000000000000005');
    assert.deepEqual(fromGlobalId(id), {typeName: 'Whiteboard', localId: '5'});
    // The first type to claim a derived prefix keeps it.
    toGlobalId('Whitelist', 6);
    assert.deepEqual(fromGlobalId(toGlobalId('Whitelist', 6)), {typeName: 'Whiteboard', localId: '6'});
  });

  test('fromGlobalId refuses unknown prefixes and malformed bodies', () => {
    assert.equal(fromGlobalId('zzq_01J9Z6Q4W800000000000001SJ'), null);
    assert.equal(fromGlobalId('fld_01J9Z6Q4W800000000000001S'), null);
    assert.equal(fromGlobalId('fld_01J9Z6Q4W800000000000001SJ0'), null);
    assert.equal(fromGlobalId('fld_01J9Z6Q4W80000000000000ISJ'), null);
    assert.equal(fromGlobalId('xfld_01J9Z6Q4W800000000000001SJ'), null);
    assert.equal(fromGlobalId('FLD_01J9Z6Q4W800000000000001SJ'), null);
  });

  test('base local ids: well known for the core types, stable otherwise', () => {
    assert.deepEqual(
      ['Folder', 'Document', 'User', 'Comment', 'Label', 'Company', 'Group'].map(baseLocalId),
      [1842, 5093, 207, 88311, 64, 12, 31],
    );
    assert.equal(baseLocalId('Widget'), 100 + (stableHash('Widget') % 9000));
  });

  test('sample ids: plain id names share the base id, prefixed names get their own', () => {
    const localId = (fieldName: string, variant?: number) =>
      Number(fromGlobalId(sampleGlobalId('Folder', fieldName, variant))?.localId);
    assert.equal(localId('id'), 1842);
    assert.equal(localId('id', 2), 1844);
    assert.equal(localId('ids'), 1842);
    assert.equal(localId('folderId'), 1842);
    assert.equal(localId('folderIds'), 1842);
    assert.equal(localId('parentFolderId'), 1842 + 1 + (stableHash('parentFolderId') % 97));
    assert.equal(localId('targetId'), 1842 + 1 + (stableHash('targetId') % 97));
    assert.equal(localId('sourceid'), 1842 + 1 + (stableHash('sourceid') % 97));
    assert.equal(localId('newFolderId'), 1842 + 1 + (stableHash('newFolderId') % 97));
    assert.equal(localId('Folder_id'), 1842 + 1 + (stableHash('Folder_id') % 97));
    assert.equal(localId('idx'), 1842 + 1 + (stableHash('idx') % 97));
    assert.equal(localId('xid'), 1842 + 1 + (stableHash('xid') % 97));
    assert.notEqual(localId('parentFolderId'), localId('folderId'));
  });
});

describe('names', () => {
  test('pascalCase', () => {
    assert.equal(pascalCase('createFolder'), 'CreateFolder');
    assert.equal(pascalCase('folder_id'), 'FolderId');
    assert.equal(pascalCase('x-y z'), 'XYZ');
    assert.equal(pascalCase('HTMLParser'), 'HTMLParser');
    assert.equal(pascalCase('moveTo2Folders'), 'MoveTo2Folders');
  });

  test('coreTypesFirst puts the core entities first in their order, others after in theirs', () => {
    const names = coreTypesFirst([{name: 'Zed'}, {name: 'Group'}, {name: 'Alpha'}, {name: 'Folder'}, {name: 'User'}]);
    assert.deepEqual(
      names.map((type) => type.name),
      ['Folder', 'User', 'Group', 'Zed', 'Alpha'],
    );
  });
});

describe('entities named in a schema', () => {
  const schema = buildSchema(`
    interface Node { id: ID! }
    type Folder implements Node { id: ID! name: String }
    type Document implements Node { id: ID! title: String }
    type DashboardWidget implements Node { id: ID! }
    type DashboardWidgetGroup implements Node { id: ID! }
    type Group implements Node { id: ID! }
    type UserGroup implements Node { id: ID! }
    type Revision { id: ID! }
    type Plain { name: String }
    union Item = Document | Folder
    union Other = Revision | Plain
    union Nothing = Plain
    type Query { node(id: ID!): Node }
  `);

  test('entityTypeInName: the longest run of words naming an entity, earliest first', () => {
    const cases: ReadonlyArray<readonly [string, string | undefined]> = [
      ['parentFolderId', 'Folder'],
      ['CreateDocumentFromFileInput', 'Document'],
      ['dashboardWidgetGroupIds', 'DashboardWidgetGroup'],
      ['widgetGroupIDs', 'Group'],
      ['revisionID', 'Revision'],
      ['nodeId', 'Node'],
      ['FolderDocument', 'Folder'],
      ['group', 'Group'],
      ['plainId', undefined],
      ['Identity', undefined],
    ];
    for (const [name, expected] of cases) assert.equal(entityTypeInName(schema, name), expected, name);
  });

  test('entityTypeForIdField: named in the field, else the subject, else Node', () => {
    const cases: ReadonlyArray<readonly [string, string | undefined, string]> = [
      ['id', 'UpdateFolderInput', 'Folder'],
      ['ids', 'Document', 'Document'],
      ['ID', undefined, 'Folder'],
      ['id', 'Plain', 'Plain'],
      ['folderId', undefined, 'Folder'],
      ['folderId', 'Document', 'Folder'],
      ['groupId', 'DashboardWidget', 'DashboardWidgetGroup'],
      ['groupId', 'UserGroupInput', 'UserGroup'],
      ['groupId', undefined, 'Group'],
      ['groupId', 'Folder', 'Group'],
      ['widgetId', undefined, 'DashboardWidget'],
      ['itemId', undefined, 'Document'],
      ['itemIds', 'Plain', 'Document'],
      ['ownerId', 'Plain', 'Plain'],
      ['ownerId', undefined, 'Folder'],
      ['id', 'Item', 'Folder'],
      ['id', 'Other', 'Revision'],
    ];
    for (const [fieldName, subject, expected] of cases) {
      assert.equal(entityTypeForIdField(schema, fieldName, subject), expected, `${fieldName} in ${subject}`);
    }
  });

  test('an item id is a document id, or a folder id where the schema has no documents', () => {
    const foldersOnly = buildSchema('type Folder { id: ID! } type Query { folder: Folder }');
    assert.equal(entityTypeForIdField(foldersOnly, 'itemId'), 'Folder');
    assert.equal(entityTypeForIdField(buildSchema('type Query { a: Int }'), 'itemId'), 'Node');
  });

  test('concreteEntityType: a core member of an abstract type, else its first member', () => {
    assert.equal(concreteEntityType(schema, 'Node'), 'Folder');
    assert.equal(concreteEntityType(schema, 'Item'), 'Folder');
    assert.equal(concreteEntityType(schema, 'Other'), 'Revision');
    assert.equal(concreteEntityType(schema, 'Folder'), 'Folder');
    assert.equal(concreteEntityType(schema, 'Missing'), 'Missing');
    assert.equal(concreteEntityType(schema, 'Nothing'), 'Plain');
  });
});

describe('variety', () => {
  /** A name (in a context) whose values cycle through a list: all different, none empty, then the same again. */
  const cycles: ReadonlyArray<readonly [string, (variant: number) => unknown, number]> = [
    ['folder names', (variant) => sampleString('name', variant, 'Folder'), 8],
    ['document titles', (variant) => sampleString('title', variant), 7],
    ['file names', (variant) => sampleString('fileName', variant), 6],
    ['people', (variant) => sampleString('fullName', variant), 6],
    ['e-mail addresses', (variant) => sampleString('email', variant + 1), 6],
    ['label names', (variant) => sampleString('name', variant, 'Label'), 6],
    ['company names', (variant) => sampleString('name', variant, 'Company'), 4],
    ['group names', (variant) => sampleString('name', variant, 'Group'), 4],
    ['template names', (variant) => sampleString('name', variant, 'Template'), 4],
    ['widget names', (variant) => sampleString('name', variant, 'DashboardWidget'), 3],
    ['sentences', (variant) => sampleString('description', variant), 5],
    ['error messages', (variant) => sampleString('message', variant, 'UserError'), 3],
    ['error codes', (variant) => sampleString('code', variant, 'UserError'), 3],
    ['paths', (variant) => sampleString('path', variant), 5],
    ['MIME types', (variant) => sampleString('mimeType', variant), 4],
    ['colours', (variant) => sampleString('color', variant), 5],
    ['cities', (variant) => sampleString('city', variant), 4],
    ['streets', (variant) => sampleString('street', variant), 4],
    ['postal codes', (variant) => sampleString('postalCode', variant), 4],
    ['roles', (variant) => sampleString('role', variant), 3],
    ['file sizes', (variant) => sampleInt('sizeInBytes', variant), 5],
    ['latitudes', (variant) => sampleFloat('latitude', variant), 4],
    ['longitudes', (variant) => sampleFloat('longitude', variant), 4],
    ['avatars', (variant) => sampleString('avatarUrl', variant), 6],
    ['thumbnails', (variant) => sampleString('thumbnailUrl', variant), 6],
  ];

  for (const [what, value, period] of cycles) {
    test(`${what}: ${period} different values, then again`, () => {
      const values = Array.from({length: period}, (_, variant) => value(variant));
      for (const each of values)
        assert.ok(each !== '' && each !== undefined && each !== null, `${what}: ${String(each)}`);
      assert.equal(new Set(values).size, period, `${what}: ${values.join(' | ')}`);
      assert.equal(value(period), values[0]);
    });
  }

  test('every person has a first and a last name, and initials from both', () => {
    for (let variant = 0; variant < 6; variant += 1) {
      const first = sampleString('firstName', variant);
      const last = sampleString('lastName', variant);
      assert.match(first, /^[A-Z][a-z]+$/);
      assert.match(last, /^[A-Z][a-z]+$/);
      assert.equal(sampleString('fullName', variant), `${first} ${last}`);
      assert.equal(sampleString('initials', variant), `${first[0]}${last[0]}`);
    }
  });
});
