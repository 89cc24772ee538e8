// Expert settlement: over/under, 1X2, the lottery's 让球, dispatch by sport and play type, 2串1 parlays,
// 红/黑/走/作废 and the return multiples the records' 回报率 is built from.
import { describe, expect, it } from 'vitest';
import {
  europeOutcome,
  lotteryOutcome,
  type MatchFinal,
  overUnderOutcome,
  type PickOutcome,
  type PlanPick,
  planResult,
  planSettledOdds,
  regulationGoals,
  settledOdds,
  settlePick,
  settlePlan,
} from '../../server/modules/expert/settle';

describe('over/under', () => {
  it.each([
    [2.5, 3, 'win', 'loss'],
    [2.5, 2, 'loss', 'win'],
    [2.25, 2, 'halfLoss', 'halfWin'],
    [2.25, 3, 'win', 'loss'],
    [2.75, 3, 'halfWin', 'halfLoss'],
    [2.75, 2, 'loss', 'win'],
    [3, 3, 'push', 'push'],
    [3.25, 3, 'halfLoss', 'halfWin'],
    [0.75, 1, 'halfWin', 'halfLoss'],
    [0.75, 0, 'loss', 'win'],
    [215.5, 216, 'win', 'loss'],
    [215.5, 215, 'loss', 'win'],
    [215, 215, 'push', 'push'],
  ] as const)('line %d, total %d: over %s, under %s', (line, total, over, under) => {
    expect(overUnderOutcome(line, total, 'over')).toBe(over);
    expect(overUnderOutcome(line, total, 'under')).toBe(under);
  });

  it('refuses a line off the quarter grid, a negative line and a broken total', () => {
    expect(() => overUnderOutcome(2.3, 2, 'over')).toThrow(RangeError);
    expect(() => overUnderOutcome(-0.5, 2, 'over')).toThrow(RangeError);
    expect(() => overUnderOutcome(2.5, 2.5, 'over')).toThrow(RangeError);
    expect(() => overUnderOutcome(Number.NaN, 2, 'over')).toThrow(RangeError);
  });
});

describe('胜平负 (1X2)', () => {
  it.each([
    ['home', 2, 1, 'win'],
    ['home', 1, 1, 'loss'],
    ['draw', 1, 1, 'win'],
    ['draw', 0, 0, 'win'],
    ['draw', 2, 0, 'loss'],
    ['away', 0, 1, 'win'],
    ['away', 3, 1, 'loss'],
  ] as const)('%s on %d-%d: %s', (pick, home, away, outcome) => {
    expect(europeOutcome(pick, home, away)).toBe(outcome);
  });
});

describe('让球胜平负 (the lottery adds its handicap to home: -1 = 主让1球)', () => {
  it.each([
    [-1, 2, 0, 'home'],
    [-1, 1, 0, 'draw'],
    [-1, 0, 0, 'away'],
    [-1, 1, 1, 'away'],
    [1, 0, 1, 'draw'],
    [1, 1, 1, 'home'],
    [1, 0, 2, 'away'],
    [-2, 3, 1, 'draw'],
    [-2, 4, 1, 'home'],
    [0, 1, 1, 'draw'],
  ] as const)('handicap %d on %d-%d is a %s result', (handicap, home, away, result) => {
    for (const pick of ['home', 'draw', 'away'] as const)
      expect(lotteryOutcome(pick, handicap, home, away), pick).toBe(
        pick === result ? 'win' : 'loss',
      );
  });

  it('refuses a handicap that is not whole', () => {
    expect(() => lotteryOutcome('home', -0.5, 1, 0)).toThrow(RangeError);
  });
});

const pick = (over: Partial<PlanPick>): PlanPick => ({
  matchId: 1,
  sport: 'football',
  playType: 1,
  selection: 'home',
  line: null,
  odds: 2,
  ...over,
});
const final = (home: number, away: number): MatchFinal => ({ state: 'finished', home, away });
const voided: MatchFinal = { state: 'void', home: 0, away: 0 };

