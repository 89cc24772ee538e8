// Pre-match odds of the provider's bookmakers, and its in-play odds, turned into the feed's three markets
// (欧赔, 亚盘, 大小).
import type { FeedOdds, OddsMarket } from '../types';
import type { LiveOddsItem, OddsItem } from './wire';

const num = (s: string) => Number.parseFloat(s);
const water = (odd: number) => Math.round((odd - 1) * 100) / 100;

/** The line whose two prices are closest: the main line (a bookmaker lists many). */
function mainLine(
  values: { value: string; odd: string }[],
  a: RegExp,
  b: RegExp,
  /** Asian lines name each side's own handicap (Home -0.5 pairs with Away +0.5). */
  opposite = false,
): { line: number; a: number; b: number } | null {
  const lines = new Map<number, { a?: number; b?: number }>();
  for (const v of values) {
    const ma = a.exec(v.value);
    const mb = b.exec(v.value);
    const m = ma ?? mb;
    if (!m) continue;
    const line = (mb && !ma && opposite ? -1 : 1) * num(m[1]!);
    const entry = lines.get(line) ?? {};
    if (ma) entry.a = num(v.odd);
    else entry.b = num(v.odd);
    lines.set(line, entry);
  }
  let best: { line: number; a: number; b: number } | null = null;
  for (const [line, { a: pa, b: pb }] of lines) {
    if (pa === undefined || pb === undefined) continue;
    if (!best || Math.abs(pa - pb) < Math.abs(best.a - best.b)) best = { line, a: pa, b: pb };
  }
  return best;
}

/**
 * One bookmaker's markets. Football: Match Winner → europe [home, draw, away]; Asian Handicap → asia
 * [home water, handicap from the home side (positive = home gives), away water]; Goals Over/Under →
 * overUnder [over water, line, under water]. Basketball: Home/Away → europe [home, away].
 */
export function oddsOf(
  item: OddsItem,
  matchId: number,
  bookmakerId: (providerId: number) => number | undefined,
  at: number,
  opening: boolean,
): FeedOdds[] {
  const out: FeedOdds[] = [];
  for (const bookmaker of item.bookmakers) {
    const id = bookmakerId(bookmaker.id);
    if (id === undefined) continue;
    const push = (market: OddsMarket, values: number[]) => {
      if (values.every(Number.isFinite)) {
        out.push({ matchId, bookmakerId: id, market, values, at, opening, live: false });
      }
    };
    for (const bet of bookmaker.bets) {
      const odd = (value: string) => num(bet.values.find((v) => v.value === value)?.odd ?? 'x');
      if (bet.name === 'Match Winner') push('europe', [odd('Home'), odd('Draw'), odd('Away')]);
      else if (bet.name === 'Home/Away') push('europe', [odd('Home'), odd('Away')]);
      else if (bet.name === 'Asian Handicap') {
        const m = mainLine(bet.values, /^Home ([+-]?[\d.]+)$/, /^Away ([+-]?[\d.]+)$/, true);
        // "Home -0.5": the home side gives half a goal.
        if (m) push('asia', [water(m.a), -m.line, water(m.b)]);
      } else if (bet.name === 'Goals Over/Under') {
        const m = mainLine(bet.values, /^Over ([\d.]+)$/, /^Under ([\d.]+)$/);
        if (m) push('overUnder', [water(m.a), m.line, water(m.b)]);
      }
    }
  }
  return out;
}

type LiveValue = LiveOddsItem['odds'][number]['values'][number];

/** Of a two-way market's lines, the one marked main, else the one whose prices are closest. */
function liveLine(
  values: LiveValue[],
  a: string,
  b: string,
  /** Whether b's line is a's line (true) or its opposite (an Asian handicap written from each side). */
  same: (la: number, lb: number) => boolean,
): { line: number; a: number; b: number } | null {
  const open = values.filter((v) => !v.suspended && v.handicap !== null);
  const pairs: { line: number; a: number; b: number; main: boolean }[] = [];
  for (const va of open.filter((v) => v.value === a)) {
    const la = num(va.handicap!);
    const vb = open.find((v) => v.value === b && same(la, num(v.handicap!)));
    if (!vb) continue;
    pairs.push({ line: la, a: num(va.odd), b: num(vb.odd), main: va.main === true });
  }
  const usable = pairs.filter((p) => [p.line, p.a, p.b].every(Number.isFinite));
  const main = usable.find((p) => p.main);
  if (main) return main;
  return usable.sort((x, y) => Math.abs(x.a - x.b) - Math.abs(y.a - y.b))[0] ?? null;
}

/**
 * In-play odds of one fixture as the feed's markets, under the bookmaker they are shown as: Fulltime Result →
 * europe [home, draw, away]; Asian Handicap (the main line; "Home -0.75": the home side gives 0.75) → asia
 * [home water, handicap from the home side, away water]; Over/Under Line → overUnder [over water, line, under
 * water]. A market with a suspended price is left out (its last line stands), and so is every market while the
 * provider says bets are blocked, the match stopped or over.
 */
export function liveOddsOf(
  item: LiveOddsItem,
  matchId: number,
  bookmakerId: number,
  at: number,
): FeedOdds[] {
  if (item.status.blocked || item.status.stopped || item.status.finished) return [];
  const out: FeedOdds[] = [];
  const push = (market: OddsMarket, values: number[]) => {
    if (values.every(Number.isFinite)) {
      out.push({ matchId, bookmakerId, market, values, at, opening: false, live: true });
    }
  };
  for (const bet of item.odds) {
    if (bet.name === 'Fulltime Result' || bet.name === 'Match Winner') {
      const price = (value: string) => {
        const v = bet.values.find((x) => x.value === value);
        return v && !v.suspended ? num(v.odd) : Number.NaN;
      };
      push('europe', [price('Home'), price('Draw'), price('Away')]);
    } else if (bet.name === 'Asian Handicap') {
      const m = liveLine(bet.values, 'Home', 'Away', (la, lb) => la === lb || la === -lb);
      if (m) push('asia', [water(m.a), m.line === 0 ? 0 : -m.line, water(m.b)]);
    } else if (bet.name === 'Over/Under Line' || bet.name === 'Match Goals') {
      const m = liveLine(bet.values, 'Over', 'Under', (la, lb) => la === lb);
      if (m) push('overUnder', [water(m.a), m.line, water(m.b)]);
    }
  }
  return out;
}
