import {Fragment, type ReactNode} from 'react';

import {needsWordBreaks, textPieces} from '@site/src/html/wordBreaks';

/**
 * A title or label as React children: a long identifier may break only between its words (`<wbr>`), a date stays on
 * one line; any other text is returned as it is. The rendered text is the same (src/html/wordBreaks.ts).
 */
export function breakableText(text: string): ReactNode {
  if (!needsWordBreaks(text)) return text;
  return textPieces(text).map((piece, index) => (
    <Fragment key={index}>
      {piece.kind === 'break' ? <wbr /> : piece.kind === 'whole' ? <span className="folio-nowrap">{piece.text}</span> : piece.text}
    </Fragment>
  ));
}