describe('settlePick dispatches by sport and play type', () => {
  it.each<[string, Partial<PlanPick>, MatchFinal, PickOutcome]>([
    ['football 1 欧赔 draw', { playType: 1, selection: 'draw' }, final(1, 1), 'win'],
    ['football 2 亚盘 home gives 0.75', { playType: 2, line: 0.75 }, final(2, 1), 'halfWin'],
    [
      'football 2 亚盘 away, home gives 1',
      { playType: 2, selection: 'away', line: 1 },
      final(2, 1),
      'push',
    ],
    [
      'football 3 大小球 under 2.25',
      { playType: 3, selection: 'under', line: 2.25 },
      final(1, 1),
      'halfWin',
    ],
    ['football 4 单关 胜平负', { playType: 4, selection: 'home', line: null }, final(1, 0), 'win'],
    ['football 4 单关 让球 -1 home on 1-0', { playType: 4, line: -1 }, final(1, 0), 'loss'],
    [
      'football 4 单关 让球 -1 draw on 1-0',
      { playType: 4, selection: 'draw', line: -1 },
      final(1, 0),
      'win',
    ],
    [
      'football 5 leg 让球 +1 away on 0-2',
      { playType: 5, selection: 'away', line: 1 },
      final(0, 2),
      'win',
    ],
    [
      'basketball 1 让分 home gives 5.5, wins by 6',
      { sport: 'basketball', playType: 1, line: 5.5 },
      final(101, 95),
      'win',
    ],
    [
      'basketball 1 让分 home gives 5.5, wins by 5',
      { sport: 'basketball', playType: 1, line: 5.5 },
      final(100, 95),
      'loss',
    ],
    [
      'basketball 1 让分 away gets 5, loses by 5',
      { sport: 'basketball', playType: 1, selection: 'away', line: 5 },
      final(100, 95),
      'push',
    ],
    [
      'basketball 2 大小分 over 215.5',
      { sport: 'basketball', playType: 2, selection: 'over', line: 215.5 },
      final(110, 106),
      'win',
    ],
    ['a void match whatever the pick', { playType: 2, line: 0.5 }, voided, 'void'],
  ])('%s', (_name, over, score, outcome) => {
    expect(settlePick(pick(over), score)).toBe(outcome);
  });

  it.each<[string, Partial<PlanPick>]>([
    ['a handicap with no line', { playType: 2, line: null }],
    ['a total with no line', { playType: 3, selection: 'over', line: null }],
    ['over on 1X2', { playType: 1, selection: 'over' }],
    ['draw on a handicap', { playType: 2, selection: 'draw', line: 0 }],
    ['home on a total', { playType: 3, selection: 'home', line: 2.5 }],
    ['a line off the quarter grid', { playType: 2, line: 0.3 }],
    ['a half-ball lottery handicap', { playType: 4, line: 0.5 }],
    ['football play type 6', { playType: 6 }],
    ['basketball play type 3', { sport: 'basketball', playType: 3, selection: 'over', line: 200 }],
  ])('throws on %s rather than settle it', (_name, over) => {
    expect(() => settlePick(pick(over), final(1, 0))).toThrow(RangeError);
  });
});

describe('planResult: 红, 黑, 走, 作废', () => {
  it.each<[PickOutcome[], string]>([
    [['win'], 'red'],
    [['halfWin'], 'red'],
    [['push'], 'go'],
    [['halfLoss'], 'black'],
    [['loss'], 'black'],
    [['void'], 'void'],
    [['win', 'win'], 'red'],
    [['win', 'loss'], 'black'],
    [['loss', 'win'], 'black'],
    [['win', 'void'], 'red'],
    [['void', 'void'], 'void'],
    [['push', 'win'], 'red'],
    [['push', 'push'], 'go'],
    [['push', 'void'], 'go'],
    [['void', 'loss'], 'black'],
    [['halfLoss', 'win'], 'black'],
    [['halfWin', 'void'], 'red'],
  ])('%j → %s', (outcomes, result) => {
    expect(planResult(outcomes)).toBe(result);
  });

  it('refuses a plan with no pick', () => {
    expect(() => planResult([])).toThrow(RangeError);
  });
});

