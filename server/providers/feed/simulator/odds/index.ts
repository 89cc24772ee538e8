// The odds model: every bookmaker's 1X2, Asian handicap and over/under for one match, from the opening
// line days before kick-off to the close at full time, as `odds` changes in time order. Prices come from
// the two ratings (football: Poisson goals; basketball: a normal margin), each book with its own margin
// and its own slightly different read of the match; in play they follow the match script.
import type { FeedChange, FeedOdds, OddsMarket } from '../../types';
import type { CompetitionSpec, FeedFixture, MatchScript, TeamSpec } from '../model';
import type { Rng } from '../rng';
import {
  type BasketballRules,
  expectedMargin,
  finalOutlook,
  quoteBasketball,
  regulationMinutes,
} from './basketball';
import { type Bookmaker, bookmakers } from './bookmakers';
import {
  expectedGoals,
  type FootballSituation,
  type GoalRates,
  quoteFootball,
  remainingRates,
} from './football';
import type { PreviousLines } from './lines';
import { type MatchTimeline, marketTicks, readTimeline, type Situation, type Tick } from './moves';

export { type Bookmaker, bookmakers } from './bookmakers';

export interface OddsInput {
  fixture: FeedFixture;
  competition: CompetitionSpec;
  home: TeamSpec;
  away: TeamSpec;
  script: MatchScript;
  /** This match's own generator: the same input gives the same odds history. */
  rng: Rng;
}

const markets: readonly OddsMarket[] = ['europe', 'asia', 'overUnder'];

type Quotes = Record<OddsMarket, number[] | null>;

/**
 * How the books price one match: the market's consensus (`View`, moved between pre-match ticks by team
 * news and money) plus each book's own lean, at the situation of the moment.
 */
interface Pricer<View> {
  /** One step of the consensus; returns the new view (views are values, frozen per tick). */
  drift(view: View, rng: Rng): View;
  start: View;
  /** The most a line moves in one pre-match quote. */
  lineNotch: number;
  quote(book: BookState, view: View, situation: Situation, previous: PreviousLines): Quotes;
}

/** Shifts of the two numbers a sport prices from: log goal rates, or margin and total in points. */
type Shift = readonly [number, number];

interface BookState {
  book: Bookmaker;
  rng: Rng;
  /** The book's standing lean on the two numbers it prices from (log goal rates, or margin and total). */
  lean: [number, number];
  last: Partial<Record<OddsMarket, number[]>>;
}

function footballPricer(input: OddsInput): Pricer<Shift> {
  const base = expectedGoals(input.home.rating, input.away.rating, input.fixture.neutral);
  return {
    start: [0, 0],
    lineNotch: 0.25,
    drift: ([home, away], rng) => [home + rng.normal(0, 0.025), away + rng.normal(0, 0.025)],
    quote(state, [home, away], situation, previous) {
      const noise = state.book.opinion / 4;
      const rates: GoalRates = {
        home: base.home * Math.exp(home + state.lean[0] + state.rng.normal(0, noise)),
        away: base.away * Math.exp(away + state.lean[1] + state.rng.normal(0, noise)),
      };
      const now: FootballSituation = situation;
      return quoteFootball(state.book, remainingRates(rates, now), now, previous);
    },
  };
}

function basketballPricer(input: OddsInput, rules: BasketballRules): Pricer<Shift> {
  const base = expectedMargin(input.home.rating, input.away.rating, input.fixture.neutral, rules);
  return {
    start: [0, 0],
    lineNotch: 1,
    drift: ([margin, total], rng) => [margin + rng.normal(0, 0.5), total + rng.normal(0, 1.2)],
    quote(state, [margin, total], situation, previous) {
      const noise = state.book.opinion / 4;
      const model = {
        ...base,
        // A book's lean is in the same units as the football one: scaled to points here.
        margin: base.margin + margin + 30 * (state.lean[0] + state.rng.normal(0, noise)),
        total: base.total + total + 60 * (state.lean[1] + state.rng.normal(0, noise)),
      };
      return quoteBasketball(state.book, finalOutlook(model, situation, rules), previous);
    },
  };
}

