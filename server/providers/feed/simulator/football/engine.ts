// The football match engine: decides the whole life of one match from its generator (team sheets an
// hour before, kick-off, two halves with stoppage, half-time, extra time and penalties for a level
// knockout tie, the rare postponement or interruption) and returns every change with its instant.
import type { FeedChange, FeedLiveState } from '../../types';
import type { MatchEngine, MatchInput, MatchScript } from '../model';
import type { Rng } from '../rng';
import { BEFORE_EXTRA_TIME_MS, EXTRA_TIME_BREAK_MS, HALF_TIME_MS, MINUTE_MS, spell } from './clock';
import type { InterruptionPlan, MatchContext } from './context';
import { decideFate, type MatchFate } from './fate';
import { pickTeamSheet } from './lineup';
import { SidePlayers } from './pitch';
import { playSpell } from './play';
import { matchRates } from './rates';
import { MatchRecorder } from './recorder';
import { playShootout } from './shootout';
import { FootballState } from './states';
import { planSubstitutions } from './substitutions';

const HOUR_MS = 60 * MINUTE_MS;

/** Sorted by instant (ties keep the order they happened in), events numbered in that order. */
function finish(changes: FeedChange[]): MatchScript {
  const script = changes
    .map((change, i) => ({ change, i }))
    .sort((a, b) => a.change.at - b.change.at || a.i - b.i)
    .map(({ change }) => change);
  let index = 0;
  for (const change of script) if (change.kind === 'event') change.event.index = index++;
  return script;
}

/** Postponed, cancelled or undetermined: one report before the day, and nothing is played. */
function offField(rec: MatchRecorder, fate: MatchFate, kickoffAt: number, rng: Rng): MatchScript {
  if (fate.kind === 'postponed') {
    rec.enter(kickoffAt - rng.int(18, 30) * HOUR_MS, FootballState.postponed, null);
  } else if (fate.kind === 'cancelled') {
    rec.enter(kickoffAt - rng.int(2, 48) * HOUR_MS, FootballState.cancelled, null);
  } else {
    rec.enter(kickoffAt - rng.int(24, 72) * HOUR_MS, FootballState.undetermined, null);
  }
  return finish(rec.changes);
}

function planInterruption(fate: MatchFate, rng: Rng): InterruptionPlan | null {
  if (fate.kind !== 'interrupted') return null;
  return {
    period: rng.chance(0.5) ? 1 : 2,
    ofHalf: rng.int(5, 40),
    // Half-seconds never coincide with an event's whole second.
    offsetMs: rng.int(3, 57) * 1000 + 500,
    pauseMs: rng.int(10, 30) * MINUTE_MS,
    abandoned: fate.abandoned,
  };
}

