// The lottery views' labels (竞彩足球, 北京单场, 足彩, 竞彩篮球): the lottery handicap and play type labels, the
// sales countdown and the kick-off cell. The live issue and its number order are streams/lottery-issue.ts.
import { basketballPlayTypeLabel, footballPlayTypeLabel } from '../../../contract/enums/play-types';
import { countdown, formatCountdown } from '../../../contract/format/countdown';
import { formatShort } from '../../../contract/format/dates';
import { type LotteryCode, lotterySport } from '../../../streams/lottery-issue';

export const lotteryNames: Record<LotteryCode, string> = {
  jczq: '竞彩足球',
  bjdc: '北京单场',
  zc: '足彩',
  jclq: '竞彩篮球',
};

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
