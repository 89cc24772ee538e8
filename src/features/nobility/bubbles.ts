// The chat colours of each nobility tier (GET /api/nobility/bubble) from the data cache, the same
// catalogue the room's chat reads: loaded once per page and shared by every badge and chat line; a
// failed load is tried again by the next component that asks.
import { useQuery } from '@tanstack/react-query';
import type { ApiResult } from '../../api/result';
import { type NobilityBubble, nobilityBubbles } from '../room/catalogues';

export type { NobilityBubble };
export type NobilityBubbles = ReadonlyMap<number, NobilityBubble>;

const byTier = (answer: ApiResult<NobilityBubble[]>): NobilityBubbles | null =>
  answer.success ? new Map(answer.data.map((b) => [b.nobility, b])) : null;

/** The bubbles by tier; null until they are in. */
export function useNobilityBubbles(): NobilityBubbles | null {
  return useQuery({ ...nobilityBubbles, select: byTier }).data ?? null;
}
