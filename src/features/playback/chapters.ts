// The replay's chapters as the player shows them: where a marker sits on the seek bar, which chapters the
// spoiler-free switch (防剧透) keeps, which chapter is playing, and labels with the score taken out.
import {
  type ChapterKind,
  type ReplayChapter,
  spoilerChapterKinds,
} from '../../../contract/calls/playback';

/** A marker's left edge on the seek bar, in percent of its width (0-100, whatever the offset). */
export function markerPercent(offsetSeconds: number, durationSeconds: number): number {
  if (!(durationSeconds > 0) || !Number.isFinite(offsetSeconds)) return 0;
  const percent = (offsetSeconds / durationSeconds) * 100;
  return Math.min(100, Math.max(0, Math.round(percent * 100) / 100));
}

const spoilers = new Set<ChapterKind>(spoilerChapterKinds);

/** True for the kinds that give away the score or the result. */
export const revealsScore = (kind: ChapterKind) => spoilers.has(kind);

/** The chapters shown: all of them, or with 防剧透 on only those that do not give the result away. */
export const shownChapters = (chapters: readonly ReplayChapter[], spoilerFree: boolean) =>
  spoilerFree ? chapters.filter((c) => !revealsScore(c.kind)) : [...chapters];

/** The chapter playing at `seconds`: the last one that began at or before it; null before the first. */
export function chapterAt(chapters: readonly ReplayChapter[], seconds: number) {
  let current: ReplayChapter | null = null;
  for (const c of chapters) if (c.offsetSeconds <= seconds) current = c;
  return current;
}

/** A label with any score in it ("半场 1-0") taken out, for 防剧透. */
export const withoutScore = (label: string) =>
  label
    .replace(/\s*\d+\s*[-:：]\s*\d+\s*/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** 12:05 or 1:02:05 of a count of seconds. */
export function clockText(seconds: number): string {
  const s = Math.max(0, Math.floor(Number.isFinite(seconds) ? seconds : 0));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const ss = String(s % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${ss}` : `${m}:${ss}`;
}

/** The chapter's tag beside its label. */
export const chapterKindLabel: Record<ChapterKind, string> = {
  kickoff: '开场',
  halfTime: '半场',
  secondHalf: '下半场',
  extraTime: '加时',
  penalties: '点球大战',
  fullTime: '完场',
  periodEnd: '节末',
  goal: '进球',
  ownGoal: '乌龙',
  penaltyGoal: '点球',
  penaltyMissed: '点球未进',
  redCard: '红牌',
  secondYellow: '两黄变红',
};
