import {useEffect, type ReactNode} from 'react';
import type {GraphQLSchema} from 'graphql';

import {useLiveCost, type LiveCostState} from './useLiveCost';

interface CostTrackerProps {
  readonly schema: GraphQLSchema;
  readonly onChange: (state: LiveCostState) => void;
}

/** Rendered inside GraphiQL (its store holds the editors): tells the page the cost of the operation being edited. */
export default function CostTracker({schema, onChange}: CostTrackerProps): ReactNode {
  const state = useLiveCost(schema);
  useEffect(() => onChange(state), [state, onChange]);
  return null;
}