function playOnce(input: MatchInput): MatchScript {
  const { fixture } = input;
  const fate = decideFate(input.rng.fork('fate'));
  const rec = new MatchRecorder(
    fixture.id,
    fixture.kickoffAt,
    { home: input.home.shortName, away: input.away.shortName },
    input.rng.fork('commentary'),
  );
  const rng = input.rng.fork('play');
  if (fate.kind !== 'played' && fate.kind !== 'interrupted') {
    return offField(rec, fate, fixture.kickoffAt, rng);
  }

  // An hour before: the team sheets, and the match shows as not started.
  const home = pickTeamSheet(input.homeSquad, 'home', input.rng.fork('home-sheet'));
  const away = pickTeamSheet(input.awaySquad, 'away', input.rng.fork('away-sheet'));
  const sheetsAt = fixture.kickoffAt - rng.int(55, 65) * MINUTE_MS;
  rec.lineups(sheetsAt, [...home.starters, ...home.bench, ...away.starters, ...away.bench]);
  rec.live(sheetsAt);

  const ctx: MatchContext = {
    rec,
    players: { home: new SidePlayers(home), away: new SidePlayers(away) },
    rates: matchRates(input.home.rating, input.away.rating, fixture.neutral, rng),
    rng,
    substitutions: { home: planSubstitutions(rng), away: planSubstitutions(rng) },
    interruption: planInterruption(fate, rng),
    over: false,
    pendingCancel: null,
  };
  const { sides } = rec;

  // Kick-off, now and then a minute or two late.
  const kickoff = fixture.kickoffAt + (rng.chance(0.25) ? rng.int(20, 120) * 1000 : 0);
  const first = spell('firstHalf', kickoff, rng);
  playSpell(ctx, first);
  if (ctx.over) return finish(rec.changes);

  rec.stats(first.endAt);
  sides.home.half = sides.home.score;
  sides.away.half = sides.away.score;
  rec.enter(first.endAt, FootballState.halfTime, null);

  const second = spell('secondHalf', first.endAt + HALF_TIME_MS + rng.int(0, 60) * 1000, rng);
  playSpell(ctx, second);
  if (ctx.over) return finish(rec.changes);
  rec.stats(second.endAt);

  const level = () => sides.home.score === sides.away.score;
  if (!fixture.knockout || !level()) {
    rec.enter(second.endAt, FootballState.finished, null);
    return finish(rec.changes);
  }

  // A level knockout tie: two halves of extra time, then penalties.
  rec.openPeriod(2);
  rec.enter(second.endAt, FootballState.extraTime, null);
  const extraFirst = spell('extraFirst', second.endAt + BEFORE_EXTRA_TIME_MS, rng);
  playSpell(ctx, extraFirst);
  rec.stats(extraFirst.endAt);
  rec.enter(extraFirst.endAt, FootballState.extraTime, null);
  const extraSecond = spell('extraSecond', extraFirst.endAt + EXTRA_TIME_BREAK_MS, rng);
  playSpell(ctx, extraSecond);
  rec.stats(extraSecond.endAt);
  if (!level()) {
    rec.enter(extraSecond.endAt, FootballState.finished, null);
    return finish(rec.changes);
  }

  sides.home.penalties = 0;
  sides.away.penalties = 0;
  rec.enter(extraSecond.endAt, FootballState.penalties, null);
  const lastKick = playShootout(ctx, extraSecond.endAt + rng.int(3, 5) * MINUTE_MS);
  const end = lastKick + rng.int(20, 60) * 1000;
  rec.stats(end);
  rec.enter(end, FootballState.finished, null);
  return finish(rec.changes);
}

/** The last state the script reports: finished with its score, or called off, abandoned… */
function finalOf(script: MatchScript): FeedLiveState | null {
  for (let i = script.length - 1; i >= 0; i--) {
    const change = script[i] as FeedChange;
    if (change.kind === 'live') return change.state;
  }
  return null;
}

/** The side that went through: on the score, else on penalties; null when the tie was not finished. */
function wentThrough(state: FeedLiveState | null, fixture: MatchInput['fixture']): number | null {
  if (!state || state.state !== FootballState.finished) return null;
  const margin =
    state.home.score - state.away.score ||
    (state.home.penalties ?? 0) - (state.away.penalties ?? 0);
  if (margin === 0) return null;
  return margin > 0 ? fixture.homeTeamId : fixture.awayTeamId;
}

/** Tries before a knockout tie keeps a result the draw did not expect (a rare upset of the upset). */
const MAX_REPLAYS = 50;

/**
 * A cup's later rounds are drawn with the sides the draw sent through, so a knockout tie is played
 * until it sends that side through: other forks of the same match, the first that agrees kept. A tie
 * called off on its first try stays called off. Deterministic: the forks are named.
 */
export const playFootball: MatchEngine = (input: MatchInput): MatchScript => {
  const first = playOnce(input);
  const wanted = input.fixture.advances;
  if (wanted === undefined) return first;
  const firstWinner = wentThrough(finalOf(first), input.fixture);
  if (firstWinner === wanted || finalOf(first)?.state !== FootballState.finished) return first;
  for (let replay = 1; replay <= MAX_REPLAYS; replay++) {
    const script = playOnce({ ...input, rng: input.rng.fork(`replay:${replay}`) });
    if (wentThrough(finalOf(script), input.fixture) === wanted) return script;
  }
  return first;
};
