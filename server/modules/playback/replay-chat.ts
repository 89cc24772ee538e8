// The chat of a replay: what the room said while it was recorded, placed on the replay's time axis so the
// page shows each line as the video passes it. Read a window at a time (at most ten minutes).
import { and, asc, eq, gte, lte, or } from 'drizzle-orm';
import { REPLAY_CHAT_WINDOW_MAX, type ReplayChatLine } from '../../../contract/calls/playback';
import { errors } from '../../../contract/errors';
import type { Db } from '../../db/client';
import { chatMessages } from '../../db/schema';
import { ApiError } from '../../http/api-error';
import type { ReplayRow } from './replays';

/** A busy room says a few lines a second: a window holds at most this many. */
const WINDOW_LINES = 2_000;

export async function replayChat(
  db: Db,
  replay: ReplayRow,
  fromSeconds: number,
  toSeconds: number,
): Promise<{ list: ReplayChatLine[] }> {
  if (toSeconds <= fromSeconds || toSeconds - fromSeconds > REPLAY_CHAT_WINDOW_MAX)
    throw new ApiError(errors.replayChatWindow);
  const from = fromSeconds * 1000;
  const to = toSeconds * 1000;
  // The window on each part's own wall clock.
  const spans = replay.parts.flatMap((p) => {
    const start = Math.max(from, p.offsetMs);
    const end = Math.min(to, p.offsetMs + p.durationMs);
    return start < end
      ? [{ part: p, from: p.startedAt + start - p.offsetMs, to: p.startedAt + end - p.offsetMs }]
      : [];
  });
  if (spans.length === 0) return { list: [] };
  const rows = await db
    .select()
    .from(chatMessages)
    .where(
      and(
        eq(chatMessages.roomId, replay.roomId),
        or(
          ...spans.map((s) =>
            and(
              gte(chatMessages.createdAt, new Date(s.from)),
              lte(chatMessages.createdAt, new Date(s.to)),
            ),
          ),
        ),
      ),
    )
    .orderBy(asc(chatMessages.id))
    .limit(WINDOW_LINES);
  return {
    list: rows.flatMap((r) => {
      const at = r.createdAt.getTime();
      const span = spans.find((s) => at >= s.from && at <= s.to);
      if (!span) return [];
      const offset = span.part.offsetMs + (at - span.part.startedAt);
      return [
        {
          id: r.id,
          offsetSeconds: Math.round(offset / 100) / 10,
          userId: r.userId,
          nickName: r.nickName,
          content: r.content,
          kind: r.kind,
        },
      ];
    }),
  };
}
