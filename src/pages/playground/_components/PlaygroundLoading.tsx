import type {ReactNode} from 'react';

/** What the editor's place shows on the server-rendered page and while the IDE's code downloads. */
export default function PlaygroundLoading(): ReactNode {
  return (
    <p role="status" aria-live="polite" style={{padding: '3rem', textAlign: 'center'}}>
      Loading the GraphQL editor…
    </p>
  );
}
