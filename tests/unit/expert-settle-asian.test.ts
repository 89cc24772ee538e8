// Expert settlement, Asian handicap: every line -3..+3 in quarters against an independent half-line
// reference, the well-known lines by hand, the feed's own pricing rule, and the quarter = mean property.
import { describe, expect, it } from 'vitest';
import { handicapLabel } from '../../contract/enums';
import {
  asianHandicapOutcome,
  overUnderOutcome,
  type PickOutcome,
} from '../../server/modules/expert/settle';
import { settleLine } from '../../server/providers/feed/simulator/odds/lines';

type Side = 'home' | 'away';

/**
 * Reference written the long way, on integers: the line in quarters (positive = home gives) is split
 * into the half lines the bookmakers split it into, each half stake is settled on its own by comparing
 * the picked side's goal difference with its handicap, and the shares are added up.
 */
function reference(line: number, home: number, away: number, side: Side): PickOutcome {
  const quarters = Math.round(line * 4);
  const halves = quarters % 2 === 0 ? [quarters, quarters] : [quarters - 1, quarters + 1];
  let won = 0;
  let lost = 0;
  for (const half of halves) {
    // The side's goal difference and the handicap it gives, both in quarters of a goal.
    const diff = (side === 'home' ? home - away : away - home) * 4;
    const gives = side === 'home' ? half : -half;
    if (diff > gives) won++;
    else if (diff < gives) lost++;
  }
  if (won > 0 && lost > 0) throw new Error('a quarter line cannot win one half and lose the other');
  const byShares: Record<string, PickOutcome> = {
    '2,0': 'win',
    '1,0': 'halfWin',
    '0,0': 'push',
    '0,1': 'halfLoss',
    '0,2': 'loss',
  };
  const outcome = byShares[`${won},${lost}`];
  if (!outcome) throw new Error(`shares ${won},${lost} do not add up to one stake`);
  return outcome;
}

const lines = Array.from({ length: 25 }, (_, i) => -3 + i * 0.25);
const goals = Array.from({ length: 8 }, (_, i) => i);

describe('every Asian line from -3 to +3 in quarters, both sides, scores 0-0 to 7-7', () => {
  it.each(lines)('line %d matches the half-line reference', (line) => {
    const got: string[] = [];
    const want: string[] = [];
    for (const home of goals)
      for (const away of goals)
        for (const side of ['home', 'away'] as const) {
          const key = `${home}-${away} ${side}`;
          got.push(`${key} ${asianHandicapOutcome(line, home, away, side)}`);
          want.push(`${key} ${reference(line, home, away, side)}`);
        }
    expect(got).toEqual(want);
  });

  it('has 25 lines and the reference itself reads a few known cases right', () => {
    expect(lines).toHaveLength(25);
    expect(lines.at(0)).toBe(-3);
    expect(lines.at(-1)).toBe(3);
    expect(reference(0.25, 0, 0, 'home')).toBe('halfLoss');
    expect(reference(0.75, 1, 0, 'home')).toBe('halfWin');
    expect(reference(-1, 0, 1, 'away')).toBe('push');
  });

  it('the two sides mirror each other: one wins what the other loses', () => {
    const mirror: Record<PickOutcome, PickOutcome> = {
      win: 'loss',
      halfWin: 'halfLoss',
      push: 'push',
      halfLoss: 'halfWin',
      loss: 'win',
      void: 'void',
    };
    for (const line of lines)
      for (const home of goals)
        for (const away of goals)
          expect(asianHandicapOutcome(line, home, away, 'away')).toBe(
            mirror[asianHandicapOutcome(line, home, away, 'home')],
          );
  });

  it('home giving a line is the away side receiving it with the teams swapped', () => {
    for (const line of lines)
      for (const home of goals)
        for (const away of goals)
          expect(asianHandicapOutcome(line, home, away, 'home')).toBe(
            asianHandicapOutcome(-line, away, home, 'away'),
          );
  });
});

