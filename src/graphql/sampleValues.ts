/**
 * Plausible values for GraphQL fields and arguments, chosen by name: the one home of the sample data the
 * example generator (variant 0, the canonical example) and the mocks (variants 0, 1, 2… for variety) show.
 * Pure and deterministic; runs in Node and in the browser.
 */
import {isAbstractType, isInterfaceType, isObjectType, type GraphQLSchema} from 'graphql';

const FOLDER_NAMES = [
  'Contracts 2025',
  'Invoices',
  'Clients',
  'Board meetings',
  'Human resources',
  'Tax returns',
  'Marketing',
  'Archive 2024',
];
const DOCUMENT_TITLES = [
  'Service agreement – Acme GmbH',
  'Invoice 2025-0142',
  'Minutes of the Q1 board meeting',
  'Employee handbook',
  'Tax assessment 2024',
  'Brand guidelines',
  'Lease contract – Friedrichstraße 68',
];
const FILE_NAMES = [
  'service-agreement-acme.pdf',
  'invoice-2025-0142.pdf',
  'board-minutes-q1.docx',
  'employee-handbook.pdf',
  'tax-assessment-2024.pdf',
  'brand-guidelines.png',
];
const PEOPLE: ReadonlyArray<readonly [first: string, last: string]> = [
  ['Ada', 'Lovelace'],
  ['Grace', 'Hopper'],
  ['Alan', 'Turing'],
  ['Katherine', 'Johnson'],
  ['Edsger', 'Dijkstra'],
  ['Margaret', 'Hamilton'],
];
const LABEL_NAMES = ['Urgent', 'Signed', 'Needs review', 'Confidential', 'Draft', 'Paid'];
const COMPANY_NAMES = ['Acme GmbH', 'Globex Ltd', 'Initech AG', 'Umbrella Logistics'];
const GROUP_NAMES = ['Legal team', 'Finance', 'Management', 'External auditors'];
const TEMPLATE_NAMES = ['Monthly report', 'Offer letter', 'Invoice template', 'Meeting minutes'];
const SENTENCES = [
  'Please review the termination clause before Friday.',
  'Signed copy received from the client; filed under Contracts 2025.',
  'Updated the payment terms to 30 days.',
  'Scanned original attached, the paper copy is in the archive.',
  'Draft for the board meeting on 14 March.',
];
const ERROR_MESSAGES = ['Name must not be empty.', 'A folder with this name already exists.', 'Document not found.'];
const PATHS = ['/Clients/Contracts', '/Finance/Invoices', '/Board/2025', '/HR/Policies', '/Finance/Tax'];
/** The folders above a sample folder, from the company root down to its parent. */
const FOLDER_TRAILS: readonly (readonly string[])[] = [
  ['Clients', 'Acme GmbH'],
  ['Finance'],
  ['Board'],
  ['Clients', 'Globex Ltd'],
  ['Finance', 'Archive'],
];
const MIME_TYPES = [
  'application/pdf',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'image/png',
  'text/plain',
];
/** The media type of each sample file's extension. */
const MEDIA_TYPES_BY_EXTENSION: Readonly<Record<string, string>> = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  png: 'image/png',
  jpg: 'image/jpeg',
  txt: 'text/plain',
  zip: 'application/zip',
};
const HEX_COLORS = ['#3B82F6', '#10B981', '#F59E0B', '#EF4444', '#8B5CF6'];
/** The palette's names of HEX_COLORS, in the same order: a colour's name and value of one variant agree. */
const COLOR_NAMES = ['Ocean', 'Emerald', 'Amber', 'Coral', 'Violet'];
/** The palette's name of a colour value (`#3B82F6`: Ocean), or null for a colour not in it. */
export function paletteName(hex: string): string | null {
  return COLOR_NAMES[HEX_COLORS.indexOf(hex.toUpperCase())] ?? null;
}
const JOB_TITLES = [
  'Head of legal',
  'Accountant',
  'Office manager',
  'HR business partner',
  'Managing director',
  'Tax adviser',
];
const FILE_SIZES = [248_320, 1_048_576, 53_211, 3_145_728, 780_154];
/** Four addresses, each the same index across these lists: a street, its house number, its postal code, city and state. */
const CITIES = ['Berlin', 'Hamburg', 'Munich', 'Cologne'];
const STREET_NAMES = ['Friedrichstraße', 'Jungfernstieg', 'Marienplatz', 'Hohe Straße'];
const HOUSE_NUMBERS = ['68', '7', '8', '52'];
const POSTAL_CODES = ['10117', '20354', '80331', '50667'];
const REGIONS = ['Berlin', 'Hamburg', 'Bavaria', 'North Rhine-Westphalia'];
const FIELD_LABELS = ['Client name', 'Invoice number', 'Due date', 'Amount', 'Approved by'];
const PLACEHOLDERS = ['folder.name', 'document.name', 'user.name', 'date'];
/** A report template's content: Markdown with `{{placeholder}}` expressions, the placeholders above. */
const TEMPLATE_CONTENTS = [
  '# {{folder.name}}\n\nThe documents of the folder as of {{date}}, starting with {{document.name}}.\n\nPrepared by {{user.name}}.',
  '# Monthly report: {{folder.name}}\n\nPrepared by {{user.name}} on {{date}}.',
];
const LATITUDES = [52.52, 53.5511, 48.1374, 50.9375];
const LONGITUDES = [13.405, 9.9937, 11.5755, 6.9603];

