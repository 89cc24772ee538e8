// The room's chat as a growing list: the latest history page, then each 'chat.message' push, without repeats.
import { useCallback, useEffect, useState } from 'react';
import type { ChannelEvent } from '../../../contract/events';
import { getChatPage } from '../../api/chat';
import { useRoomEvents } from './room-events';

export interface FeedLine {
  id: number;
  userId: number;
  nickName: string;
  content: string;
  at: number;
  role?: 'anchor' | 'manager' | 'viewer' | 'visitor';
  kind: 'chat' | 'barrage' | 'gift';
}

/** How many lines a console or overlay keeps; older ones scroll away. */
export const FEED_MAX = 200;

/** Appends lines in id order, dropping ones already held (a history page and a push may overlap). */
export function mergeLines(held: FeedLine[], more: FeedLine[], max = FEED_MAX): FeedLine[] {
  const seen = new Set(held.map((l) => `${l.kind}:${l.id}`));
  const fresh = more.filter((l) => !seen.has(`${l.kind}:${l.id}`));
  if (fresh.length === 0) return held;
  return [...held, ...fresh].slice(-max);
}

/** A push as a feed line: chat and barrage lines, and gifts as a line of their own. */
export function lineOf(event: ChannelEvent): FeedLine | null {
  if (event.type === 'chat.message') {
    const d = event.data;
    return {
      id: d.id,
      userId: d.userId,
      nickName: d.nickName,
      content: d.content,
      at: d.at,
      role: d.role,
      kind: d.kind === 'barrage' ? 'barrage' : 'chat',
    };
  }
  if (event.type === 'gift') {
    const d = event.data;
    return {
      id: d.recordId ?? event.seq,
      userId: d.fromUserId,
      nickName: d.nickName,
      content: `送出 ${d.giftName ?? '礼物'} ×${d.count}`,
      at: d.at ?? event.at,
      kind: 'gift',
    };
  }
  return null;
}

/** The room's lines; `withHistory` loads the latest page first (the overlay starts empty on purpose). */
export function useChatFeed(roomId: number | null, withHistory: boolean) {
  const [lines, setLines] = useState<FeedLine[]>([]);

  const loadHistory = useCallback(() => {
    if (roomId === null || !withHistory) return;
    void getChatPage(roomId).then((a) => {
      if (!a.success) return;
      const history = a.data.list.map(
        (l): FeedLine => ({ ...l, kind: l.kind === 'barrage' ? 'barrage' : 'chat' }),
      );
      setLines((held) => mergeLines(history, held));
    });
  }, [roomId, withHistory]);

  useEffect(loadHistory, [loadHistory]);

  useRoomEvents(roomId, (event) => {
    const line = lineOf(event);
    if (line) setLines((held) => mergeLines(held, [line]));
  });
  return lines;
}
