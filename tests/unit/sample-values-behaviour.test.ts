/**
 * The sample values by name: each naming rule gives its documented value (and only names it covers reach it),
 * variants move through the lists, ids encode and decode, and the entity a name is about is found in a schema.
 */
import assert from 'node:assert/strict';
import {describe, test} from 'node:test';
import {readFileSync} from 'node:fs';
import {join} from 'node:path';

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
import {casesFrom} from './support/cases';

/** The sample values by name, variant and context, written out (a data file: a table of cases). */
const CASES = JSON.parse(
  readFileSync(join(import.meta.dirname, '..', 'fixtures', 'sample-values', 'cases.json'), 'utf8'),
) as {
  string: readonly (readonly [name: string, variant: number, context: string | null, expected: string])[];
  int: readonly (readonly [name: string, variant: number, expected: number])[];
  float: readonly (readonly [name: string, variant: number, expected: number])[];
  /**
   * What cycles, how it is sampled (`sampleString` …, a field name and a context), after how many values, and from
   * which variant (an e-mail's first one is the plain `ada@example.com`).
   */
  cycles: readonly (readonly [
    what: string,
    kind: 'string' | 'int' | 'float',
    name: string,
    context: string | null,
    period: number,
    first: number,
  ])[];
};

const STRING_CASES = CASES.string.map(
  ([name, variant, context, expected]) => [name, variant, context ?? undefined, expected] as const,
);

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

const INT_CASES = CASES.int;

describe('sampleInt', () => {
  for (const [name, variant, expected] of INT_CASES) {
    test(`${name} (variant ${variant})`, () => assert.equal(sampleInt(name, variant), expected));
  }
  test('the variant defaults to 0', () => assert.equal(sampleInt('other'), 1));
});

const FLOAT_CASES = CASES.float;

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

  test('what follows a creation comes after it, and a deadline after that, whichever variants each field got', () => {
    const latest = (fieldName: string) => sampleDateTime(199, fieldName);
    const earliest = (fieldName: string) => sampleDateTime(0, fieldName);
    for (const later of ['editedAt', 'updatedAt', 'movedToBinAt', 'lastViewedAt', 'endedAt', 'readAt']) {
      assert.ok(latest('createdAt') < earliest(later), `${later} after any createdAt`);
      assert.ok(latest('startedAt') < earliest(later), `${later} after any startedAt`);
      for (const deadline of ['expiresAt', 'permanentDeletionAt', 'endsAt', 'signedUrlExpiresAt'])
        assert.ok(latest(later) < earliest(deadline), `${deadline} after any ${later}`);
    }
    assert.equal(sampleScalar('DateTime', 'editedAt', 3), sampleDateTime(3, 'editedAt'), 'the scalar by its field');
    assert.ok(latest('validFrom') < earliest('validUntil'), 'a start is not a deadline');
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
    const written = ['createFolder', 'folder_id', 'x-y z', 'HTMLParser', 'moveTo2Folders'];
    assert.deepEqual(written.map(pascalCase), ['CreateFolder', 'FolderId', 'XYZ', 'HTMLParser', 'MoveTo2Folders']);
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
    const cases = casesFrom<readonly [string, string | undefined, string]>('entity-of-id-field');
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
  const sample = {string: sampleString, int: sampleInt, float: sampleFloat} as const;
  const cycles = CASES.cycles.map(
    ([what, kind, name, context, period, first]) =>
      [what, (variant: number) => sample[kind](name, variant + first, context ?? undefined), period] as const,
  );

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
