import type {ReactNode} from 'react';

export default function PlaygroundLoading(): ReactNode {
  return (
    <div role="status" aria-live="polite" style={{padding: '3rem', textAlign: 'center'}}>
      <h1>Playground</h1>
      <p>Loading the GraphQL editor…</p>
    </div>
  );
}
