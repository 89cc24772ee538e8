// matchCentre$(type, id): one match centre kept live — the fbMatch / basketMatch answer with every push of
// match:<type>:<id> applied (state, score, timeline, statistics, line-ups, box score and its leaders).
import type { Observable } from 'rxjs';
import { type BoxLeaderStat, leadersOf } from '../contract/box-leaders';
import type { CallData } from '../contract/call';
import type { basketMatch, fbMatch, MatchHeader } from '../contract/calls/live-match';
import {
  basketballPositionLabel,
  footballPositionLabel,
  positionRank,
} from '../contract/enums/positions';
import { errors } from '../contract/errors';
import type { ChannelEvent, ChannelEventOf, MatchType } from '../contract/events';
import type { BoxScoreRow, LineupPlayer } from '../contract/match';
import { type BoardRow, type RowFlash, reduceBoard } from './board';
import type { Channels } from './channel';
import { type MatchSource, matchStreams } from './match';
import { site } from './site';
import type { Live, SnapshotResult } from './snapshot';

type FootballAnswer = CallData<typeof fbMatch>;
type BasketballAnswer = CallData<typeof basketMatch>;

export type TimelineEvent = FootballAnswer['events'][number];
export type LineupEntry = FootballAnswer['lineups'][number];
export type BoxScoreEntry = BasketballAnswer['boxScore']['home'][number];
export type SideStats = FootballAnswer['stats'];
export type QuarterScore = BasketballAnswer['periods'][number];
export type Leaders = Record<BoxLeaderStat, number[]>;
export type Side = 'home' | 'away';

/** The header as the centre shows it: the last goal or red card pushed, for the score to flash. */
export interface CentreHeader extends MatchHeader {
  flash: RowFlash | null;
}

export interface FootballCentre {
  type: 'football';
  match: CentreHeader;
  /** In index order (the order things happened). */
  events: TimelineEvent[];
  stats: SideStats;
  /** Home first, starters first, then by position and number (the server's order). */
  lineups: LineupEntry[];
}

export interface BasketballCentre {
  type: 'basketball';
  match: CentreHeader;
  periods: QuarterScore[];
  boxScore: { home: BoxScoreEntry[]; away: BoxScoreEntry[] };
  leaders: { home: Leaders; away: Leaders };
  stats: SideStats;
  events: TimelineEvent[];
}

/** The server says there is no such match (of this sport): nothing to keep live, nothing to retry. */
export interface MissingCentre {
  type: 'missing';
  code: number;
  msg: string;
}

export type MatchCentre = FootballCentre | BasketballCentre | MissingCentre;

// ---- snapshots ------------------------------------------------------------------------------

export const footballCentreOf = (answer: FootballAnswer): FootballCentre => ({
  type: 'football',
  match: { ...answer.match, flash: null },
  events: answer.events,
  stats: answer.stats,
  lineups: answer.lineups,
});

export const basketballCentreOf = (answer: BasketballAnswer): BasketballCentre => ({
  type: 'basketball',
  match: { ...answer.match, flash: null },
  periods: answer.periods,
  boxScore: answer.boxScore,
  leaders: answer.leaders,
  stats: answer.stats,
  events: answer.events,
});

// ---- header: the score board's own reducer, on a board of one row ---------------------------

/**
 * match.state and match.score change the header exactly as they change a score row (absent fields
 * kept, goal and red-card flashes): the board's reducer is run on a one-row board. Its row updates
 * spread the row and its sides, so the header's extra fields (full names, venue…) come through.
 */
function headerWith(type: MatchType, match: CentreHeader, event: ChannelEvent): CentreHeader {
  const board = {
    type,
    date: '',
    order: [match.id],
    rows: new Map<number, BoardRow>([[match.id, match]]),
  };
  const next = reduceBoard(board, event);
  return next === board ? match : (next.rows.get(match.id) as CentreHeader);
}

/** Quarter labels as the server gives them: 第1节…第4节, then 加时1, 加时2… */
export const quarterLabel = (i: number) => (i < 4 ? `第${i + 1}节` : `加时${i - 3}`);

/** The quarter scores from the header's period counters (the same rule as the server's). */
export function quartersOf(match: Pick<MatchHeader, 'home' | 'away'>): QuarterScore[] {
  const count = Math.max(match.home.periods.length, match.away.periods.length);
  return Array.from({ length: count }, (_, i) => ({
    label: quarterLabel(i),
    home: match.home.periods[i] ?? 0,
    away: match.away.periods[i] ?? 0,
  }));
}

