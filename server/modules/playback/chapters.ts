// A replay's chapters: the bound match's moments (kick-off, half-time, quarter ends, full time, from the
// phases the ingest records) and its timeline's goals and sendings-off, placed on the replay's time axis by
// the broadcast's wall clock. A moment while the stream was down lands where the stream came back.
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { ChapterKind, ReplayChapter } from '../../../contract/calls/playback';
import type { Db } from '../../db/client';
import { matchEvents, matches, matchPhases, type RecordingPart } from '../../db/schema';

/** Where a wall-clock instant is on a replay of these parts (ms), or null when outside the broadcast. */
export function offsetOnReplay(parts: RecordingPart[], at: number): number | null {
  for (const part of parts) {
    if (at < part.startedAt) return part.offsetMs === 0 ? null : part.offsetMs;
    if (at <= part.startedAt + part.durationMs) return part.offsetMs + (at - part.startedAt);
  }
  return null;
}

/** The part of a replay that holds this point of its time axis (the last one for its very end). */
export const partAt = (parts: RecordingPart[], offsetMs: number): RecordingPart | undefined =>
  parts.find((p) => offsetMs >= p.offsetMs && offsetMs < p.offsetMs + p.durationMs) ??
  parts.findLast((p) => offsetMs >= p.offsetMs);

/** The timeline events that are chapters, and the goals that become clips. */
export const GOAL_KINDS = ['goal', 'ownGoal', 'penaltyGoal'] as const;
const EVENT_KINDS = [...GOAL_KINDS, 'penaltyMissed', 'redCard', 'secondYellow'] as const;

const eventVerb: Record<(typeof EVENT_KINDS)[number], string> = {
  goal: '破门',
  ownGoal: '乌龙球',
  penaltyGoal: '点球破门',
  penaltyMissed: '点球未进',
  redCard: '红牌',
  secondYellow: '两黄变一红',
};

/** 第67分钟, 第90+2分钟. */
export const minuteLabel = (minute: number, added: number) =>
  `第${minute}${added > 0 ? `+${added}` : ''}分钟`;

/** The title of a goal clip or an event chapter: 第67分钟 凯恩 破门. */
export const eventTitle = (
  kind: (typeof EVENT_KINDS)[number],
  e: { minute: number; addedMinute: number; playerName: string },
) =>
  [minuteLabel(e.minute, e.addedMinute), e.playerName, eventVerb[kind]].filter(Boolean).join(' ');

interface PhaseChapter {
  kind: ChapterKind;
  label: string;
  period: number;
}

/** The states whose start is a chapter, per sport (spec §3 codes). */
const phaseChapters: Record<string, Record<number, PhaseChapter>> = {
  football: {
    2: { kind: 'kickoff', label: '比赛开始', period: 1 },
    3: { kind: 'halfTime', label: '中场休息', period: 1 },
    4: { kind: 'secondHalf', label: '下半场开始', period: 2 },
    5: { kind: 'extraTime', label: '加时赛开始', period: 3 },
    7: { kind: 'penalties', label: '点球大战', period: 4 },
    8: { kind: 'fullTime', label: '全场结束', period: 2 },
  },
  basketball: {
    2: { kind: 'kickoff', label: '比赛开始', period: 1 },
    3: { kind: 'periodEnd', label: '第一节结束', period: 1 },
    5: { kind: 'halfTime', label: '半场结束', period: 2 },
    7: { kind: 'periodEnd', label: '第三节结束', period: 3 },
    9: { kind: 'periodEnd', label: '加时赛', period: 5 },
    10: { kind: 'fullTime', label: '全场结束', period: 4 },
  },
};

/** The chapters of a replay of `matchId` recorded in `parts`, in time order. */
export async function replayChapters(
  db: Db,
  matchId: number | null,
  parts: RecordingPart[],
): Promise<ReplayChapter[]> {
  if (matchId === null || parts.length === 0) return [];
  const [match] = await db
    .select({ sport: matches.sport, homeScore: matches.homeScore, awayScore: matches.awayScore })
    .from(matches)
    .where(eq(matches.id, matchId));
  if (!match) return [];
  const [phases, events] = await Promise.all([
    db.select().from(matchPhases).where(eq(matchPhases.matchId, matchId)),
    match.sport === 'football'
      ? db
          .select()
          .from(matchEvents)
          .where(and(eq(matchEvents.matchId, matchId), inArray(matchEvents.kind, [...EVENT_KINDS])))
          .orderBy(asc(matchEvents.idx))
      : [],
  ]);
  const chapters: ReplayChapter[] = [];
  // The score at each phase: the last event's before it (phases carry no score of their own).
  const scoreAt = (at: number) => {
    let home = 0;
    let away = 0;
    for (const e of events)
      if (e.at.getTime() <= at) {
        home = e.homeScore;
        away = e.awayScore;
      }
    return { home, away };
  };
  for (const p of phases) {
    const phase = phaseChapters[match.sport]?.[p.state];
    const offset = phase ? offsetOnReplay(parts, p.at.getTime()) : null;
    if (!phase || offset === null) continue;
    const fullTime = phase.kind === 'fullTime';
    const score = fullTime
      ? { home: match.homeScore, away: match.awayScore }
      : scoreAt(p.at.getTime());
    chapters.push({
      kind: phase.kind,
      offsetSeconds: Math.round(offset / 1000),
      minute: 0,
      addedMinute: 0,
      period: phase.period,
      side: null,
      label: fullTime ? `${phase.label} ${score.home}-${score.away}` : phase.label,
      homeScore: score.home,
      awayScore: score.away,
    });
  }
  for (const e of events) {
    const offset = offsetOnReplay(parts, e.at.getTime());
    if (offset === null) continue;
    const kind = e.kind as (typeof EVENT_KINDS)[number];
    chapters.push({
      kind,
      offsetSeconds: Math.round(offset / 1000),
      minute: e.minute,
      addedMinute: e.addedMinute,
      period: e.period,
      side: e.side === 'away' ? 'away' : 'home',
      label: eventTitle(kind, e),
      homeScore: e.homeScore,
      awayScore: e.awayScore,
    });
  }
  return chapters.sort((a, b) => a.offsetSeconds - b.offsetSeconds);
}
