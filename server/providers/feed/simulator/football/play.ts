// Plays one spell (a half, or a half of extra time) minute by minute: the clock ticks, the minute's
// happenings are drawn from the match rates and played in the order they fall, and the background
// of the statistics (possession, shots that miss, fouls, attacks) builds up.
import type { PlayMinute, Spell } from './clock';
import type { MatchContext } from './context';
import {
  booking,
  cancelGoal,
  corner,
  disallowedGoal,
  goal,
  ownGoal,
  penalty,
  sendingOff,
  substitution,
} from './happenings';
import { EXTRA_TIME_FACTOR, minuteShare, OWN_GOAL_SHARE, PENALTY_CONVERSION } from './rates';
import { type EventTime, otherSide, type SideKey } from './recorder';
import { FootballState } from './states';

const SIDES: SideKey[] = ['home', 'away'];

/** A side with fewer men scores less and concedes more. */
function manpower(ctx: MatchContext, side: SideKey): number {
  const deficit = ctx.players[otherSide(side)].onPitch.length - ctx.players[side].onPitch.length;
  return deficit > 0 ? 0.78 ** deficit : 1.2 ** -deficit;
}

function share(spell: Spell, pm: PlayMinute, shape: 'goal' | 'card' | 'flat'): number {
  // Extra time plays like the middle of a second half, a little slower.
  if (spell.period === 3) return minuteShare(shape, 2, 30) * EXTRA_TIME_FACTOR;
  return minuteShare(shape, spell.period, pm.ofHalf);
}

interface Happening {
  /** Milliseconds into the minute. */
  offset: number;
  run: (time: EventTime) => void;
}

function drawMinute(ctx: MatchContext, spell: Spell, pm: PlayMinute): Happening[] {
  const { rng } = ctx;
  const out: Happening[] = [];
  const add = (count: number, run: (time: EventTime) => void, offset?: number) => {
    for (let i = 0; i < count; i++) out.push({ offset: offset ?? rng.int(2, 58) * 1000, run });
  };
  for (const side of SIDES) {
    const rates = ctx.rates[side];
    const men = manpower(ctx, side);
    const goalShare = share(spell, pm, 'goal') * men;
    const fromPlay = Math.max(0, rates.goals - rates.penaltiesAwarded * PENALTY_CONVERSION);
    const goals = rng.poisson(fromPlay * goalShare);
    for (let i = 0; i < goals; i++) {
      add(1, (t) => (rng.chance(OWN_GOAL_SHARE) ? ownGoal : goal)(ctx, side, t));
    }
    add(rng.poisson(rates.penaltiesAwarded * goalShare), (t) => penalty(ctx, side, t));
    add(rng.poisson(rates.disallowedGoals * goalShare), (t) => disallowedGoal(ctx, side, t));
    add(rng.poisson(rates.corners * share(spell, pm, 'flat') * Math.sqrt(men)), (t) =>
      corner(ctx, side, t),
    );
    add(rng.poisson(rates.yellowCards * share(spell, pm, 'card')), (t) => booking(ctx, side, t));
    add(rng.poisson(rates.straightReds * share(spell, pm, 'card')), (t) =>
      sendingOff(ctx, side, t),
    );
    if (pm.added === 0 && spell.period !== 3) {
      const changes = ctx.substitutions[side].filter((m) => m === pm.minute).length;
      // A change at 46' was made in the dressing room: it shows as the half starts.
      add(changes, (t) => substitution(ctx, side, t), pm.minute === 46 ? 1000 : undefined);
    }
  }
  const stop = ctx.interruption;
  if (stop && stop.period === spell.period && stop.ofHalf === pm.ofHalf) {
    out.push({ offset: stop.offsetMs, run: (t) => interrupt(ctx, spell, t.at) });
  }
  return out.sort((a, b) => a.offset - b.offset);
}

/** The referee stops the match; it resumes in the same period or is abandoned for good. */
function interrupt(ctx: MatchContext, spell: Spell, at: number): void {
  const stop = ctx.interruption;
  if (!stop) return;
  ctx.rec.enter(at, FootballState.interrupted, null);
  if (stop.abandoned) {
    ctx.rec.stats(at + stop.pauseMs);
    ctx.rec.enter(at + stop.pauseMs, FootballState.abandoned, null);
    ctx.over = true;
    return;
  }
  // The pause pushes everything after it back, the period's clock start included.
  ctx.rec.pause(stop.pauseMs);
  ctx.rec.enter(at, spell.state, spell.startAt);
}

/** Possession, missed and saved shots, fouls, offsides and attacks of one minute. */
function background(ctx: MatchContext, spell: Spell, pm: PlayMinute): void {
  const { rng } = ctx;
  const flat = share(spell, pm, 'flat');
  const redDiff = ctx.rec.sides.home.red - ctx.rec.sides.away.red;
  const homeShare = Math.min(
    90,
    Math.max(10, ctx.rates.homePossession - 6 * redDiff + rng.normal(0, 10)),
  );
  ctx.rec.tallies.home.possessionMinute(homeShare);
  ctx.rec.tallies.away.possessionMinute(100 - homeShare);
  for (const side of SIDES) {
    const rates = ctx.rates[side];
    const tally = ctx.rec.tallies[side];
    const men = manpower(ctx, side);
    tally.offTarget += rng.poisson(rates.missedShots * 0.72 * flat * men);
    tally.saved += rng.poisson(rates.missedShots * 0.28 * flat * men);
    tally.fouls += rng.poisson(rates.fouls * flat);
    tally.offsides += rng.poisson(rates.offsides * flat);
    tally.dangerousAttacks += rng.poisson(rates.dangerousAttacks * flat * men);
    tally.plainAttacks += rng.poisson(Math.max(0, rates.attacks - rates.dangerousAttacks) * flat);
  }
}

export function playSpell(ctx: MatchContext, spell: Spell): void {
  const { rec } = ctx;
  rec.openPeriod(spell.period - 1);
  rec.enter(spell.startAt, spell.state, spell.startAt, spell.minutes[0]?.minute);
  for (const pm of spell.minutes) {
    // The shown minute moves on each minute; in stoppage it stays, with the added time announced.
    rec.tick(pm.at, pm.minute, pm.added > 0 ? spell.addedTime : 0);
    if (pm.added === 0 && pm.minute % 5 === 0) rec.stats(pm.at);
    const time = { minute: pm.minute, added: pm.added, period: spell.period };
    // A goal under review is taken back as the next minute starts, before anything else in it.
    if (ctx.pendingCancel) cancelGoal(ctx, { ...time, at: pm.at });
    for (const happening of drawMinute(ctx, spell, pm)) {
      happening.run({ ...time, at: pm.at + happening.offset });
      if (ctx.over) return;
    }
    background(ctx, spell, pm);
  }
  // A goal scored in the half's last minute stands: the review is over at the whistle.
  ctx.pendingCancel = null;
}