// ---- timeline -------------------------------------------------------------------------------

type EventPush = ChannelEventOf<'match.event'>;

/** A timeline line from a match.event push; what the push leaves out is filled as the server would. */
export function timelineEventOf(push: EventPush, events: readonly TimelineEvent[]): TimelineEvent {
  const d = push.data;
  const last = events.at(-1);
  return {
    index: d.index ?? (last ? last.index + 1 : 1),
    kind: d.kind,
    minute: d.minute,
    addedMinute: d.addedMinute ?? 0,
    period: d.period ?? last?.period ?? 1,
    side: d.side ?? 'home',
    // The push does not name the player's id; nothing on the page links by it.
    playerId: null,
    player: d.player ?? '',
    relatedPlayer: d.relatedPlayer ?? '',
    homeScore: d.homeScore ?? last?.homeScore ?? 0,
    awayScore: d.awayScore ?? last?.awayScore ?? 0,
    text: d.text ?? '',
    at: push.at,
  };
}

/** The timeline with one more line, in index order; the same array when that index is in it already. */
export function withEvent(events: TimelineEvent[], push: EventPush): TimelineEvent[] {
  const line = timelineEventOf(push, events);
  if (events.some((e) => e.index === line.index)) return events;
  const next = [...events, line].sort((a, b) => a.index - b.index);
  return line.kind === 'goalCancelled' ? ruledOut(next, line) : next;
}

const GOAL_KINDS = new Set(['goal', 'ownGoal', 'penaltyGoal']);

/** The goal a cancellation took back (that side's latest before it) shows as 进球无效, as the server stores it. */
function ruledOut(events: TimelineEvent[], cancel: TimelineEvent): TimelineEvent[] {
  const goal = events.findLast(
    (e) => e.index < cancel.index && e.side === cancel.side && GOAL_KINDS.has(e.kind),
  );
  return goal ? events.map((e) => (e === goal ? { ...e, kind: 'goalRuledOut' } : e)) : events;
}

// ---- line-ups -------------------------------------------------------------------------------

const lineupOrder = (a: LineupEntry, b: LineupEntry) =>
  Number(a.side === 'away') - Number(b.side === 'away') ||
  Number(b.starter) - Number(a.starter) ||
  positionRank('football', a.position) - positionRank('football', b.position) ||
  a.shirtNumber - b.shirtNumber;

/** A line-up push names some players: each replaces the player with its id or joins the list. */
export function withLineups(lineups: LineupEntry[], players: LineupPlayer[]): LineupEntry[] {
  if (players.length === 0) return lineups;
  const byId = new Map(lineups.map((p) => [p.playerId, p]));
  for (const p of players)
    byId.set(p.playerId, { ...p, positionLabel: footballPositionLabel(p.position) });
  return [...byId.values()].sort(lineupOrder);
}

// ---- box score ------------------------------------------------------------------------------

const boxOrder = (a: BoxScoreEntry, b: BoxScoreEntry) =>
  Number(b.starter) - Number(a.starter) ||
  b.minutesPlayed - a.minutesPlayed ||
  a.shirtNumber - b.shirtNumber;

function sideWithRows(current: BoxScoreEntry[], rows: BoxScoreRow[]): BoxScoreEntry[] {
  const byId = new Map(current.map((r) => [r.playerId, r]));
  for (const r of rows)
    byId.set(r.playerId, { ...r, positionLabel: basketballPositionLabel(r.position) });
  return [...byId.values()].sort(boxOrder);
}

/** A box-score push updates the rows it carries (by player); each side's leaders are recounted. */
export function withBoxScore(centre: BasketballCentre, rows: BoxScoreRow[]): BasketballCentre {
  if (rows.length === 0) return centre;
  const boxScore = { ...centre.boxScore };
  const leaders = { ...centre.leaders };
  for (const side of ['home', 'away'] as const) {
    const mine = rows.filter((r) => r.side === side);
    if (mine.length === 0) continue;
    boxScore[side] = sideWithRows(centre.boxScore[side], mine);
    leaders[side] = leadersOf(boxScore[side]);
  }
  return { ...centre, boxScore, leaders };
}

