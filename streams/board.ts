// board$(type, date?): a day's score list kept live — rows by id in kick-off order; a push replaces only the row it changes.
import type { Observable } from 'rxjs';
import {
  type ChannelEvent,
  type ChannelEventOf,
  channels,
  type MatchType,
} from '../contract/channels';
import type { MatchBoard, MatchItem } from '../contract/match';
import { type Channels, siteChannels } from './channel';
import { polling$ } from './polling-fallback';
import { type ScoreboardSource, scoreboardStreams } from './scoreboard';
import { site } from './site';
import {
  keyed,
  type Live,
  type PollResult,
  type SnapshotResult,
  snapshotWithPushes,
} from './snapshot';

export type Side = 'home' | 'away';

/** A goal or red card seen live, for the row to flash (and maybe sound) while `at` is recent. */
export interface RowFlash {
  /** cancelled: a goal taken back (VAR), the score went down. */
  kind: 'goal' | 'red' | 'cancelled';
  side: Side;
  /** Server ms the push was published: compare with the server clock, not the local one. */
  at: number;
}

export interface BoardRow extends MatchItem {
  /** The last goal or red card pushed for the match; null from a load, which has nothing to flash. */
  flash: RowFlash | null;
}

/**
 * One list as the score pages read it. Immutable with structural sharing: a push makes a new board
 * and a new object for the one row it changes (and for the side it changes), every other row keeps
 * its identity, so memoised rows re-render only when their own match moves.
 */
export interface Board {
  type: MatchType;
  /** The China day the list is of, as the server answered (today when none was asked). */
  date: string;
  /** Match ids by kick-off time, then id, as the server orders them. */
  order: readonly number[];
  rows: ReadonlyMap<number, BoardRow>;
}

/** A board from the list call's answer: nothing flashes on a load. */
export function boardOf(type: MatchType, list: MatchBoard): Board {
  const rows = new Map<number, BoardRow>();
  for (const item of list.matches) rows.set(item.id, { ...item, flash: null });
  return { type, date: list.date, order: list.matches.map((m) => m.id), rows };
}

// ---- pushes -------------------------------------------------------------------------------

const sameNumbers = (a: readonly number[] | null, b: readonly number[]) =>
  a !== null && a.length === b.length && a.every((v, i) => v === b[i]);

/** Absent fields (undefined) keep the row's value; a null is a value (e.g. the clock stopped). */
const pick = <T>(given: T | undefined, current: T) => (given === undefined ? current : given);

type StateData = ChannelEventOf<'match.state'>['data'];
type ScoreData = ChannelEventOf<'match.score'>['data'];
type OddsData = ChannelEventOf<'odds.move'>['data'];

function withState(row: BoardRow, d: StateData): BoardRow {
  const next = {
    state: d.state,
    periodStartAt: pick(d.periodStartAt, row.periodStartAt),
    minute: pick(d.minute, row.minute),
    addedTime: pick(d.addedTime, row.addedTime),
    clockSeconds: pick(d.clockSeconds, row.clockSeconds),
    kickoffAt: pick(d.kickoffAt, row.kickoffAt),
  };
  const changed = (Object.keys(next) as (keyof typeof next)[]).some((k) => next[k] !== row[k]);
  return changed ? { ...row, ...next } : row;
}

interface SidePatch {
  score: number;
  half: number | null | undefined;
  periods: number[] | undefined;
  penalties: number | null | undefined;
  red: number | undefined;
  yellow: number | undefined;
  corners: number | undefined;
}

/** The side after a score push: the same object when nothing of it changed. */
function sideWith(side: MatchItem['home'], p: SidePatch): MatchItem['home'] {
  const periods =
    p.periods === undefined || sameNumbers(side.periods, p.periods) ? side.periods : p.periods;
  const next = {
    ...side,
    score: p.score,
    half: pick(p.half, side.half),
    periods,
    penalties: pick(p.penalties, side.penalties),
    red: pick(p.red, side.red),
    yellow: pick(p.yellow, side.yellow),
    corners: pick(p.corners, side.corners),
  };
  const changed = (Object.keys(next) as (keyof typeof next)[]).some((k) => next[k] !== side[k]);
  return changed ? next : side;
}

