// The chat replay's scheduling, pure: the replay's time axis cut into windows that /api/back/chat answers
// one at a time, which windows to ask for as the video plays (the next one shortly before it is needed),
// and which lines are due at the current time.
import { REPLAY_CHAT_WINDOW_MAX, type ReplayChatLine } from '../../../contract/calls/playback';

/** Seconds of chat per request: well under the call's limit, so a seek loads little. */
export const CHAT_WINDOW_SECONDS = Math.min(120, REPLAY_CHAT_WINDOW_MAX);
/** The next window is asked for this long before the current one ends. */
export const CHAT_PREFETCH_SECONDS = 20;
/** Lines kept on screen: the latest ones. */
export const CHAT_SHOWN_MAX = 80;

export interface ChatWindow {
  index: number;
  from: number;
  to: number;
}

export const windowOf = (index: number): ChatWindow => ({
  index,
  from: index * CHAT_WINDOW_SECONDS,
  to: (index + 1) * CHAT_WINDOW_SECONDS,
});

/**
 * The windows to ask for at `seconds` of a replay `durationSeconds` long, given those already asked for:
 * the current one, and the next once the time is within the prefetch margin of its end.
 */
export function windowsToLoad(
  seconds: number,
  durationSeconds: number,
  asked: ReadonlySet<number>,
): ChatWindow[] {
  const t = Math.max(0, Number.isFinite(seconds) ? seconds : 0);
  const current = Math.floor(t / CHAT_WINDOW_SECONDS);
  const wanted = [current];
  const end = (current + 1) * CHAT_WINDOW_SECONDS;
  if (end - t <= CHAT_PREFETCH_SECONDS && end < Math.max(durationSeconds, 1))
    wanted.push(current + 1);
  return wanted.filter((i) => !asked.has(i)).map(windowOf);
}

/** Merges a window's lines into those loaded, ordered by time, each line once. */
export function mergeLines(
  loaded: readonly ReplayChatLine[],
  more: readonly ReplayChatLine[],
): ReplayChatLine[] {
  const byId = new Map<number, ReplayChatLine>();
  for (const line of [...loaded, ...more]) byId.set(line.id, line);
  return [...byId.values()].sort((a, b) => a.offsetSeconds - b.offsetSeconds || a.id - b.id);
}

/** The lines said by `seconds` (a line shows once the video passes its offset), the latest `max` of them. */
export function dueLines(
  lines: readonly ReplayChatLine[],
  seconds: number,
  max = CHAT_SHOWN_MAX,
): ReplayChatLine[] {
  let end = 0;
  while (end < lines.length && (lines[end]?.offsetSeconds ?? Infinity) <= seconds) end++;
  return lines.slice(Math.max(0, end - max), end);
}
