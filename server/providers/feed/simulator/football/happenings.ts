// The things that can happen in a minute of play, each updating the scoreboard, the players on the pitch
// and the statistics together before it is written down, so counters and events never disagree.
import { VAR_REASONS } from './commentary';
import type { MatchContext } from './context';
import { PENALTY_CONVERSION } from './rates';
import { type EventTime, otherSide, type SideKey } from './recorder';

/** Index of the running period in FeedSide.periods: first half, second half, extra time. */
const periodIndex = (time: EventTime): number => Math.min(time.period, 3) - 1;

/** Share of open-play goals VAR takes back after they were given (rare: a few a matchday). */
export const GOAL_CANCEL_SHARE = 0.03;

export function goal(ctx: MatchContext, side: SideKey, time: EventTime): void {
  const team = ctx.players[side];
  const scorer = team.scorer(ctx.rng);
  if (!scorer) return;
  const assist = ctx.rng.chance(0.78) ? team.assistFor(scorer, ctx.rng) : null;
  ctx.rec.addGoal(side, periodIndex(time));
  ctx.rec.tallies[side].scored++;
  ctx.rec.event(time, {
    kind: 'goal',
    side,
    playerId: scorer.playerId,
    playerName: scorer.name,
    relatedPlayerName: assist?.name ?? '',
  });
  // Its own generator: the review leaves every other draw of the match as it was.
  if (ctx.rng.fork(`var:${time.at}`).chance(GOAL_CANCEL_SHARE)) {
    ctx.pendingCancel = { side, periodIndex: periodIndex(time), playerName: scorer.name };
  }
}

/** VAR takes back the goal under review: the score goes down again, with the reason. */
export function cancelGoal(ctx: MatchContext, time: EventTime): void {
  const pending = ctx.pendingCancel;
  if (!pending) return;
  ctx.pendingCancel = null;
  const { side } = pending;
  const reason = ctx.rng
    .fork(`var-reason:${time.at}`)
    .weighted(VAR_REASONS, (r) => (r === '越位在先' ? 6 : 2));
  ctx.rec.removeGoal(side, pending.periodIndex);
  const tally = ctx.rec.tallies[side];
  tally.scored--;
  tally.offTarget++;
  if (reason === '越位在先') tally.offsides++;
  else tally.fouls++;
  // No player id: the scorer may have left the pitch since; the name says whose goal it was.
  ctx.rec.event(time, {
    kind: 'goalCancelled',
    side,
    playerId: null,
    playerName: pending.playerName,
    reason,
  });
}

/** `side` is the team the goal counts for; the player is the opponent who put it in. */
export function ownGoal(ctx: MatchContext, side: SideKey, time: EventTime): void {
  const unlucky = ctx.players[otherSide(side)].ownGoalScorer(ctx.rng);
  if (!unlucky) return;
  ctx.rec.addGoal(side, periodIndex(time));
  ctx.rec.event(time, {
    kind: 'ownGoal',
    side,
    teamSide: otherSide(side),
    playerId: unlucky.playerId,
    playerName: unlucky.name,
  });
}

export function penalty(ctx: MatchContext, side: SideKey, time: EventTime): void {
  const taker = ctx.players[side].penaltyTaker(ctx.rng);
  if (!taker) return;
  const tally = ctx.rec.tallies[side];
  ctx.rec.tallies[otherSide(side)].fouls++;
  const scored = ctx.rng.chance(PENALTY_CONVERSION);
  if (scored) {
    ctx.rec.addGoal(side, periodIndex(time));
    tally.scored++;
  } else if (ctx.rng.chance(0.65)) {
    tally.saved++;
  } else {
    tally.offTarget++;
  }
  ctx.rec.event(time, {
    kind: scored ? 'penaltyGoal' : 'penaltyMissed',
    side,
    playerId: taker.playerId,
    playerName: taker.name,
  });
}

/** The ball went in, but VAR found something before it: no goal. */
export function disallowedGoal(ctx: MatchContext, side: SideKey, time: EventTime): void {
  const scorer = ctx.players[side].scorer(ctx.rng);
  if (!scorer) return;
  const reason = ctx.rng.weighted(VAR_REASONS, (r) => (r === '越位在先' ? 6 : 2));
  const tally = ctx.rec.tallies[side];
  tally.offTarget++;
  // Offside is an offside; a handball or a push by the scoring side is their foul.
  if (reason === '越位在先') tally.offsides++;
  else tally.fouls++;
  ctx.rec.event(time, {
    kind: 'var',
    side,
    playerId: scorer.playerId,
    playerName: scorer.name,
    reason,
  });
}

export function corner(ctx: MatchContext, side: SideKey, time: EventTime): void {
  ctx.rec.sides[side].corners++;
  ctx.rec.event(time, { kind: 'corner', side, playerId: null, playerName: '' });
}

/** A yellow card; for a player already booked it is the second, and he is off. */
export function booking(ctx: MatchContext, side: SideKey, time: EventTime): void {
  const team = ctx.players[side];
  const player = team.offender(ctx.rng);
  if (!player) return;
  const counters = ctx.rec.sides[side];
  ctx.rec.tallies[side].fouls++;
  const second = team.isBooked(player);
  if (second) {
    counters.red++;
    team.sendOff(player);
  } else {
    counters.yellow++;
    team.book(player);
  }
  ctx.rec.event(time, {
    kind: second ? 'secondYellow' : 'yellowCard',
    side,
    playerId: player.playerId,
    playerName: player.name,
  });
}

export function sendingOff(ctx: MatchContext, side: SideKey, time: EventTime): void {
  const team = ctx.players[side];
  const player = team.offender(ctx.rng);
  if (!player) return;
  ctx.rec.sides[side].red++;
  ctx.rec.tallies[side].fouls++;
  team.sendOff(player);
  ctx.rec.event(time, {
    kind: 'redCard',
    side,
    playerId: player.playerId,
    playerName: player.name,
  });
}

export function substitution(ctx: MatchContext, side: SideKey, time: EventTime): void {
  const change = ctx.players[side].substitute(ctx.rng);
  if (!change) return;
  ctx.rec.event(time, {
    kind: 'substitution',
    side,
    playerId: change.off.playerId,
    playerName: change.off.name,
    relatedPlayerName: change.on.name,
  });
}