/** Local ids of the core entities, so the same folder shows the same id on every page. */
const WELL_KNOWN_LOCAL_IDS: Readonly<Record<string, number>> = {
  Folder: 1842,
  Document: 5093,
  User: 207,
  Comment: 88311,
  Label: 64,
  Company: 12,
  Group: 31,
};

const ONE_DAY_MS = 86_400_000;
const FIRST_SAMPLE_TIME = Date.UTC(2025, 2, 14, 9, 30, 0);
/** How many variants of a time differ before they repeat: 200 steps of a day and a few hours, about 222 days. */
const TIME_VARIANTS = 200;
/**
 * What happens to a thing after it was created (edited, moved, read, ended) is sampled this many days later, and what is
 * due after that (an expiry, a permanent deletion, an end) later still: beyond the span of the variants, so that an
 * object's `editedAt` never comes before its `createdAt`, whichever variants the two got.
 */
const LATER_EVENT_DAYS = 240;
const DEADLINE_DAYS = 480;
const LATER_EVENT =
  /^(updated|edited|modified|changed|last|read|viewed|moved|archived|pinned|ended|linked|completed|finished|resolved|deleted|removed)/;
const DEADLINE = /^(expires|signedurlexpires|permanentdeletion|nextpermanentdeletion|ends|due|valid(until|to))/;

/** When what a mutation just made was made: the latest creation time a sample has, after every other record's. */
export function sampleJustNow(): string {
  return sampleDateTime(TIME_VARIANTS - 1);
}

function pick<T>(values: readonly T[], variant: number): T {
  return values[Math.abs(variant) % values.length] as T;
}