function timelineOf(input: OddsInput, rules: BasketballRules): MatchTimeline {
  if (input.fixture.sport === 'football') {
    return readTimeline(input.script, {
      sport: 'football',
      kickoffAt: input.fixture.kickoffAt,
      lastLiveMinute: 88,
      // First half to 45 + stoppage, second to 90 + stoppage.
      periodCap: (state) => (state === 2 ? 50 : state === 4 ? 98 : 125),
    });
  }
  const minutes = regulationMinutes(rules);
  return readTimeline(input.script, {
    sport: 'basketball',
    kickoffAt: input.fixture.kickoffAt,
    lastLiveMinute: minutes - 1,
    periodCap: () => minutes,
  });
}

interface Job<View> {
  at: number;
  tick: Tick;
  view: View;
  state: BookState;
}

export function oddsScript(input: OddsInput): FeedChange[] {
  // Like the engine: a competition without rules plays FIBA rules.
  const rules: BasketballRules = input.competition.rules ?? 'fiba';
  const timeline = timelineOf(input, rules);
  return input.fixture.sport === 'football'
    ? playMarket(input, footballPricer(input), timeline)
    : playMarket(input, basketballPricer(input, rules), timeline);
}

function playMarket<View>(
  input: OddsInput,
  pricer: Pricer<View>,
  timeline: MatchTimeline,
): FeedChange[] {
  const ticks = marketTicks(timeline, input.rng.fork('ticks'));
  const marketRng = input.rng.fork('market');
  const books: BookState[] = bookmakers.map((book) => {
    const rng = input.rng.fork(`book:${book.id}`);
    return {
      book,
      rng,
      lean: [rng.normal(0, book.opinion), rng.normal(0, book.opinion)],
      last: {},
    };
  });

  // Each tick fixes the market's view; each book acts on it a moment later (its own reaction time).
  const jobs: Job<View>[] = [];
  let view = pricer.start;
  for (const tick of ticks) {
    if (!tick.live && tick.kind !== 'opening') view = pricer.drift(view, marketRng);
    for (const state of books) {
      jobs.push({ at: Math.round(tick.at + state.rng.between(0, tick.spread)), tick, view, state });
    }
  }
  // In time order, so each book's history reads forward.
  jobs.sort((a, b) => a.at - b.at || a.state.book.id - b.state.book.id);

  const out: FeedChange[] = [];
  for (const job of jobs) {
    const { tick, state } = job;
    const situation = timeline.situationAt(job.at);
    if (!situation.open || situation.live !== tick.live) continue;
    // A pre-match move that slipped past kick-off is dropped: the live prices take over.
    if (!tick.live && job.at >= timeline.kickoffAt) continue;
    const quotes = pricer.quote(state, job.view, situation, {
      asia: state.last.asia?.[1] ?? null,
      overUnder: state.last.overUnder?.[1] ?? null,
      // Pre-match a line moves a notch at a time (a quarter goal, a point); in play as far as it must.
      maxMove: situation.live ? Number.POSITIVE_INFINITY : pricer.lineNotch,
    });
    for (const market of markets) {
      const values = quotes[market];
      if (!values) continue;
      const last = state.last[market];
      // A move that changes nothing is not a move.
      if (last?.every((v, i) => v === values[i])) continue;
      // On a routine tick a book may sit on its price, unless its line no longer holds.
      const lineMoved = last !== undefined && market !== 'europe' && last[1] !== values[1];
      if (last && tick.kind === 'routine' && !lineMoved && !state.rng.chance(state.book.activity)) {
        continue;
      }
      state.last[market] = values;
      const odds: FeedOdds = {
        matchId: input.fixture.id,
        bookmakerId: state.book.id,
        market,
        values,
        at: job.at,
        opening: last === undefined,
        live: situation.live,
      };
      out.push({ kind: 'odds', at: job.at, odds });
    }
  }
  return out;
}
