// The lottery views' rows (竞彩足球, 北京单场, 足彩, 竞彩篮球): number order, the lottery handicap and play type
// labels, and the live view of an issue — its matches as a Board the score pushes update, with the
// lottery fields kept beside it.
import { basketballPlayTypeLabel, footballPlayTypeLabel } from '../../../contract/enums/play-types';
import type { ChannelEvent, MatchType } from '../../../contract/events';
import { countdown, formatCountdown } from '../../../contract/format/countdown';
import { formatShort } from '../../../contract/format/dates';
import { type Board, type BoardRow, reduceBoard } from '../../../streams/board';
import type { LotteryCode, LotteryIssue } from '../../api/schedule';

export const lotterySport = (code: LotteryCode): MatchType =>
  code === 'jclq' ? 'basketball' : 'football';

export const lotteryNames: Record<LotteryCode, string> = {
  jczq: '竞彩足球',
  bjdc: '北京单场',
  zc: '足彩',
  jclq: '竞彩篮球',
};

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

// ---- labels -----------------------------------------------------------------------------------

const trimNumber = (n: number) => String(Math.round(n * 100) / 100);

/**
 * The lottery's own handicap from the home side, as the lottery prints it: -1 (home gives a ball),
 * +1 (home receives one), 0; basketball 让分 likewise (-5.5, +3.5). null: none offered.
 */
export function lotteryHandicapText(value: number | null): string {
  if (value === null || !Number.isFinite(value)) return '';
  if (value === 0) return '0';
  return value > 0 ? `+${trimNumber(value)}` : `-${trimNumber(-value)}`;
}

/** The handicap in words for its tooltip: 主让1球, 主受让0.5球, 主让5.5分, 不让球. */
export function lotteryHandicapTitle(code: LotteryCode, value: number | null): string {
  const unit = code === 'jclq' ? '分' : '球';
  if (value === null || !Number.isFinite(value)) return `未开售让${unit}`;
  if (value === 0) return `不让${unit}`;
  return value < 0 ? `主让${trimNumber(-value)}${unit}` : `主受让${trimNumber(value)}${unit}`;
}

/** The handicap column's title: 让球 (jczq, bjdc, zc), 让分 (jclq). */
export const handicapColumn = (code: LotteryCode) => (code === 'jclq' ? '让分' : '让球');

/** Spec §3 play type labels of a match, in code order; unknown codes are left out. */
export function playTypeLabels(code: LotteryCode, playTypes: readonly number[]): string[] {
  const label =
    lotterySport(code) === 'basketball' ? basketballPlayTypeLabel : footballPlayTypeLabel;
  return [...new Set(playTypes)]
    .sort((a, b) => a - b)
    .map(label)
    .filter((text) => text !== '');
}

/** Time left to the sales close: 05:59:44 within a day, 4天 15:06:46 beyond (spec §4 countdown helper). */
export function salesCountdownText(seconds: number): string {
  const { days } = countdown(seconds);
  return days > 0
    ? `${days}天 ${formatCountdown(seconds - days * 86_400)}`
    : formatCountdown(seconds);
}

/** A lottery issue's matches span days (足彩 a week): the kick-off cell shows the day over the time. */
export function kickoffParts(kickoffAt: number): { day: string; time: string } {
  const [day = '', time = ''] = formatShort(kickoffAt).split(' ');
  return { day, time };
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
