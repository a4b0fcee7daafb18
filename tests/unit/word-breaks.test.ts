/**
 * Where headings, labels and table cells may break (src/html/wordBreaks.ts), and the schema descriptions' emphasis on
 * reference pages (src/plugins/remark-description-emphasis.ts).
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';

import remarkParse from 'remark-parse';
import remarkStringify from 'remark-stringify';
import {unified} from 'unified';

import {textPieces, type TextPiece} from '../../src/html/wordBreaks';
import remarkDescriptionEmphasis from '../../src/plugins/remark-description-emphasis';

/** `|` for a break, `[…]` for text kept whole. */
function shown(pieces: readonly TextPiece[]): string {
  return pieces.map((piece) => (piece.kind === 'break' ? '|' : piece.kind === 'whole' ? `[${piece.text}]` : piece.text)).join('');
}

test('a long identifier breaks between its words, a short one and prose not at all', () => {
  assert.equal(shown(textPieces('createCommentOnDocumentWithMentioning')), 'create|Comment|On|Document|With|Mentioning');
  assert.equal(shown(textPieces('[DocumentDescriptionInput!]!')), '[Document|Description|Input!]!');
  assert.equal(shown(textPieces('getUploadTransactionSignedURLParts')), 'get|Upload|Transaction|Signed|URL|Parts');
  assert.equal(shown(textPieces('UPLOAD_INCOMPLETE and folders.nodes.documents')), 'UPLOAD_|INCOMPLETE and folders.|nodes.|documents');
  assert.equal(shown(textPieces('folderId in a sentence of words')), 'folderId in a sentence of words');
});

test('dates and ranges of numbers stay whole, with what encloses them; the text is unchanged', () => {
  assert.equal(shown(textPieces('Until 2027-03-31')), 'Until [2027-03-31]');
  assert.equal(shown(textPieces('in these folders (1–100 IDs)')), 'in these folders [(1–100] IDs)');
  for (const text of ['Until 2027-03-31', 'createDashboardWidgetGroup (1–100)', 'plain words']) {
    assert.equal(
      textPieces(text)
        .map((piece) => (piece.kind === 'break' ? '' : piece.text))
        .join(''),
      text,
    );
  }
});

async function reference(markdown: string): Promise<string> {
  return String(await unified().use(remarkParse).use(remarkDescriptionEmphasis).use(remarkStringify).process(markdown));
}

test("a description's emphasis, written as characters by the generator, is emphasis again; names and links are not touched", async () => {
  assert.equal(await reference('Returns the first &#x005F;n&#x005F; subfolders: 1–100.'), 'Returns the first *n* subfolders: 1–100.\n');
  assert.equal(await reference('In its &#x002A;&#x002A;New document&#x002A;&#x002A; menu. `null` when none.'), 'In its **New document** menu. `null` when none.\n');
  assert.equal(await reference('UPLOAD\\_INCOMPLETE and first\\_name stay as they are.'), 'UPLOAD_INCOMPLETE and first_name stay as they are.\n');
  assert.equal(await reference('2 &#x002A; 3 &#x002A; 4'), '2 \\* 3 \\* 4\n');
});
