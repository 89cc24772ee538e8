// The lottery views' rows: number order, the lottery handicap and play type labels, and an issue kept
// live by score pushes while its rows stay in lottery number order.
import { describe, expect, it } from 'vitest';
import type { ChannelEvent, EventData, EventType } from '../../contract/events';
import type { LotteryIssue } from '../../src/api/schedule';
import {
  handicapColumn,
  kickoffParts,
  lotteryHandicapText,
  lotteryHandicapTitle,
  playTypeLabels,
  salesCountdownText,
} from '../../src/features/lottery/lottery-rows';
import { byLotteryNumber, lotteryViewOf, reduceLottery } from '../../streams/lottery-issue';
import { matchItem } from '../fixtures/match-item';

const T0 = Date.parse('2026-11-22T12:00:00+08:00');
const MIN = 60_000;

const item = (id: number, kickoffAt: number) => matchItem(id, { kickoffAt });

function issue(entries: [id: number, number: string, kickoffAt: number][]): LotteryIssue {
  return {
    lotteryCode: 'jczq',
    issueNo: '2026-11-22',
    salesCloseAt: T0 + 600 * MIN,
    onSale: true,
    previous: '2026-11-21',
    next: null,
    issues: [
      { issueNo: '2026-11-21', salesCloseAt: T0 - 1440 * MIN },
      { issueNo: '2026-11-22', salesCloseAt: T0 + 600 * MIN },
    ],
    matches: entries.map(([id, number, kickoffAt]) => ({
      ...item(id, kickoffAt),
      matchType: 'football' as const,
      number,
      playTypes: [2, 1],
      handicap: -1,
    })),
  };
}

let seq = 0;
const push = <T extends EventType>(type: T, data: EventData<T>): ChannelEvent =>
  ({ channel: 'scores:football', seq: ++seq, type, data, at: T0 }) as ChannelEvent;

describe('byLotteryNumber', () => {
  it('orders jczq numbers by weekday, then by number', () => {
    const numbers = ['周日002', '周一001', '周六010', '周日001', '周六002'];
    expect([...numbers].sort(byLotteryNumber)).toEqual([
      '周一001',
      '周六002',
      '周六010',
      '周日001',
      '周日002',
    ]);
  });

  it('orders plain numbers as numbers, not as text', () => {
    expect(['10', '2', '1', '14', '3'].sort(byLotteryNumber)).toEqual(['1', '2', '3', '10', '14']);
    expect(['310', '301', '302'].sort(byLotteryNumber)).toEqual(['301', '302', '310']);
  });
});

describe('lottery handicap and play types', () => {
  it('prints the handicap with its sign as the lottery does', () => {
    expect(lotteryHandicapText(-1)).toBe('-1');
    expect(lotteryHandicapText(1)).toBe('+1');
    expect(lotteryHandicapText(0)).toBe('0');
    expect(lotteryHandicapText(-5.5)).toBe('-5.5');
    expect(lotteryHandicapText(3.5)).toBe('+3.5');
    expect(lotteryHandicapText(null)).toBe('');
  });

  it('spells it out for the tooltip, in balls or points', () => {
    expect(lotteryHandicapTitle('jczq', -1)).toBe('主让1球');
    expect(lotteryHandicapTitle('bjdc', 1)).toBe('主受让1球');
    expect(lotteryHandicapTitle('jczq', 0)).toBe('不让球');
    expect(lotteryHandicapTitle('jclq', -5.5)).toBe('主让5.5分');
    expect(lotteryHandicapTitle('jclq', null)).toBe('未开售让分');
    expect(handicapColumn('jczq')).toBe('让球');
    expect(handicapColumn('jclq')).toBe('让分');
  });

  it('labels the play types of the sport (spec §3), in code order, without unknown codes', () => {
    expect(playTypeLabels('jczq', [4, 1, 2])).toEqual(['欧赔', '让球', '竞彩单关']);
    expect(playTypeLabels('bjdc', [5, 9])).toEqual(['二串一']);
    expect(playTypeLabels('jclq', [2, 1, 1])).toEqual(['让分', '大小分']);
    expect(playTypeLabels('jclq', [3])).toEqual([]);
  });
});

describe('times', () => {
  it('counts down to the sales close, with days beyond one', () => {
    expect(salesCountdownText(3 * 3600 + 61)).toBe('03:01:01');
    expect(salesCountdownText(4 * 86_400 + 15 * 3600 + 6 * 60 + 46)).toBe('4天 15:06:46');
    expect(salesCountdownText(-5)).toBe('00:00:00');
  });

  it('splits a kick-off into its Beijing day and time', () => {
    expect(kickoffParts(Date.parse('2026-11-27T19:25:00Z'))).toEqual({
      day: '11-28',
      time: '03:25',
    });
  });
});

describe('the live issue', () => {
  // 周日001 kicks off last: number order and kick-off order differ.
  const answer = issue([
    [3, '周日002', T0 + 120 * MIN],
    [1, '周日001', T0 + 240 * MIN],
    [2, '周日010', T0 + 60 * MIN],
  ]);

  it('lists the matches in number order, the lottery fields beside the board rows', () => {
    const view = lotteryViewOf(answer);
    expect(view.order).toEqual([1, 3, 2]);
    expect(view.entries.get(1)).toEqual({ number: '周日001', playTypes: [2, 1], handicap: -1 });
    expect(view.board.type).toBe('football');
    expect(view.board.order).toEqual([2, 3, 1]);
    expect(view.board.rows.get(1)?.flash).toBeNull();
    expect(view.issue).not.toHaveProperty('matches');
    expect(view.issue.previous).toBe('2026-11-21');
  });

  it('takes a score push into its row, keeping every other row and the number order', () => {
    const view = lotteryViewOf(answer);
    const after = reduceLottery(
      view,
      push('match.score', { matchId: 3, homeScore: 1, awayScore: 0 }),
    );
    expect(after.board.rows.get(3)?.home.score).toBe(1);
    expect(after.board.rows.get(1)).toBe(view.board.rows.get(1));
    expect(after.order).toBe(view.order);
    expect(after.entries).toBe(view.entries);
  });

  it('keeps number order when a kick-off moves', () => {
    const view = lotteryViewOf(answer);
    const after = reduceLottery(
      view,
      push('match.state', { matchId: 1, state: 1, kickoffAt: T0 + 30 * MIN }),
    );
    expect(after.board.order).toEqual([1, 2, 3]);
    expect(after.order).toEqual([1, 3, 2]);
  });

  it('is unchanged by a push for a match not in the issue', () => {
    const view = lotteryViewOf(answer);
    expect(
      reduceLottery(view, push('match.score', { matchId: 99, homeScore: 2, awayScore: 2 })),
    ).toBe(view);
  });
});
