// The room's catalogues (gifts, barrage colours, nobility bubbles, emojis): loaded once per page visit and
// shared by every panel that reads them; a failed load is tried again the next time one is asked for.
import { useEffect, useState } from 'react';
import { getBarrageStyles, getNobilityBubbles, getRoomGifts } from '../../api/chat';
import type { ApiResult } from '../../api/result';
import { getEmojis } from '../../api/user';

type Loader<T> = () => Promise<ApiResult<T>>;

function cached<T>(load: Loader<T>): () => Promise<T | null> {
  let pending: Promise<T | null> | null = null;
  return () => {
    pending ??= load().then((answer) => {
      if (answer.success) return answer.data;
      pending = null;
      return null;
    });
    return pending;
  };
}

export const roomGifts = cached(getRoomGifts);
export const barrageStyles = cached(getBarrageStyles);
export const nobilityBubbles = cached(getNobilityBubbles);
export const emojiGroups = cached(getEmojis);

/** A catalogue's value; null until loaded (or when it failed). */
export function useCatalogue<T>(load: () => Promise<T | null>): T | null {
  const [value, setValue] = useState<T | null>(null);
  useEffect(() => {
    let alive = true;
    void load().then((v) => {
      if (alive) setValue(v);
    });
    return () => {
      alive = false;
    };
  }, [load]);
  return value;
}

export type NobilityBubble = NonNullable<Awaited<ReturnType<typeof nobilityBubbles>>>[number];
