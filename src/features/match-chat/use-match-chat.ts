// A match chat's state on the page: the welcome (online count, closed), the pinned notice, the lines (newest
// history page, older pages on demand, live pushes merged by id) and sending with a send token fetched
// when a logged-in user opens it (its answer says whether they are muted site-wide) and fetched again once
// when the server says it expired.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { MatchChatChannel, MatchChatLine } from '../../../contract/calls/match-chat';
import { errors } from '../../../contract/errors';
import { matchChatPushes$, mergeChatLines } from '../../../streams/match-chat';
import {
  enterMatchChat,
  getMatchChatNotice,
  getMatchChatPage,
  getMatchChatToken,
  sendMatchChat,
} from '../../api/match-chat';

export interface ChatHead {
  text: string;
  online: number;
  notice: string;
  rules: string;
  closed: boolean;
}

type SendToken = { group: string; token: string; expiresAt: number };

export function useMatchChat(channel: MatchChatChannel, matchId: number, myId: number | null) {
  const [head, setHead] = useState<ChatHead | null>(null);
  const [lines, setLines] = useState<MatchChatLine[]>([]);
  const [hasMore, setHasMore] = useState(false);
  const [loadingOlder, setLoadingOlder] = useState(false);
  const token = useRef<SendToken | null>(null);
  /** The end of the user's site-wide mute as the server last said (-1 for ever), or null. */
  const [mutedUntil, setMutedUntil] = useState<number | null>(null);

  const loadNewest = useCallback(() => {
    void getMatchChatPage(channel, matchId).then((a) => {
      if (!a.success) return;
      setLines((held) => mergeChatLines(held, a.data.list));
      setHasMore((more) => more || a.data.hasMore);
    });
  }, [channel, matchId]);

  useEffect(() => {
    setLines([]);
    setHasMore(false);
    setHead(null);
    token.current = null;
    setMutedUntil(null);
    let live = true;
    void Promise.all([enterMatchChat(channel, matchId), getMatchChatNotice(channel, matchId)]).then(
      ([w, n]) => {
        if (!live || !w.success || !n.success) return;
        setHead({
          text: w.data.text,
          online: w.data.online,
          notice: n.data.notice,
          rules: n.data.rules,
          closed: w.data.closed || n.data.closed,
        });
        // An open chat hands a logged-in user the send token now: its answer says whether they are muted.
        if (myId === null || w.data.closed || n.data.closed) return;
        void getMatchChatToken(channel, matchId).then((t) => {
          if (!live || !t.success) return;
          token.current = t.data;
          setMutedUntil(t.data.mutedUntil);
        });
      },
    );
    // Every (re)join reloads the newest page: pushes missed while away are in it.
    const sub = matchChatPushes$(channel, matchId).subscribe({
      next(signal) {
        if (signal.kind === 'joined') loadNewest();
        else setLines((held) => mergeChatLines(held, [signal.line]));
      },
      error(error: unknown) {
        console.error('match channel refused', error);
      },
    });
    return () => {
      live = false;
      sub.unsubscribe();
    };
  }, [channel, matchId, myId, loadNewest]);

  const loadOlder = useCallback(() => {
    const oldest = lines[0];
    if (!oldest || loadingOlder) return;
    setLoadingOlder(true);
    void getMatchChatPage(channel, matchId, oldest.id).then((a) => {
      setLoadingOlder(false);
      if (!a.success) return;
      setLines((held) => mergeChatLines(a.data.list, held, Number.POSITIVE_INFINITY));
      setHasMore(a.data.hasMore);
    });
  }, [channel, matchId, lines, loadingOlder]);

  /** Sends a line; answers null on success, else the message to show. */
  const send = useCallback(
    async (content: string): Promise<string | null> => {
      const attempt = async (fresh: boolean) => {
        const held = token.current;
        if (fresh || !held || held.expiresAt - Date.now() < 60_000) {
          const t = await getMatchChatToken(channel, matchId);
          if (!t.success) return t;
          token.current = t.data;
          setMutedUntil(t.data.mutedUntil);
        }
        return sendMatchChat({ channel, matchId, content, token: token.current!.token });
      };
      let answer = await attempt(false);
      if (!answer.success && answer.code === errors.matchChatToken.code)
        answer = await attempt(true);
      if (answer.success) {
        setLines((held) => mergeChatLines(held, [answer.data]));
        return null;
      }
      if (answer.code === errors.matchChatClosed.code)
        setHead((h) => (h ? { ...h, closed: true } : h));
      if (answer.code === errors.siteMuted.code) {
        const until = (answer.data as { until?: number | null } | null)?.until;
        setMutedUntil(until ?? -1);
      }
      return answer.msg;
    },
    [channel, matchId],
  );

  return { head, lines, hasMore, loadingOlder, loadOlder, send, mutedUntil };
}