/**
 * What a score push is worth flashing: a goal before a red card, home before away (one push
 * normally carries one happening). A score that went down is a goal ruled out: 进球无效.
 */
function flashOf(row: BoardRow, home: MatchItem['home'], away: MatchItem['away'], at: number) {
  const sides = [
    ['home', row.home, home],
    ['away', row.away, away],
  ] as const;
  for (const [side, before, after] of sides)
    if (after.score > before.score) return { kind: 'goal', side, at } satisfies RowFlash;
  for (const [side, before, after] of sides)
    if (after.score < before.score) return { kind: 'cancelled', side, at } satisfies RowFlash;
  for (const [side, before, after] of sides)
    if (after.red > before.red) return { kind: 'red', side, at } satisfies RowFlash;
  return null;
}

function withScore(row: BoardRow, d: ScoreData, flashAt: number | null): BoardRow {
  const home = sideWith(row.home, {
    score: d.homeScore,
    half: d.homeHalf,
    periods: d.homePeriods,
    penalties: d.homePenalties,
    red: d.homeRed,
    yellow: d.homeYellow,
    corners: d.homeCorners,
  });
  const away = sideWith(row.away, {
    score: d.awayScore,
    half: d.awayHalf,
    periods: d.awayPeriods,
    penalties: d.awayPenalties,
    red: d.awayRed,
    yellow: d.awayYellow,
    corners: d.awayCorners,
  });
  const minute = pick(d.minute, row.minute);
  const clockSeconds = pick(d.clockSeconds, row.clockSeconds);
  if (
    home === row.home &&
    away === row.away &&
    minute === row.minute &&
    clockSeconds === row.clockSeconds
  )
    return row;
  const flash = flashAt === null ? null : flashOf(row, home, away, flashAt);
  return { ...row, home, away, minute, clockSeconds, flash: flash ?? row.flash };
}

function withOdds(row: BoardRow, d: OddsData): BoardRow {
  // The scores channel carries only the main bookmaker's moves: the very lines the rows show.
  if (d.market === undefined || sameNumbers(row.odds[d.market], d.values)) return row;
  return { ...row, odds: { ...row.odds, [d.market]: d.values } };
}

/** Kick-off order after a kick-off time moved (postponed, to be decided); the old array if unmoved. */
function kickoffOrder(order: readonly number[], rows: ReadonlyMap<number, BoardRow>) {
  const at = (id: number) => rows.get(id)?.kickoffAt ?? 0;
  const sorted = [...order].sort((a, b) => at(a) - at(b) || a - b);
  return sorted.every((id, i) => id === order[i]) ? order : sorted;
}

function replaceRow(board: Board, matchId: number, update: (row: BoardRow) => BoardRow): Board {
  const row = board.rows.get(matchId);
  // The channel carries the whole sport: a match of another day is not on this list.
  if (!row) return board;
  const next = update(row);
  if (next === row) return board;
  const rows = new Map(board.rows);
  rows.set(matchId, next);
  const order = next.kickoffAt === row.kickoffAt ? board.order : kickoffOrder(board.order, rows);
  return { ...board, rows, order };
}

/**
 * Applies one push of scores:<type>. Pushes carry absolute values, so one applied twice (the
 * server reads the seq before the rows) changes nothing. Goals and red cards flash on football
 * boards only: on a basketball board every basket would flash.
 */
export function reduceBoard(board: Board, event: ChannelEvent): Board {
  switch (event.type) {
    case 'match.state':
      return replaceRow(board, event.data.matchId, (row) => withState(row, event.data));
    case 'match.score': {
      const flashAt = board.type === 'football' ? event.at : null;
      return replaceRow(board, event.data.matchId, (row) => withScore(row, event.data, flashAt));
    }
    case 'odds.move':
      return replaceRow(board, event.data.matchId, (row) => withOdds(row, event.data));
    default:
      return board;
  }
}

