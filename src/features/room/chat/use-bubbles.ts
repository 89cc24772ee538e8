// The nobility bubble and medal colours by tier (GET /api/nobility/bubble), as a map the chat lines read.
import { useMemo } from 'react';
import { type NobilityBubble, nobilityBubbles, useCatalogue } from '../catalogues';

export function useBubbles(): Map<number, NobilityBubble> {
  const list = useCatalogue(nobilityBubbles);
  return useMemo(() => new Map((list ?? []).map((b) => [b.nobility, b])), [list]);
}
