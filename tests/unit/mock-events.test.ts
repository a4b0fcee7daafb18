/** The one-line text of an event in the mocks says what its type's description says (src/graphql/mocks/events.ts). */
import assert from 'node:assert/strict';
import {test} from 'node:test';

import {oneLine} from '../../src/graphql/mocks/events';

const names: Record<string, string> = {document: 'Offer.pdf', folder: 'Contracts'};
const event = (value: string, description: string) =>
  oneLine({
    actor: 'Jane Doe',
    words: value.toLowerCase().split('_'),
    description,
    named: (noun) => names[noun],
    placed: (noun) => (noun === 'folder' ? 'Clients/ACME' : undefined),
  });

test('a passive description is turned round, the entity named, "another folder" its path, an alternative dropped', () => {
  assert.equal(event('DOCUMENT_MOVED', 'A document was moved to another folder.'), 'Jane Doe moved "Offer.pdf" to Clients/ACME');
  assert.equal(event('DOCUMENT_MOVED_TO_BIN', 'A document was moved to the bin.'), 'Jane Doe moved "Offer.pdf" to the bin');
  assert.equal(event('DOCUMENT_CREATED', 'A document was created (uploaded, written or copied).'), 'Jane Doe created "Offer.pdf"');
  assert.equal(event('DOCUMENT_RESTORED', 'A document was restored from the bin or from a revision.'), 'Jane Doe restored "Offer.pdf" from the bin');
  assert.equal(event('FOLDER_ARCHIVED', 'A folder was archived or unarchived.'), 'Jane Doe archived "Contracts"');
  assert.equal(event('COMMENT_CREATED', 'A comment was written.'), 'Jane Doe created a comment on "Offer.pdf"');
});

test('"Someone …" names the actor and says "you" for the user; a change of parts names the whole', () => {
  assert.equal(event('MENTIONED', 'Someone mentioned the user in a comment.'), 'Jane Doe mentioned you in a comment');
  assert.equal(event('DOCUMENT_UPDATED', "A document's fields, file or text changed."), 'Jane Doe updated "Offer.pdf"');
  assert.equal(event('PERMISSIONS_CHANGED', 'Permissions of a folder changed.'), 'Jane Doe changed the permissions of "Contracts"');
  // Nothing to say of a description of another form: the sample stays.
  assert.equal(event('EXPORT_FINISHED', 'An export job of the user finished.'), undefined);
});