// ---- streams ------------------------------------------------------------------------------

export type ListCall = (type: MatchType, date?: string) => Promise<SnapshotResult<MatchBoard>>;
/** The list call conditional on an ETag (If-None-Match), for polling while the socket cannot connect. */
export type ListPollCall = (
  type: MatchType,
  date: string | undefined,
  etag: string | null,
) => Promise<PollResult<MatchBoard>>;

const siteList: ListCall = (type, date) => site().list(type, date);
const siteListPoll: ListPollCall = (type, date, etag) => site().listPoll(type, date, etag);

/** A ScoreboardSource whose load also takes the day (omitted: today). */
export interface BoardSource extends ScoreboardSource<Board> {
  load(type: MatchType, date?: string): Promise<SnapshotResult<Board>>;
  pollDay?(
    type: MatchType,
    date: string | undefined,
    etag: string | null,
  ): Promise<PollResult<Board>>;
}

/** The concrete ScoreboardSource: the day's list call (with its channel seq) and reduceBoard. */
export function boardSource(list: ListCall = siteList, listPoll?: ListPollCall): BoardSource {
  const pollDay = listPoll
    ? async (type: MatchType, date: string | undefined, etag: string | null) => {
        const answer = await listPoll(type, date, etag);
        if (!answer.success) return { success: false as const, code: answer.code, msg: answer.msg };
        if ('notModified' in answer) return answer;
        return {
          success: true as const,
          data: boardOf(type, answer.data),
          seq: answer.data.seq,
          ...(answer.etag ? { etag: answer.etag } : {}),
        };
      }
    : undefined;
  return {
    async load(type: MatchType, date?: string): Promise<SnapshotResult<Board>> {
      const answer = await list(type, date);
      if (!answer.success) return { success: false, code: answer.code, msg: answer.msg };
      return { success: true, data: boardOf(type, answer.data), seq: answer.data.seq };
    },
    reduce: reduceBoard,
    ...(pollDay && {
      pollDay,
      poll: (type: MatchType, etag: string | null) => pollDay(type, undefined, etag),
    }),
  };
}

export interface BoardStreamsOptions {
  list?: ListCall;
  /** Polled while the socket cannot connect (the site's by default, with the site's channels). */
  listPoll?: ListPollCall;
  bus?: Pick<Channels, 'channel$'>;
  /** When to poll; the site's socket's fallback by default, with the site's channels. */
  polling?: Observable<boolean>;
}

/**
 * Builds `board$(type, date?)`: one shared live board per sport and day.
 *
 * Without a date it is scoreboard$(type), today's list as the server counts it (it keeps
 * yesterday's matches still being played); a reload after a resync past midnight brings the new
 * day. With a date, the same list call with `date`, and the pushes of the same channel merged in
 * too: the join is shared with today's board (ref-counted), pushes for matches not on the list are
 * dropped in one map lookup, and a schedule or results page then shows what still changes there
 * (a postponement, a match of yesterday running past midnight, a late correction) without a reload.
 */
export function boardStreams({
  list = siteList,
  bus = siteChannels,
  listPoll = bus === siteChannels ? siteListPoll : undefined,
  polling = bus === siteChannels ? polling$ : undefined,
}: BoardStreamsOptions = {}) {
  const source = boardSource(list, listPoll);
  const today = scoreboardStreams(source, bus, polling);
  const pollDay = source.pollDay;
  const ofDay = keyed((type: MatchType, date: string) =>
    snapshotWithPushes({
      load: () => source.load(type, date),
      channel: bus.channel$(channels.scores(type)),
      reduce: source.reduce,
      ...(pollDay && polling
        ? { poll: { active: polling, load: (etag) => pollDay(type, date, etag) } }
        : {}),
    }),
  );
  return (type: MatchType, date?: string): Observable<Live<Board>> =>
    date === undefined ? today(type) : ofDay(type, date);
}

export const board$ = boardStreams();
