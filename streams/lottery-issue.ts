// lotteryIssue$(code, issue?): a lottery issue's matches kept live — the issue call, then the pushes of
// scores:<sport> applied to its rows (the call reports no seq: pushes carry absolute values). The rows keep the
// lottery's number order beside the Board the pushes update.
import type { Observable } from 'rxjs';
import type { CallData } from '../contract/call';
import type { lotteryCodes } from '../contract/calls/live-library';
import type { lotteryIssue } from '../contract/calls/live-match';
import { type ChannelEvent, channels, type MatchType } from '../contract/channels';
import { errors } from '../contract/errors';
import { type Board, type BoardRow, reduceBoard } from './board';
import { type Channels, siteChannels } from './channel';
import { site } from './site';
import { keyed, type Live, type SnapshotResult, snapshotWithPushes } from './snapshot';

export type LotteryCode = (typeof lotteryCodes)[number];
export type LotteryIssue = CallData<typeof lotteryIssue>;

export const lotterySport = (code: LotteryCode): MatchType =>
  code === 'jclq' ? 'basketball' : 'football';

// ---- number order -----------------------------------------------------------------------------

const WEEKDAYS = ['周一', '周二', '周三', '周四', '周五', '周六', '周日'];

/** 周日001 → weekday 7, 1; 301 → 0, 301; a number without digits sorts last. */
function numberKey(number: string) {
  const weekday = WEEKDAYS.findIndex((w) => number.startsWith(w)) + 1;
  const digits = /(\d+)$/.exec(number)?.[1];
  return { weekday, digits: digits === undefined ? Number.MAX_SAFE_INTEGER : Number(digits) };
}

/**
 * As the lottery numbers its matches: 周六001 before 周日001 before 周日002; 2 before 10 (numbers as
 * numbers, never as text). The server answers in this order; the page keeps it while pushes move
 * kick-off times (the board's own order follows kick-off).
 */
export function byLotteryNumber(a: string, b: string): number {
  const ka = numberKey(a);
  const kb = numberKey(b);
  return ka.weekday - kb.weekday || ka.digits - kb.digits || a.localeCompare(b);
}

// ---- the live issue ---------------------------------------------------------------------------

export interface LotteryEntry {
  number: string;
  playTypes: readonly number[];
  handicap: number | null;
}

export type IssueMeta = Omit<LotteryIssue, 'matches'>;

/** An issue as the page shows it: its facts, the matches' lottery fields, and the matches as a Board. */
export interface LotteryView {
  issue: IssueMeta;
  entries: ReadonlyMap<number, LotteryEntry>;
  /** Match ids in lottery number order. */
  order: readonly number[];
  board: Board;
}

export function lotteryViewOf(answer: LotteryIssue): LotteryView {
  const { matches, ...issue } = answer;
  const type = lotterySport(answer.lotteryCode);
  const entries = new Map<number, LotteryEntry>();
  const rows = new Map<number, BoardRow>();
  for (const { number, playTypes, handicap, matchType: _, ...item } of matches) {
    entries.set(item.id, { number, playTypes, handicap });
    rows.set(item.id, { ...item, flash: null });
  }
  const order = [...entries.keys()].sort((a, b) =>
    byLotteryNumber(entries.get(a)!.number, entries.get(b)!.number),
  );
  const byKickoff = [...rows.values()]
    .sort((a, b) => a.kickoffAt - b.kickoffAt || a.id - b.id)
    .map((r) => r.id);
  return {
    issue,
    entries,
    order,
    board: { type, date: '', order: byKickoff, rows },
  };
}

/** One push of scores:<type>: the board takes it (or ignores a match not in the issue). */
export function reduceLottery(view: LotteryView, event: ChannelEvent): LotteryView {
  const board = reduceBoard(view.board, event);
  return board === view.board ? view : { ...view, board };
}

// ---- the stream -------------------------------------------------------------------------------

/** null: the lottery has no such issue (or none at all) — an answer, not a failure to retry. */
export type LotteryLive = LotteryView | null;

export type LotteryIssueCall = (
  code: LotteryCode,
  issueNo?: string,
) => Promise<SnapshotResult<LotteryIssue>>;

const siteIssue: LotteryIssueCall = (code, issueNo) => site().lotteryIssue(code, issueNo);

/** Builds `lotteryIssue$(code, issueNo)` ('' for the current issue): one shared live issue per key. */
export function lotteryIssueStreams(
  call: LotteryIssueCall = siteIssue,
  bus: Pick<Channels, 'channel$'> = siteChannels,
): (code: LotteryCode, issueNo: string) => Observable<Live<LotteryLive>> {
  return keyed((code: LotteryCode, issueNo: string) =>
    snapshotWithPushes<LotteryLive>({
      async load() {
        const answer = await call(code, issueNo === '' ? undefined : issueNo);
        if (answer.success) return { success: true, data: lotteryViewOf(answer.data) };
        if (answer.code === errors.lotteryIssueNotFound.code) return { success: true, data: null };
        return answer;
      },
      channel: bus.channel$(channels.scores(lotterySport(code))),
      reduce: (view, event) => (view === null ? view : reduceLottery(view, event)),
      // No seq to tell what a load beside the join missed: load once joined, not twice.
      loadAtOnce: false,
    }),
  );
}

export const lotteryIssue$ = lotteryIssueStreams();