describe('settlePlan: a single pick or a 2串1', () => {
  const leg = (matchId: number, selection: PlanPick['selection']) =>
    pick({ matchId, playType: 5, selection });
  const finals = new Map<number, MatchFinal>([
    [1, final(2, 0)],
    [2, final(1, 1)],
    [3, voided],
    [4, voided],
  ]);

  it.each<[string, PlanPick[], string]>([
    ['win + win', [leg(1, 'home'), leg(2, 'draw')], 'red'],
    ['win + loss', [leg(1, 'home'), leg(2, 'away')], 'black'],
    ['win + void (the void leg rides at 1.00)', [leg(1, 'home'), leg(3, 'home')], 'red'],
    ['loss + void', [leg(2, 'home'), leg(3, 'home')], 'black'],
    ['void + void', [leg(3, 'home'), leg(4, 'away')], 'void'],
    ['a single 亚盘 pick that pushes', [pick({ matchId: 2, playType: 2, line: 0 })], 'go'],
    ['a single pick on a void match', [pick({ matchId: 3 })], 'void'],
  ])('%s → %s', (_name, picks, result) => {
    expect(settlePlan(picks, finals)).toBe(result);
  });

  it.each<[string, PlanPick[]]>([
    ['no pick', []],
    ['two picks that are not a 2串1', [pick({ matchId: 1 }), pick({ matchId: 2 })]],
    ['a 2串1 with one leg', [leg(1, 'home')]],
    ['a 2串1 with three legs', [leg(1, 'home'), leg(2, 'draw'), leg(3, 'away')]],
    ['a 2串1 on one match twice', [leg(1, 'home'), leg(1, 'draw')]],
    ['a 2串1 leg mixed with another play type', [leg(1, 'home'), pick({ matchId: 2 })]],
    ['a match without a final', [pick({ matchId: 9 })]],
  ])('throws on %s', (_name, picks) => {
    expect(() => settlePlan(picks, finals)).toThrow(RangeError);
  });
});

describe('return multiples for 回报率', () => {
  it.each<[PickOutcome, number]>([
    ['win', 1.9],
    ['halfWin', 1.45],
    ['push', 1],
    ['void', 1],
    ['halfLoss', 0.5],
    ['loss', 0],
  ])('%s at 1.90 pays %d per 1 staked', (outcome, multiple) => {
    expect(settledOdds(outcome, 1.9)).toBeCloseTo(multiple, 10);
  });

  it('multiplies a parlay’s legs, a void leg at 1.00', () => {
    expect(
      planSettledOdds([
        { outcome: 'win', odds: 2 },
        { outcome: 'win', odds: 1.5 },
      ]),
    ).toBe(3);
    expect(
      planSettledOdds([
        { outcome: 'win', odds: 2 },
        { outcome: 'void', odds: 1.8 },
      ]),
    ).toBe(2);
    expect(
      planSettledOdds([
        { outcome: 'win', odds: 2 },
        { outcome: 'loss', odds: 1.8 },
      ]),
    ).toBe(0);
  });

  it('refuses odds below 1 (a Hong Kong water must be turned into 1 + water first)', () => {
    expect(() => settledOdds('win', 0.85)).toThrow(RangeError);
  });
});

describe('regulationGoals: the football score without extra time', () => {
  it('takes the extra-time column off the score', () => {
    expect(regulationGoals({ score: 3, periods: [1, 1, 1] })).toBe(2);
    expect(regulationGoals({ score: 2, periods: [0, 2] })).toBe(2);
    expect(regulationGoals({ score: 2, periods: [] })).toBe(2);
  });
});