/** Small stable string hash (FNV-1a), for ids and seeds that must not change between runs. */
export function stableHash(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

function toBase64(text: string): string {
  // Type names and numbers are ASCII, so btoa (browser and Node ≥ 16) is enough.
  return btoa(text);
}

/**
 * Type prefixes of global IDs, as the schema's `id` field descriptions state them (tests/unit/sample-ids.test.ts
 * keeps the two in step). A type without one gets the first three letters of its name.
 */
export const GLOBAL_ID_PREFIXES: Readonly<Record<string, string>> = {
  ActivityEvent: 'act',
  Comment: 'cmt',
  Company: 'cmp',
  DashboardWidget: 'wdg',
  DashboardWidgetGroup: 'wgp',
  Document: 'doc',
  ExportJob: 'exp',
  Folder: 'fld',
  FolderPermission: 'prm',
  Group: 'grp',
  HistoryChange: 'hch',
  Label: 'lbl',
  PrivateShare: 'shr',
  PublicShare: 'pub',
  Revision: 'rev',
  Template: 'tpl',
  UploadTransaction: 'upl',
  User: 'usr',
  UserNotification: 'ntf',
  UserSession: 'ses',
};

const TYPE_OF_PREFIX = new Map(Object.entries(GLOBAL_ID_PREFIXES).map(([typeName, prefix]) => [prefix, typeName]));

// Crockford base32, as ULIDs use it. Sample ids share a fixed time part, so only the last 16 characters vary.
const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const SAMPLE_ID_TIME_PART = '01J9Z6Q4W8';
const LOCAL_ID_LENGTH = 16;

function idPrefix(typeName: string): string {
  const documented = GLOBAL_ID_PREFIXES[typeName];
  if (documented) return documented;
  // Remember derived prefixes, so ids of types the schema gives no prefix decode back to their type.
  const derived = typeName.slice(0, 3).toLowerCase();
  if (!TYPE_OF_PREFIX.has(derived)) TYPE_OF_PREFIX.set(derived, typeName);
  return derived;
}

/**
 * Global id in the schema's documented form: a type prefix, an underscore and 26 ULID characters, e.g.
 * `Folder`, 1842 → `fld_01J9Z6Q4W80000000000000001SJ`. Deterministic, and reversible with `fromGlobalId`.
 */
export function toGlobalId(typeName: string, localId: number | string): string {
  let value = typeof localId === 'number' ? localId : stableHash(String(localId));
  let body = '';
  for (let i = 0; i < LOCAL_ID_LENGTH; i += 1) {
    body = CROCKFORD[value % 32] + body;
    value = Math.floor(value / 32);
  }
  return `${idPrefix(typeName)}_${SAMPLE_ID_TIME_PART}${body}`;
}

export function fromGlobalId(globalId: string): {typeName: string; localId: string} | null {
  const match = /^([a-z]{3})_([0-9A-HJKMNP-TV-Z]{26})$/.exec(globalId);
  const typeName = match && TYPE_OF_PREFIX.get(match[1]);
  if (!match || !typeName) return null;
  let value = 0;
  for (const character of match[2].slice(SAMPLE_ID_TIME_PART.length)) value = value * 32 + CROCKFORD.indexOf(character);
  return {typeName, localId: String(value)};
}

/** The local id a type's sample entities start from: well-known for core types, stable otherwise. */
export function baseLocalId(typeName: string): number {
  return WELL_KNOWN_LOCAL_IDS[typeName] ?? 100 + (stableHash(typeName) % 9000);
}

export function sampleCursor(index: number): string {
  return toBase64(`cursor:${index}`);
}

/** The position a cursor made by `sampleCursor` stands for; undefined for anything else. */
export function cursorPosition(cursor: string): number | undefined {
  try {
    const match = /^cursor:(\d+)$/.exec(atob(cursor));
    return match ? Number(match[1]) : undefined;
  } catch {
    return undefined;
  }
}

/** A time; `fieldName` (`createdAt`, `editedAt`, `expiresAt`) places it before or after the others of its object. */
export function sampleDateTime(variant = 0, fieldName = ''): string {
  const name = fieldName.toLowerCase();
  const days = DEADLINE.test(name) ? DEADLINE_DAYS : LATER_EVENT.test(name) ? LATER_EVENT_DAYS : 0;
  // Steps of a day and a few hours keep consecutive samples distinct.
  const time = FIRST_SAMPLE_TIME + days * ONE_DAY_MS + (Math.abs(variant) % TIME_VARIANTS) * (ONE_DAY_MS + 9_780_000);
  return new Date(time).toISOString().replace('.000Z', 'Z');
}

/** The words of a name written in camelCase, PascalCase, snake_case or kebab-case (`pdfDocumentTemplate`: pdf, Document, Template). */
export function splitWords(name: string): string[] {
  return name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .split(/[\s_-]+/)
    .filter(Boolean);
}

export function pascalCase(name: string): string {
  return splitWords(name)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join('');
}

function humanize(name: string): string {
  const words = splitWords(name).map((word) => word.toLowerCase());
  const sentence = words.join(' ');
  return sentence.charAt(0).toUpperCase() + sentence.slice(1);
}

function personOf(variant: number): readonly [string, string] {
  return pick(PEOPLE, variant);
}

function emailOf(variant: number): string {
  if (variant === 0) return 'ada@example.com';
  const [first, last] = personOf(variant);
  return `${first}.${last}@example.com`.toLowerCase();
}

/** A person's full name as the samples write them: two words or more, each capitalised ("Ada Lovelace"). */
const PERSON_NAME = /^\p{Lu}[\p{L}'’-]*(?: \p{Lu}[\p{L}'’-]*)+$/u;

/** What the samples show of a person of this name: initials, e-mail address and avatar picture, as one person's. */
export interface PersonDetails {
  readonly initials: string;
  readonly email: string;
  readonly avatarUrl: string;
}

