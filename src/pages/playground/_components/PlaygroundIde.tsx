import type {ReactNode} from 'react';

export default function PlaygroundIde(): ReactNode {
  return <p>The GraphQL editor could not be started in this browser.</p>;
}
