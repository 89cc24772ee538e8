// The chat colours of each nobility tier (GET /api/nobility/bubble), loaded once per page and shared by
// every badge and chat line; a failed load is tried again by the next component that asks.
import { useEffect, useState } from 'react';
import type { CallData } from '../../../contract/call';
import type { nobilityBubble } from '../../../contract/calls/chat';
import { getNobilityBubbles } from '../../api/nobility';

export type NobilityBubble = CallData<typeof nobilityBubble>[number];
export type NobilityBubbles = ReadonlyMap<number, NobilityBubble>;

let loading: Promise<NobilityBubbles | null> | null = null;
let loaded: NobilityBubbles | null = null;

export function loadNobilityBubbles(): Promise<NobilityBubbles | null> {
  if (loaded) return Promise.resolve(loaded);
  loading ??= getNobilityBubbles().then((answer) => {
    loading = null;
    if (!answer.success) return null;
    loaded = new Map(answer.data.map((b) => [b.nobility, b]));
    return loaded;
  });
  return loading;
}

/** The bubbles by tier; null until they are in. */
export function useNobilityBubbles(): NobilityBubbles | null {
  const [bubbles, setBubbles] = useState(loaded);
  useEffect(() => {
    if (bubbles) return;
    let alive = true;
    void loadNobilityBubbles().then((b) => {
      if (alive && b) setBubbles(b);
    });
    return () => {
      alive = false;
    };
  }, [bubbles]);
  return bubbles;
}