/** The details that go with a person's full name (`Ada Lovelace`: `AL`, `ada.lovelace@example.com`), if it is one. */
export function personDetails(name: string): PersonDetails | undefined {
  if (!PERSON_NAME.test(name)) return undefined;
  const words = name.split(' ');
  const first = words[0]!;
  const last = words.at(-1)!;
  const ascii = (word: string) => slugOf(word).replace(/-/g, '');
  return {
    initials: (first.charAt(0) + last.charAt(0)).toUpperCase(),
    email: `${ascii(first)}.${ascii(last)}@example.com`,
    avatarUrl: `https://www.example.com/avatars/${ascii(first)}.png`,
  };
}

function slugOf(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** The kind of entity a context (a type name such as `Folder` or `CreateFolderInput`) is about. */
function contextKind(context: string | undefined): string {
  const text = (context ?? '').toLowerCase();
  // Most specific first: `UserError` is an error, `DashboardWidgetGroup` a group of widgets, `TextDocumentTemplate` a
  // template.
  const kinds = [
    'usererror',
    'error',
    'color',
    'colour',
    'widgetgroup',
    'widget',
    'template',
    'label',
    'tag',
    'folder',
    'document',
    'file',
    'user',
    'member',
    'person',
    'author',
    'owner',
    'contact',
    'company',
    'organization',
    'group',
    'team',
  ];
  return kinds.find((kind) => text.includes(kind)) ?? '';
}

/** The names of each kind of thing a context names; a person's name is made of a first and a last name. */
const NAMES_BY_KIND: Readonly<Record<string, readonly string[] | 'person'>> = {
  label: LABEL_NAMES,
  tag: LABEL_NAMES,
  document: DOCUMENT_TITLES,
  file: FILE_NAMES,
  user: 'person',
  member: 'person',
  person: 'person',
  author: 'person',
  owner: 'person',
  contact: 'person',
  company: COMPANY_NAMES,
  organization: COMPANY_NAMES,
  group: GROUP_NAMES,
  team: GROUP_NAMES,
  template: TEMPLATE_NAMES,
  widgetgroup: ['Overview', 'My work', 'Team updates', 'Finance'],
  widget: ['Recent documents', 'Pinned documents', 'Activity'],
  color: COLOR_NAMES,
  colour: COLOR_NAMES,
};

/** What a thing of each kind is for, as its `description` says it; any other description is a note. */
const DESCRIPTIONS_BY_KIND: Readonly<Record<string, readonly string[]>> = {
  folder: [
    'Signed originals, sorted by year.',
    'Shared with the accounting team; keep drafts elsewhere.',
    'Everything for the current financial year.',
    'Scans of the paper archive, added every week.',
  ],
  group: [
    'Everyone who needs the contract folders.',
    'Grants the team access to its shared folders.',
    'HR adds new colleagues on their first day.',
    'Access for the annual audit, removed again in June.',
  ],
  label: [
    'Documents that still need a signature.',
    'Anything that must be paid this month.',
    'Must not be shared outside the company.',
    'Set by the reviewer once a document is checked.',
  ],
  template: [
    'The standard layout with the company letterhead.',
    'Fill in the client and the amounts; the rest is set.',
    'For the monthly report to the board.',
    'The 2025 version, approved by the legal team.',
  ],
};

function nameFor(context: string | undefined, variant: number): string {
  const names = NAMES_BY_KIND[contextKind(context)] ?? FOLDER_NAMES;
  if (names !== 'person') return pick(names, variant);
  const [first, last] = personOf(variant);
  return `${first} ${last}`;
}

function urlFor(fieldName: string, variant: number, context?: string): string {
  const name = fieldName.toLowerCase();
  const file = pick(FILE_NAMES, variant);
  // A thumbnail's sizes (`Thumbnails.small`) are images of their own.
  if (/thumbnail|preview/i.test(context ?? '')) return `https://files.example.com/thumbnails/${slugOf(file)}-${name}.png`;
  if (name.includes('avatar') || name.includes('photo') || name.includes('picture')) {
    return `https://www.example.com/avatars/${personOf(variant)[0].toLowerCase()}.png`;
  }
  if (name.includes('thumbnail') || name.includes('preview')) {
    return `https://files.example.com/thumbnails/${slugOf(file)}.png`;
  }
  if (name.includes('upload') || name.includes('signed')) {
    // A token of its own, not a number: a part's URL does not name another part.
    return `https://uploads.example.com/${(0x7c41e0 + variant * 0x1d3).toString(16)}?signature=3f9a1c7e`;
  }
  if (name.includes('download') || name.includes('file')) return `https://files.example.com/documents/${file}`;
  if (name.includes('hook') || name.includes('callback')) return 'https://hooks.example.com/folio';
  return `https://www.example.com/folio/${slugOf(pick(FOLDER_NAMES, variant))}`;
}

/** The media type of a file by its name's extension (`invoice.pdf` → `application/pdf`), if the samples know it. */
export function mediaTypeOfFileName(fileName: string): string | undefined {
  return MEDIA_TYPES_BY_EXTENSION[fileName.slice(fileName.lastIndexOf('.') + 1).toLowerCase()];
}

/** A checksum in lowercase hexadecimal, as long as its algorithm's (`sha256`: 64 digits, `md5`: 32), stable per variant. */
function sampleDigest(name: string, variant: number): string {
  const length = /sha-?1$/.test(name) ? 40 : /md5$/.test(name) ? 32 : /sha-?512$/.test(name) ? 128 : 64;
  let digest = '';
  for (let round = 0; digest.length < length; round += 1) digest += stableHash(`${name}:${variant}:${round}`).toString(16).padStart(8, '0');
  return digest.slice(0, length);
}

/** A plausible string for a field or argument name, e.g. `email` → `ada@example.com`. */
export function sampleString(fieldName: string, variant = 0, context?: string): string {
  const name = fieldName.toLowerCase();
  const inError = contextKind(context) === 'usererror' || contextKind(context) === 'error';
  if (inError && name === 'message') return pick(ERROR_MESSAGES, variant);
  if (inError && name === 'field') return 'name';
  if (inError && name === 'code') return pick(['INVALID', 'NOT_FOUND', 'CONFLICT'], variant);
  // `Email.address` is an e-mail address, not a postal one.
  if (name.includes('email') || (name === 'address' && context?.toLowerCase() === 'email')) return emailOf(variant);
  if (/(url|uri|href|link)$/.test(name)) return urlFor(name, variant, context);
  if (name.includes('color') || name.includes('colour')) return pick(HEX_COLORS, variant);
  if (name.includes('mimetype') || name.includes('contenttype') || name === 'mime') return pick(MIME_TYPES, variant);
  if (name.includes('filename')) return pick(FILE_NAMES, variant);
  if (name.endsWith('path')) return pick(PATHS, variant);
  if (/^(first|given)name$/.test(name)) return personOf(variant)[0];
  if (/^(last|family|sur)name$/.test(name)) return personOf(variant)[1];
  if (name === 'username' || name === 'login') return `${personOf(variant)[0]}.${personOf(variant)[1]}`.toLowerCase();
  if (/(full|display)name$/.test(name)) return `${personOf(variant)[0]} ${personOf(variant)[1]}`;
  if (name === 'initials') return personOf(variant)[0].charAt(0) + personOf(variant)[1].charAt(0);
  if (name === 'jobtitle' || name === 'occupation') return pick(JOB_TITLES, variant);
  if (name === 'organization' || name === 'organisation' || name === 'company') return pick(COMPANY_NAMES, variant);
  if (name === 'fieldlabels' || name === 'fieldlabel') return pick(FIELD_LABELS, variant);
  if (name === 'placeholders' || name === 'placeholder') return pick(PLACEHOLDERS, variant);
  if (name === 'suggestions' || name === 'suggestion') return pick(DOCUMENT_TITLES, variant);
  if (name.endsWith('title')) {
    const kind = contextKind(context);
    if (kind === 'template' || kind === 'widget' || kind === 'widgetgroup') return nameFor(context, variant);
    return pick(DOCUMENT_TITLES, variant);
  }
  if (name.endsWith('name')) return nameFor(context ?? fieldName, variant);
  if (name === 'content' && contextKind(context) === 'template') return pick(TEMPLATE_CONTENTS, variant);
  if (/(body|text|content|comment|message|description|note|summary|reason)$/.test(name)) {
    return pick((name.endsWith('description') && DESCRIPTIONS_BY_KIND[contextKind(context)]) || SENTENCES, variant);
  }
  if (/^(query|search|searchterm|term|keyword|q)$/.test(name)) return 'contract';
  if (name.includes('phone')) return '+49 30 901820';
  if (name === 'street' || name === 'streetname') return pick(STREET_NAMES, variant);
  if (name === 'housenumber') return pick(HOUSE_NUMBERS, variant);
  if (name.includes('street') || name === 'address' || name.endsWith('addressline'))
    return `${pick(STREET_NAMES, variant)} ${pick(HOUSE_NUMBERS, variant)}`;
  if (name === 'formattedaddress') {
    const [street, number, postalCode, city] = [STREET_NAMES, HOUSE_NUMBERS, POSTAL_CODES, CITIES].map((list) => pick(list, variant));
    return `${street} ${number}, ${postalCode} ${city}, Germany`;
  }
  if (name.includes('city') || name === 'town') return pick(CITIES, variant);
  if (name.includes('postal') || name.startsWith('zip')) return pick(POSTAL_CODES, variant);
  // `country` is a name in English ("Country name in English"), `countryCode` the ISO code.
  if (name === 'country' || name === 'countryname') return 'Germany';
  if (name.startsWith('country')) return 'DE';
  if (name === 'region' || name === 'state') return pick(REGIONS, variant);
  if (/^(locale|language|lang)$/.test(name)) return 'en';
  if (name.includes('timezone')) return 'Europe/Berlin';
  if (name === 'currency') return 'EUR';
  if (name.includes('cursor') || name === 'after' || name === 'before') return sampleCursor(variant);
  if (/(at|date|time)$/.test(name) && /[a-z](At|Date|Time)$/.test(fieldName)) return sampleDateTime(variant, fieldName);
  if (name.includes('token') || name.includes('secret')) return `example-token-${variant + 1}`;
  if (/(sha-?\d*|md5|digest)$/.test(name)) return sampleDigest(name, variant);
  if (/(hash|checksum|etag)$/.test(name)) return `9f86d081884c7d65${(variant + 10).toString(16)}`;
  if (name === 'extension') return 'pdf';
  if (name === 'slug') return slugOf(pick(FOLDER_NAMES, variant));
  if (name === 'role') return pick(['Editor', 'Viewer', 'Owner'], variant);
  if (name === 'version') return `1.${variant + 4}.0`;
  if (name === 'status') return 'active';
  if (name === 'type' || name === 'kind') return 'document';
  return `${humanize(fieldName)} ${variant + 1}`;
}

/** A plausible integer by name: `first` → 10, `position` → 0, `sizeInBytes` → 248320. */
export function sampleInt(fieldName: string, variant = 0): number {
  const name = fieldName.toLowerCase();
  if (/^(first|last|limit|pagesize|perpage|take|max|maxresults)$/.test(name)) return 10;
  if (/(position|index|offset|order|rank)$/.test(name)) return variant;
  if (name.includes('size') || name.includes('bytes')) return pick(FILE_SIZES, variant);
  if (name === 'width') return 1240;
  if (name === 'height') return 1754;
  if (name.includes('page')) return 3 + (variant % 9);
  if (name === 'year') return 2025;
  if (name === 'month') return 1 + (variant % 12);
  if (name === 'day') return 1 + ((variant * 7) % 28);
  if (name.includes('rotation') || name.includes('angle') || name.includes('degree')) return 90;
  if (name.includes('percent') || name.includes('progress')) return (42 + variant * 17) % 101;
  if (name.includes('count') || name.startsWith('number') || name.startsWith('total')) return 3 + ((variant * 7) % 40);
  if (name.includes('duration') || name.includes('seconds')) return 30;
  if (name.includes('days')) return 7;
  return variant + 1;
}

/** A plausible float by name: latitude 52.52, longitude 13.405. */
export function sampleFloat(fieldName: string, variant = 0): number {
  const name = fieldName.toLowerCase();
  if (name === 'lat' || name.includes('latitude')) return pick(LATITUDES, variant);
  if (name === 'lng' || name === 'lon' || name.includes('longitude')) return pick(LONGITUDES, variant);
  if (name.includes('score') || name.includes('relevance')) return Math.round((0.92 - variant * 0.07) * 100) / 100;
  if (name.includes('price') || name.includes('amount')) return 19.99;
  if (name.includes('size') || name.includes('bytes')) return pick(FILE_SIZES, variant);
  if (name.includes('ratio') || name.includes('progress')) return 0.42;
  return 1.5 + variant;
}

/** Flags that would destroy or hide data default to false; others are true in the canonical sample. */
export function sampleBoolean(fieldName: string, variant = 0): boolean {
  const name = fieldName.toLowerCase().replace(/^(is|has|should)/, '');
  if (
    /^(archived|deleted|removed|locked|disabled|trashed|hidden|readonly|dryrun|force|overwrite|inbin|expired)$/.test(
      name,
    )
  ) {
    return false;
  }
  return variant % 3 !== 2;
}

/** The built-in number and boolean scalars, by name in lower case. */
const BUILT_IN_SAMPLES = new Map<string, (fieldName: string, variant: number) => unknown>([
  ['int', sampleInt],
  ['float', sampleFloat],
  ['boolean', sampleBoolean],
]);

/** The names of the folders above a sample folder, from the company root down to its parent (`variant`: any number). */
export function sampleFolderTrail(variant: number): readonly string[] {
  return pick(FOLDER_TRAILS, variant);
}

/** The path of a folder from the names of the folders from the company root down to it: `/` for the root itself. */
export function folderPath(names: readonly string[]): string {
  return `/${names.join('/')}`;
}

/**
 * A value for a scalar type, by scalar name first (DateTime, URL, HexColor…) and field name second.
 * Returns `undefined` for Upload: files travel as multipart parts, never as JSON values.
 */
export function sampleScalar(scalarName: string, fieldName: string, variant = 0, context?: string): unknown {
  const scalar = scalarName.toLowerCase();
  if (scalar === 'upload' || scalar === 'file') return undefined;
  if (scalar === 'string') return sampleString(fieldName, variant, context);
  const builtIn = BUILT_IN_SAMPLES.get(scalar);
  if (builtIn) return builtIn(fieldName, variant);
  if (/(datetime|timestamp|instant)/.test(scalar)) return sampleDateTime(variant, fieldName);
  if (scalar === 'date') return sampleDateTime(variant, fieldName).slice(0, 10);
  if (scalar === 'time') return sampleDateTime(variant).slice(11, 19);
  if (scalar === 'url' || scalar === 'uri') return urlFor(fieldName, variant, context);
  if (scalar.includes('color') || scalar.includes('colour')) return pick(HEX_COLORS, variant);
  if (scalar.includes('email')) return emailOf(variant);
  if (scalar === 'json' || scalar === 'jsonobject') return {};
  if (scalar === 'bigint' || scalar === 'long') return sampleInt(fieldName, variant);
  if (scalar === 'uuid') return `7f3c2a1e-5b4d-4c8e-9a6f-${(0x1e2d3c4b5a69 + variant).toString(16).padStart(12, '0')}`;
  if (scalar === 'cursor') return sampleCursor(variant);
  return sampleString(fieldName, variant, context);
}

function isEntityTypeName(schema: GraphQLSchema, typeName: string): boolean {
  const type = schema.getType(typeName);
  return (isObjectType(type) || isInterfaceType(type)) && 'id' in type.getFields();
}

/**
 * The entity type a name is about: the longest run of its words that names a type with an `id`, earliest
 * first (`CreateDocumentFromFileInput` → `Document`, `parentFolderId` → `Folder`).
 */
export function entityTypeInName(schema: GraphQLSchema, name: string): string | undefined {
  const words = splitWords(name.replace(/(Ids?|IDs?)$/, '')).map(
    (word) => word.charAt(0).toUpperCase() + word.slice(1),
  );
  for (let length = words.length; length > 0; length -= 1) {
    for (let start = 0; start + length <= words.length; start += 1) {
      const candidate = words.slice(start, start + length).join('');
      if (isEntityTypeName(schema, candidate)) return candidate;
    }
  }
  return undefined;
}

/** The core entities (Folder, Document, User…) first, others after them in their given order. */
export function coreTypesFirst<T extends {name: string}>(types: readonly T[]): T[] {
  const rank = (type: T) => {
    const index = Object.keys(WELL_KNOWN_LOCAL_IDS).indexOf(type.name);
    return index === -1 ? Number.MAX_SAFE_INTEGER : index;
  };
  return [...types].sort((left, right) => rank(left) - rank(right));
}

/** An object type that can carry a global id for `typeName`: interfaces and unions give a core member. */
export function concreteEntityType(schema: GraphQLSchema, typeName: string): string {
  const type = schema.getType(typeName);
  if (!type || !isAbstractType(type)) return typeName;
  const members = schema.getPossibleTypes(type).map((member) => member.name);
  const core = Object.keys(WELL_KNOWN_LOCAL_IDS).find((name) => members.includes(name));
  return core ?? members[0] ?? typeName;
}

/** "Items" are the documents and folders of a folder tree: a document id is the telling example. */
function itemEntity(schema: GraphQLSchema, word: string): string | undefined {
  if (word !== 'Item') return undefined;
  return ['Document', 'Folder'].find((name) => isEntityTypeName(schema, name));
}

/** Per schema: every ID field of every example asks, and the answer only depends on the schema. */
const entityTypeNamesOf = new WeakMap<GraphQLSchema, readonly string[]>();

function entityTypeNames(schema: GraphQLSchema): readonly string[] {
  let names = entityTypeNamesOf.get(schema);
  if (!names) {
    names = Object.keys(schema.getTypeMap()).filter((name) => !name.startsWith('__') && isEntityTypeName(schema, name));
    entityTypeNamesOf.set(schema, names);
  }
  return names;
}

/** How many of the words of `name` the subject's name has, anywhere in it. */
function sharedWords(name: string, subject: string): number {
  const subjectWords = new Set(splitWords(subject));
  return splitWords(name).filter((word) => subjectWords.has(word)).length;
}

/**
 * Among the entity types whose name ends with `suffix` (`Group`: Group, DashboardWidgetGroup), the one
 * whose name shares most words with the subject (`MoveWidgetToAnotherGroupInput` → DashboardWidgetGroup);
 * the plain type when nothing is closer.
 */
function closestEntityEndingWith(
  schema: GraphQLSchema,
  suffix: string,
  subject: string | undefined,
): string | undefined {
  const candidates = entityTypeNames(schema).filter((name) => name.endsWith(suffix));
  let best = candidates.includes(suffix) ? suffix : undefined;
  let bestScore = best && subject ? sharedWords(best, subject) : 0;
  for (const candidate of candidates) {
    const score = subject ? sharedWords(candidate, subject) : 0;
    if (score > bestScore || (best === undefined && score === bestScore)) {
      best = candidate;
      bestScore = score;
    }
  }
  return best;
}

/**
 * The type a global id in an ID field refers to: named in the field (`folderId` → Folder, `widgetId` →
 * DashboardWidget, `groupId` next to a dashboard widget → DashboardWidgetGroup), else the subject the
 * field belongs to (`id` of `UpdateFolderInput` → Folder), else `Node`. `within`, the name of the type the field is in,
 * tells like-named entities apart by its words (`groupId` of `MoveWidgetToAnotherGroupInput`: DashboardWidgetGroup).
 */
export function entityTypeForIdField(schema: GraphQLSchema, fieldName: string, subject?: string, within?: string): string {
  const fromSubject = subject ? (entityTypeInName(schema, subject) ?? subject) : undefined;
  let named: string | undefined;
  if (!/^ids?$/i.test(fieldName)) {
    const words = splitWords(fieldName.replace(/(Ids?|IDs?)$/, ''));
    const lastWord = words[words.length - 1] ?? '';
    const suffix = lastWord.charAt(0).toUpperCase() + lastWord.slice(1);
    named = entityTypeInName(schema, fieldName);
    const near = within ?? subject;
    named = named
      ? closestEntityEndingWith(schema, named, near)
      : (closestEntityEndingWith(schema, suffix, near) ?? itemEntity(schema, suffix));
  }
  return concreteEntityType(schema, named ?? fromSubject ?? 'Node');
}

/** A global id for an ID field or argument, stable for the same type and name. */
export function sampleGlobalId(typeName: string, fieldName: string, variant = 0): string {
  // A prefixed name (`targetFolderId`) gets its own entity, so two folder ids in one example differ.
  const prefixed =
    !/^(id|ids|[a-z]+Ids?)$/.test(fieldName) || /^(target|source|parent|new|old|previous)/i.test(fieldName);
  const offset = prefixed ? 1 + (stableHash(fieldName) % 97) : 0;
  return toGlobalId(typeName, baseLocalId(typeName) + offset + variant);
}
