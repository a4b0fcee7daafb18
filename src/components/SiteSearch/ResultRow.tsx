import type {ReactNode} from 'react';

import type {SearchResult} from '../../search';

/** The excerpt with its matched words marked. */
function MarkedExcerpt({result}: {result: SearchResult}): ReactNode {
  const parts: ReactNode[] = [];
  let position = 0;
  for (const [start, end] of result.highlights) {
    if (start > position) parts.push(result.excerpt.slice(position, start));
    parts.push(<mark key={start}>{result.excerpt.slice(start, end)}</mark>);
    position = end;
  }
  parts.push(result.excerpt.slice(position));
  return parts;
}

/** A result: what it is (Guide, Query, Enum, …), where (page › section), and an excerpt. */
export function ResultRow({result}: {result: SearchResult}): ReactNode {
  return (
    <div className="aa-ItemContent">
      <div className="aa-ItemContentBody">
        <div className="aa-ItemContentTitle">
          <span className="folio-search-kind">{result.kind}</span>
          {result.status && (
            <span className={`folio-search-status folio-search-status--${result.status}`}>
              {result.status === 'upcoming' ? 'Upcoming' : 'Deprecated'}
            </span>
          )}
          <span className="folio-search-where">
            {result.title}
            {result.section && (
              <>
                <span className="folio-search-separator" aria-label="section">
                  {' › '}
                </span>
                {result.section}
              </>
            )}
          </span>
        </div>
        {result.excerpt && (
          <div className="aa-ItemContentDescription folio-search-excerpt">
            <MarkedExcerpt result={result} />
          </div>
        )}
      </div>
    </div>
  );
}