// [label as the odds tables print it, line from the home side (positive = home gives), score, side, outcome]
const known: [string, number, string, Side, PickOutcome][] = [
  ['平手', 0, '1-0', 'home', 'win'],
  ['平手', 0, '0-0', 'home', 'push'],
  ['平手', 0, '1-1', 'away', 'push'],
  ['平手', 0, '2-1', 'away', 'loss'],
  ['平手/半球', 0.25, '1-0', 'home', 'win'],
  ['平手/半球', 0.25, '0-0', 'home', 'halfLoss'],
  ['平手/半球', 0.25, '1-1', 'away', 'halfWin'],
  ['半球', 0.5, '1-0', 'home', 'win'],
  ['半球', 0.5, '0-0', 'home', 'loss'],
  ['半球', 0.5, '1-1', 'away', 'win'],
  ['半球/一球', 0.75, '1-0', 'home', 'halfWin'],
  ['半球/一球', 0.75, '2-1', 'away', 'halfLoss'],
  ['半球/一球', 0.75, '2-0', 'home', 'win'],
  ['半球/一球', 0.75, '0-0', 'home', 'loss'],
  ['一球', 1, '1-0', 'home', 'push'],
  ['一球', 1, '2-0', 'home', 'win'],
  ['一球', 1, '2-1', 'away', 'push'],
  ['一球', 1, '1-1', 'away', 'win'],
  ['一球/球半', 1.25, '1-0', 'home', 'halfLoss'],
  ['一球/球半', 1.25, '2-1', 'away', 'halfWin'],
  ['一球/球半', 1.25, '3-1', 'home', 'win'],
  ['球半', 1.5, '2-0', 'home', 'win'],
  ['球半', 1.5, '1-0', 'away', 'win'],
  ['球半/两球', 1.75, '2-0', 'home', 'halfWin'],
  ['球半/两球', 1.75, '3-1', 'away', 'halfLoss'],
  ['两球', 2, '3-1', 'home', 'push'],
  ['两球', 2, '2-0', 'away', 'push'],
  ['受平手/半球', -0.25, '0-0', 'home', 'halfWin'],
  ['受平手/半球', -0.25, '1-1', 'away', 'halfLoss'],
  ['受半球', -0.5, '0-0', 'home', 'win'],
  ['受半球', -0.5, '1-0', 'away', 'loss'],
  ['受半球/一球', -0.75, '0-1', 'home', 'halfLoss'],
  ['受一球', -1, '0-1', 'home', 'push'],
  ['受一球', -1, '1-1', 'away', 'loss'],
];

describe('the well-known lines by hand (site sign: positive = home gives)', () => {
  it.each(known)('%s (%d) %s, %s → %s', (label, line, score, side, outcome) => {
    expect(handicapLabel(line)).toBe(label);
    const [home, away] = score.split('-').map(Number) as [number, number];
    expect(asianHandicapOutcome(line, home, away, side)).toBe(outcome);
  });
});

// The share of the stake won and lost, as the simulator's pricing (settleLine) counts it.
const shares: Record<PickOutcome, { win: number; lose: number }> = {
  win: { win: 1, lose: 0 },
  halfWin: { win: 0.5, lose: 0 },
  push: { win: 0, lose: 0 },
  halfLoss: { win: 0, lose: 0.5 },
  loss: { win: 0, lose: 1 },
  void: { win: 0, lose: 0 },
};

describe('the feed prices its lines on the same rule', () => {
  it('asia: home on a line settles as the simulator settles it for the goal difference', () => {
    for (const line of lines)
      for (let diff = -5; diff <= 5; diff++) {
        const home = Math.max(0, diff);
        const away = Math.max(0, -diff);
        expect(shares[asianHandicapOutcome(line, home, away, 'home')]).toEqual(
          settleLine(line, diff, diff, () => 1),
        );
      }
  });

  it('overUnder: over on a line settles as the simulator settles it for the total', () => {
    for (let q = 1; q <= 28; q++)
      for (let total = 0; total <= 8; total++)
        expect(shares[overUnderOutcome(q / 4, total, 'over')]).toEqual(
          settleLine(q / 4, total, total, () => 1),
        );
  });
});

// Net units won per 1 staked at even money: a quarter line is worth the mean of its two half lines.
const units: Record<PickOutcome, number> = {
  win: 1,
  halfWin: 0.5,
  push: 0,
  halfLoss: -0.5,
  loss: -1,
  void: 0,
};

/** mulberry32: a small seeded generator, so a failure replays. */
function seeded(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe('property: a quarter line is the average of its two half lines', () => {
  const random = seeded(20);
  const int = (from: number, to: number) => from + Math.floor(random() * (to - from + 1));

  it('holds for handicaps (football and basketball sizes) and totals, 4000 draws', () => {
    for (let i = 0; i < 4000; i++) {
      const wide = random() < 0.3;
      const line = (2 * int(wide ? -120 : -12, wide ? 120 : 12) + 1) / 4;
      const home = int(0, wide ? 130 : 8);
      const away = int(0, wide ? 130 : 8);
      const where = `draw ${i}: line ${line}, ${home}-${away}`;
      for (const side of ['home', 'away'] as const) {
        const quarter = units[asianHandicapOutcome(line, home, away, side)];
        const lower = units[asianHandicapOutcome(line - 0.25, home, away, side)];
        const upper = units[asianHandicapOutcome(line + 0.25, home, away, side)];
        expect(quarter, `${where} ${side}`).toBe((lower + upper) / 2);
        expect(Number.isInteger(lower) && Number.isInteger(upper), where).toBe(true);
      }
      const total = Math.abs(line);
      for (const side of ['over', 'under'] as const) {
        const quarter = units[overUnderOutcome(total, home + away, side)];
        const lower = units[overUnderOutcome(total - 0.25, home + away, side)];
        const upper = units[overUnderOutcome(total + 0.25, home + away, side)];
        expect(quarter, `${where} ${side}`).toBe((lower + upper) / 2);
      }
    }
  });
});
