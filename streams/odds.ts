// matchOdds$(type, id) and oddsHistory$(…): a match's bookmaker lines and one line's history, kept live by odds.move.
import { Observable } from 'rxjs';
import type { z } from 'zod';
import type { CallData } from '../contract/call';
import type { matchOdds, oddsHistory, oddsMarket } from '../contract/calls/live-odds';
import {
  type ChannelEvent,
  type ChannelEventOf,
  channels,
  type MatchType,
} from '../contract/channels';
import type { MatchItem } from '../contract/match';
import { type Board, reduceBoard } from './board';
import { type Channels, siteChannels } from './channel';
import { site } from './site';
import { keyed, type Live, type SnapshotResult, snapshotWithPushes } from './snapshot';

/** europe 欧赔, asia 亚盘 (让分), overUnder 大小 (总分). */
export type OddsMarket = z.output<typeof oddsMarket>;
export const oddsMarkets = ['europe', 'asia', 'overUnder'] as const satisfies readonly OddsMarket[];

type MatchOddsData = CallData<typeof matchOdds>;
export type BookmakerLine = NonNullable<MatchOddsData['markets']['europe']>[number];
export type OddsHistory = CallData<typeof oddsHistory>;
export type OddsMove = OddsHistory['moves'][number];

/** Which way a value went: 1 up, -1 down, 0 unchanged (or nothing to compare with). */
export type Direction = -1 | 0 | 1;

/** A line moved live: the cells that changed flash while `at` (server publish ms) is recent. */
export interface OddsFlash {
  at: number;
  dirs: readonly Direction[];
}

export interface OddsLine extends BookmakerLine {
  /** The last live move of the line; null from a load, which has nothing to flash. */
  flash: OddsFlash | null;
}

/** One match's odds as the odds pages read them: immutable, a push replaces only the line it moves. */
export interface MatchOdds {
  type: MatchType;
  match: MatchItem;
  /** Each market's lines by bookmaker id (the main bookmaker, the lowest id, first), as the server orders them. */
  markets: Readonly<Record<OddsMarket, readonly OddsLine[]>>;
  /** Bookmaker names by id from every market, so a bookmaker opening a new market is named from another. */
  names: ReadonlyMap<number, string>;
}

/** Per value, which way `now` went from `before`; 0 where the two do not line up. */
export function directions(now: readonly number[], before: readonly number[] | null): Direction[] {
  return now.map((value, i) => {
    const was = before?.[i];
    if (was === undefined || !Number.isFinite(was) || !Number.isFinite(value)) return 0;
    // Odds are quoted to hundredths; float noise below that is no move.
    if (Math.abs(value - was) < 1e-9) return 0;
    return value > was ? 1 : -1;
  });
}

/** The loaded answer as the pages read it (nothing flashes on a load). */
export function matchOddsOf(
  type: MatchType,
  data: Pick<MatchOddsData, 'match' | 'markets'>,
  known: ReadonlyMap<number, string> = new Map(),
): MatchOdds {
  const names = new Map(known);
  const lines = (market: OddsMarket): OddsLine[] =>
    (data.markets[market] ?? []).map((line) => {
      names.set(line.bookmakerId, line.bookmaker);
      return { ...line, flash: null };
    });
  const markets = { europe: lines('europe'), asia: lines('asia'), overUnder: lines('overUnder') };
  return { type, match: data.match, markets, names };
}

/** The name a bookmaker first seen in a push goes by until a load names it. */
export const unnamedBookmaker = (id: number) => `公司${id}`;

function withMove(odds: MatchOdds, d: ChannelEventOf<'odds.move'>['data'], pushedAt: number) {
  const { market, bookmakerId, at, values } = d;
  if (d.matchId !== odds.match.id || market === undefined || bookmakerId === undefined) return odds;
  if (at === undefined) return odds;
  const lines = odds.markets[market];
  const index = lines.findIndex((l) => l.bookmakerId === bookmakerId);
  const live = d.live ?? false;
  let next: OddsLine[];
  if (index < 0) {
    const line: OddsLine = {
      bookmakerId,
      bookmaker: odds.names.get(bookmakerId) ?? unnamedBookmaker(bookmakerId),
      opening: values,
      openingAt: at,
      current: values,
      currentAt: at,
      live,
      moves: 1,
      flash: null,
    };
    next = [...lines, line].sort((a, b) => a.bookmakerId - b.bookmakerId);
  } else {
    const line = lines[index]!;
    // The server keeps only moves later than the current one (a batch delivered twice adds
    // nothing), so a push at or before the shown move is one the page has already.
    if (at <= line.currentAt) return odds;
    const dirs = directions(values, line.current);
    const flash = dirs.some((dir) => dir !== 0) ? { at: pushedAt, dirs } : line.flash;
    next = [...lines];
    next[index] = {
      ...line,
      current: values,
      currentAt: at,
      live,
      moves: line.moves + 1,
      flash,
    };
  }
  return { ...odds, markets: { ...odds.markets, [market]: next } };
}

