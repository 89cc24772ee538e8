// The full-page competition filter: options from the day's competitions, groups (热门 then regions), the
// lottery quick picks, the running shown / hidden counts and where 确定 goes.
import { describe, expect, it } from 'vitest';
import type { DayCompetition } from '../../src/api/schedule';
import {
  groupCompetitions,
  returnPath,
  toOption,
  withLottery,
} from '../../src/features/events-filter/competition-groups';
import {
  invertSelection,
  matchCounts,
  selectedCompetitions,
  selectOnly,
} from '../../src/features/scores/filters';

const competition = (
  id: number,
  country: string,
  patch: Partial<DayCompetition> = {},
): DayCompetition => ({
  id,
  name: `赛事${id}全称`,
  shortName: `赛事${id}`,
  country,
  color: '#123456',
  hot: false,
  tier: 1,
  count: 2,
  lottery: {},
  ...patch,
});

const day = [
  competition(1, '英格兰', { hot: true, count: 5, lottery: { jczq: 3, bjdc: 5 } }),
  competition(2, '西班牙', { hot: true, count: 4, lottery: { jczq: 2 } }),
  competition(3, '英格兰', { tier: 2, count: 6, lottery: { bjdc: 6, zc: 2 } }),
  competition(4, '国际', { tier: 1, count: 1 }),
  competition(5, '日本', { tier: 2, count: 3 }),
  competition(6, '巴西', { tier: 1, count: 2 }),
];

describe('groupCompetitions', () => {
  it('puts the hot ones first, then the regions: 国际, then by best tier and size', () => {
    const groups = groupCompetitions(day);
    expect(groups.map((g) => g.title)).toEqual(['热门赛事', '国际', '巴西', '英格兰', '日本']);
    expect(groups[0]?.competitions.map((c) => c.id)).toEqual([1, 2]);
    // Each competition is listed once: 英超 (hot) is not under 英格兰 again.
    expect(groups.find((g) => g.title === '英格兰')?.competitions.map((c) => c.id)).toEqual([3]);
    expect(groups.flatMap((g) => g.competitions).length).toBe(day.length);
  });

  it('has no 热门 group on a day without hot competitions, and nothing on an empty day', () => {
    expect(groupCompetitions(day.filter((c) => !c.hot))[0]?.title).toBe('国际');
    expect(groupCompetitions([])).toEqual([]);
  });
});

describe('quick picks and counts', () => {
  const options = day.map(toOption);

  it('makes filter options of the short names and counts', () => {
    expect(options[0]).toEqual({ id: 1, name: '赛事1', color: '#123456', hot: true, count: 5 });
  });

  it('picks the competitions with matches of a lottery today', () => {
    expect(withLottery(day, 'jczq')).toEqual([1, 2]);
    expect(withLottery(day, 'bjdc')).toEqual([1, 3]);
    expect(withLottery(day, 'zc')).toEqual([3]);
    expect(withLottery(day, 'jclq')).toEqual([]);
  });

  it('ticks exactly the picked competitions', () => {
    const filter = selectOnly(options, withLottery(day, 'zc'));
    expect([...selectedCompetitions(filter, options)]).toEqual([3]);
    expect(
      selectOnly(
        options,
        options.map((o) => o.id),
      ),
    ).toEqual({ kind: 'all' });
  });

  it('counts the matches shown and hidden, and 反选 swaps them', () => {
    const filter = selectOnly(options, [1, 2]);
    const selected = selectedCompetitions(filter, options);
    expect(matchCounts(options, selected)).toEqual({ shown: 9, hidden: 12 });
    const inverted = selectedCompetitions(invertSelection(filter, options), options);
    expect(matchCounts(options, inverted)).toEqual({ shown: 12, hidden: 9 });
  });
});

describe('returnPath', () => {
  it('goes back to the board, or to the schedule page the picker came from', () => {
    expect(returnPath('football', 'board', 'next')).toBe('/football');
    expect(returnPath('basketball', 'board', 'end')).toBe('/basketball');
    expect(returnPath('football', 'schedule', 'end')).toBe('/football/end');
    expect(returnPath('football', 'schedule', 'next')).toBe('/football/next');
  });
});