// ---- the reducer ----------------------------------------------------------------------------

/** The matchId a push of the match channel is about (every match push carries one). */
const matchIdOf = (event: ChannelEvent) =>
  'matchId' in event.data ? (event.data.matchId as number) : null;

function reduceFootball(centre: FootballCentre, event: ChannelEvent): FootballCentre {
  switch (event.type) {
    case 'match.state':
    case 'match.score': {
      const match = headerWith('football', centre.match, event);
      return match === centre.match ? centre : { ...centre, match };
    }
    case 'match.event': {
      const events = withEvent(centre.events, event);
      return events === centre.events ? centre : { ...centre, events };
    }
    case 'match.stats':
      return { ...centre, stats: { home: event.data.home, away: event.data.away } };
    case 'match.lineups': {
      const lineups = withLineups(centre.lineups, event.data.players);
      return lineups === centre.lineups ? centre : { ...centre, lineups };
    }
    default:
      return centre;
  }
}

function reduceBasketball(centre: BasketballCentre, event: ChannelEvent): BasketballCentre {
  switch (event.type) {
    case 'match.state':
    case 'match.score': {
      const match = headerWith('basketball', centre.match, event);
      if (match === centre.match) return centre;
      const periodsMoved =
        match.home.periods !== centre.match.home.periods ||
        match.away.periods !== centre.match.away.periods;
      return { ...centre, match, periods: periodsMoved ? quartersOf(match) : centre.periods };
    }
    case 'match.event': {
      const events = withEvent(centre.events, event);
      return events === centre.events ? centre : { ...centre, events };
    }
    case 'match.stats':
      return { ...centre, stats: { home: event.data.home, away: event.data.away } };
    case 'match.boxScore':
      return withBoxScore(centre, event.data.rows);
    default:
      return centre;
  }
}

/**
 * Applies one push of match:<type>:<id>. Pushes for another match, odds moves (the odds tabs keep
 * their own) and pushes of the other sport's kinds change nothing; a timeline line already held
 * (same index) is not added twice; header and statistics pushes carry absolute values.
 */
export function reduceCentre(centre: MatchCentre, event: ChannelEvent): MatchCentre {
  if (centre.type === 'missing') return centre;
  const matchId = matchIdOf(event);
  if (matchId !== null && matchId !== centre.match.id) return centre;
  return centre.type === 'football'
    ? reduceFootball(centre, event)
    : reduceBasketball(centre, event);
}

// ---- the stream -----------------------------------------------------------------------------

/** Answers that mean the match is not there to show: no such match, or a match of the other sport. */
const MISSING_CODES = new Set<number>([errors.matchNotFound.code, errors.matchTypeMismatch.code]);

export interface CentreCalls {
  football(id: number): Promise<SnapshotResult<FootballAnswer>>;
  basketball(id: number): Promise<SnapshotResult<BasketballAnswer>>;
}

const siteCalls: CentreCalls = {
  football: (id) => site().centre.football(id),
  basketball: (id) => site().centre.basketball(id),
};

/** The MatchSource of the centre: the match call with its channel seq, and reduceCentre. */
export function centreSource(calls: CentreCalls = siteCalls): MatchSource<MatchCentre> {
  return {
    async load(type, matchId): Promise<SnapshotResult<MatchCentre>> {
      const answer =
        type === 'football' ? await calls.football(matchId) : await calls.basketball(matchId);
      if (!answer.success) {
        if (MISSING_CODES.has(answer.code))
          return { success: true, data: { type: 'missing', code: answer.code, msg: answer.msg } };
        return answer;
      }
      const data =
        type === 'football'
          ? footballCentreOf(answer.data as FootballAnswer)
          : basketballCentreOf(answer.data as BasketballAnswer);
      return { success: true, data, seq: answer.data.seq };
    },
    reduce: reduceCentre,
  };
}

/** Builds matchCentre$ over given calls and bus (tests); the site's is below. */
export const matchCentreStreams = (
  calls?: CentreCalls,
  bus?: Pick<Channels, 'channel$'>,
): ((type: MatchType, matchId: number) => Observable<Live<MatchCentre>>) =>
  matchStreams(centreSource(calls), bus);

/** One shared live match centre per (type, id), for as long as a page (or the text live) shows it. */
export const matchCentre$ = matchCentreStreams();