/** The match header follows state and score pushes exactly as a score row does (one rule, board.ts's). */
function withMatchPush(odds: MatchOdds, event: ChannelEvent): MatchOdds {
  const row = { ...odds.match, flash: null };
  const board: Board = {
    type: odds.type,
    date: '',
    order: [row.id],
    rows: new Map([[row.id, row]]),
  };
  const next = reduceBoard(board, event);
  const moved = next.rows.get(row.id);
  if (next === board || !moved) return odds;
  const { flash: _flash, ...match } = moved;
  return { ...odds, match };
}

/**
 * Applies one push of match:<type>:<id>. Moves carry absolute values and their time, so one applied
 * twice, or one older than the line shown, changes nothing; a bookmaker not listed yet is added.
 */
export function reduceOdds(odds: MatchOdds, event: ChannelEvent): MatchOdds {
  switch (event.type) {
    case 'odds.move':
      return withMove(odds, event.data, event.at);
    case 'match.state':
    case 'match.score':
      return withMatchPush(odds, event);
    default:
      return odds;
  }
}

/** Appends a pushed move of this very line when it is later than the last one held (idempotent). */
export function reduceHistory(history: OddsHistory, event: ChannelEvent): OddsHistory {
  if (event.type !== 'odds.move') return history;
  const d = event.data;
  if (
    d.matchId !== history.matchId ||
    d.bookmakerId !== history.bookmakerId ||
    d.market !== history.market ||
    d.at === undefined
  )
    return history;
  const last = history.moves.at(-1);
  if (last && d.at <= last.at) return history;
  const move: OddsMove = { at: d.at, values: d.values, live: d.live ?? false };
  return { ...history, moves: [...history.moves, move] };
}

/**
 * A failed load is retried every few seconds; between tries the stream says 'loading' again. A page
 * showing "比赛不存在" should not blink, so a failure is held until the stream is ready.
 */
export const holdFailure =
  <T>() =>
  (source: Observable<Live<T>>): Observable<Live<T>> =>
    new Observable<Live<T>>((subscriber) => {
      let failed = false;
      return source.subscribe({
        next(live) {
          if (failed && live.status === 'loading') return;
          failed = live.status === 'failed';
          subscriber.next(live);
        },
        error: (error: unknown) => subscriber.error(error),
        complete: () => subscriber.complete(),
      });
    });

type Answer<T> = { success: true; data: T } | { success: false; code: number; msg: string };

export interface OddsStreamsOptions {
  bus?: Pick<Channels, 'channel$'>;
  loadOdds?(type: MatchType, matchId: number): Promise<Answer<MatchOddsData>>;
  loadHistory?(
    type: MatchType,
    matchId: number,
    bookmakerId: number,
    market: OddsMarket,
  ): Promise<Answer<OddsHistory>>;
}

const failed = (answer: { code: number; msg: string }) =>
  ({ success: false, code: answer.code, msg: answer.msg }) as const;

/**
 * Builds the odds streams, shared per key: the tab, the three-market view, the detail page and the
 * model of one match use one snapshot and one join of match:<type>:<id>.
 */
export function oddsStreams({
  bus = siteChannels,
  loadOdds = (type, matchId) => site().odds(type, matchId),
  loadHistory = (type, matchId, bookmakerId, market) =>
    site().oddsHistory(type, matchId, bookmakerId, market),
}: OddsStreamsOptions = {}) {
  // Every match lists the same bookmakers: names learned on one page name a newcomer on the next.
  const names = new Map<number, string>();

  const matchOdds$ = keyed((type: MatchType, matchId: number) =>
    snapshotWithPushes<MatchOdds>({
      async load(): Promise<SnapshotResult<MatchOdds>> {
        const answer = await loadOdds(type, matchId);
        if (!answer.success) return failed(answer);
        const value = matchOddsOf(type, answer.data, names);
        for (const [id, name] of value.names) names.set(id, name);
        return { success: true, data: value, seq: answer.data.seq };
      },
      channel: bus.channel$(channels.match(type, matchId)),
      reduce: reduceOdds,
    }).pipe(holdFailure()),
  );

  // The history call reports no seq: pushes met during its load are applied on top, which
  // reduceHistory makes harmless by keeping only moves later than the last one held.
  const oddsHistory$ = keyed(
    (type: MatchType, matchId: number, bookmakerId: number, market: OddsMarket) =>
      snapshotWithPushes<OddsHistory>({
        async load(): Promise<SnapshotResult<OddsHistory>> {
          const answer = await loadHistory(type, matchId, bookmakerId, market);
          return answer.success ? { success: true, data: answer.data } : failed(answer);
        },
        channel: bus.channel$(channels.match(type, matchId)),
        reduce: reduceHistory,
        // No seq to tell what a load beside the join missed: load once joined, not twice.
        loadAtOnce: false,
      }).pipe(holdFailure()),
  );

  return { matchOdds$, oddsHistory$ };
}

export const { matchOdds$, oddsHistory$ } = oddsStreams();
