// The replay player's pure parts: chapter markers on the seek bar, the 防剧透 filter, and the chat replay's
// windows (which to ask for as the video plays) and due lines (shown once the video passes them).
import { describe, expect, it } from 'vitest';
import type { ReplayChapter, ReplayChatLine } from '../../contract/calls/playback';
import {
  chapterAt,
  clockText,
  markerPercent,
  shownChapters,
  withoutScore,
} from '../../src/features/playback/chapters';
import {
  CHAT_PREFETCH_SECONDS,
  CHAT_WINDOW_SECONDS,
  dueLines,
  mergeLines,
  windowsToLoad,
} from '../../src/features/playback/chat-window';

const chapter = (
  kind: ReplayChapter['kind'],
  offsetSeconds: number,
  label = kind,
): ReplayChapter => ({
  kind,
  offsetSeconds,
  minute: 0,
  addedMinute: 0,
  period: 1,
  side: null,
  label,
  homeScore: 0,
  awayScore: 0,
});

const line = (id: number, offsetSeconds: number): ReplayChatLine => ({
  id,
  offsetSeconds,
  userId: 1,
  nickName: '球迷',
  content: `第${id}条`,
  kind: 'chat',
});

describe('chapter markers', () => {
  it('places a marker by its share of the duration, clamped to the bar', () => {
    expect(markerPercent(30, 120)).toBe(25);
    expect(markerPercent(0, 120)).toBe(0);
    expect(markerPercent(200, 120)).toBe(100);
    expect(markerPercent(-5, 120)).toBe(0);
    expect(markerPercent(10, 3)).toBe(100);
    expect(markerPercent(1, 3)).toBe(33.33);
  });

  it('puts everything at the start when the duration is unknown', () => {
    expect(markerPercent(30, 0)).toBe(0);
    expect(markerPercent(30, Number.NaN)).toBe(0);
  });

  it('防剧透 keeps the moments and drops goals, cards and full time', () => {
    const all = [
      chapter('kickoff', 0),
      chapter('goal', 20),
      chapter('halfTime', 30),
      chapter('redCard', 35),
      chapter('secondHalf', 40),
      chapter('fullTime', 58),
    ];
    expect(shownChapters(all, false)).toHaveLength(6);
    expect(shownChapters(all, true).map((c) => c.kind)).toEqual([
      'kickoff',
      'halfTime',
      'secondHalf',
    ]);
  });

  it('knows the chapter playing: the last one begun', () => {
    const all = [chapter('kickoff', 5), chapter('goal', 20), chapter('halfTime', 30)];
    expect(chapterAt(all, 2)).toBeNull();
    expect(chapterAt(all, 5)?.kind).toBe('kickoff');
    expect(chapterAt(all, 29.9)?.kind).toBe('goal');
    expect(chapterAt(all, 99)?.kind).toBe('halfTime');
  });

  it('takes a score out of a label', () => {
    expect(withoutScore('半场 1-0')).toBe('半场');
    expect(withoutScore('完场 阿森纳 2:1 切尔西')).toBe('完场 阿森纳 切尔西');
    expect(withoutScore('第二节结束')).toBe('第二节结束');
  });

  it('writes a clock', () => {
    expect(clockText(0)).toBe('0:00');
    expect(clockText(65.7)).toBe('1:05');
    expect(clockText(3725)).toBe('1:02:05');
  });
});

describe('chat replay windows', () => {
  const none = new Set<number>();
  it('asks for the current window first', () => {
    expect(windowsToLoad(0, 3600, none)).toEqual([{ index: 0, from: 0, to: CHAT_WINDOW_SECONDS }]);
    const mid = CHAT_WINDOW_SECONDS * 3 + 5;
    expect(windowsToLoad(mid, 3600, none).map((w) => w.index)).toEqual([3]);
  });

  it('asks for the next window shortly before the current one ends, once', () => {
    const near = CHAT_WINDOW_SECONDS - CHAT_PREFETCH_SECONDS + 1;
    expect(windowsToLoad(near, 3600, none).map((w) => w.index)).toEqual([0, 1]);
    expect(windowsToLoad(near, 3600, new Set([0])).map((w) => w.index)).toEqual([1]);
    expect(windowsToLoad(near, 3600, new Set([0, 1]))).toEqual([]);
  });

  it('asks for no window past the end of the replay', () => {
    const near = CHAT_WINDOW_SECONDS - 1;
    expect(windowsToLoad(near, CHAT_WINDOW_SECONDS, none).map((w) => w.index)).toEqual([0]);
  });

  it('a seek asks for the window it lands in', () => {
    expect(
      windowsToLoad(CHAT_WINDOW_SECONDS * 10, 3600, new Set([0, 1])).map((w) => w.index),
    ).toEqual([10]);
  });

  it('merges windows in time order, each line once', () => {
    const merged = mergeLines([line(2, 5), line(1, 1)], [line(2, 5), line(3, 3)]);
    expect(merged.map((l) => l.id)).toEqual([1, 3, 2]);
  });

  it('shows a line once the video passes its offset, the latest few', () => {
    const lines = [line(1, 1), line(2, 2.5), line(3, 4), line(4, 10)];
    expect(dueLines(lines, 0)).toEqual([]);
    expect(dueLines(lines, 2.5).map((l) => l.id)).toEqual([1, 2]);
    expect(dueLines(lines, 9).map((l) => l.id)).toEqual([1, 2, 3]);
    expect(dueLines(lines, 60, 2).map((l) => l.id)).toEqual([3, 4]);
    // A seek back hides what has not been said yet.
    expect(dueLines(lines, 1).map((l) => l.id)).toEqual([1]);
  });
});
