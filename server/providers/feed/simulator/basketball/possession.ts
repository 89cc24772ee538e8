// One possession, play by play: a turnover, a foul, or a shot (two or three, made or missed, maybe
// fouled, blocked or assisted), rebounds that keep it alive, free throws. Rates are the modern NBA's
// per team and game: ~13-15 turnovers (half with a steal), ~40 % of shots from three, ~25 % of misses
// rebounded by the offence, ~20-25 free throws at ~78 %, assists on ~60 % of made field goals.
import type { Match, ShotKind, TeamInPlay } from './match';
import type { PlayerProfile } from './players';

const rates = {
  turnover: 0.125,
  /** After an offensive rebound the ball is already in good hands. */
  turnoverAfterRebound: 0.05,
  stealShare: 0.55,
  offensiveFoulShare: 0.15,
  /** A defensive foul away from the shot (reach-in, hold): a side-out, or two shots in the bonus. */
  commonFoul: 0.1,
  make: { three: 0.35, paint: 0.57, mid: 0.39 } satisfies Record<ShotKind, number>,
  fastBreakMake: 0.7,
  shootingFoul: { three: 0.015, paint: 0.17, mid: 0.05 } satisfies Record<ShotKind, number>,
  /** A fouled shot still goes in this share of its usual chance (the and-one). */
  andOneMake: 0.45,
  block: { three: 0.03, paint: 0.2, mid: 0.07 } satisfies Record<ShotKind, number>,
  assist: { three: 0.82, paint: 0.55, mid: 0.55 } satisfies Record<ShotKind, number>,
  offensiveRebound: 0.26,
  offensiveReboundFreeThrow: 0.13,
  /** What starts a fast break on the next trip: a steal, or a defensive rebound. */
  fastBreakAfterSteal: 0.55,
  fastBreakAfterRebound: 0.22,
  /** Make chances of a shot at the horn, and of one late in the clock against a set defence. */
  buzzerMake: 0.75,
  lateClockMake: 0.82,
  /** Edge lost per point of lead beyond four (up to twenty). */
  complacency: 0.012,
};

export interface PossessionResult {
  /** The other team's next possession starts as a fast break. */
  fastBreakNext: boolean;
  /** The ball went dead (foul, free throws, turnover out of bounds): coaches may substitute. */
  deadBall: boolean;
}

interface Plan {
  /** Seconds the offence takes before its action; 0 means "play normally". */
  seconds: number;
  /** Trailing by three late: a three it must be. */
  needThree: boolean;
  /** Trailing by more late: threes, fast. */
  hurry: boolean;
  /** The defence trails late and fouls on purpose to stop the clock. */
  intentionalFoul: boolean;
  /** Down two late: a two to force overtime. */
  twoToTie: boolean;
  /** A shot late in the clock against a set defence that knows it is coming. */
  lateClock: boolean;
}

/** End-of-period tactics: hold for the last shot, milk a lead, chase with threes, foul to stop the clock. */
function planFor(m: Match, offence: TeamInPlay): Plan {
  const plan: Plan = {
    seconds: 0,
    needThree: false,
    hurry: false,
    intentionalFoul: false,
    twoToTie: false,
    lateClock: false,
  };
  const diff = offence.score - m.opponent(offence).score;
  const clock = m.clock;
  if (m.deciding && clock <= 60) {
    const fouling =
      clock >= 3 &&
      ((diff >= 4 && diff <= 9 && clock <= 45) || (diff >= 1 && diff <= 2 && clock <= 24));
    if (fouling && m.rng.chance(0.85)) {
      plan.intentionalFoul = true;
      plan.seconds = m.rng.int(2, 5);
    } else if (diff > 0) {
      plan.seconds = m.rng.int(18, 24);
      plan.lateClock = true;
    } else if (diff < 0) {
      // Down one or two with the last shot to come: take it late, and go for the tie inside.
      plan.lateClock = diff >= -2 && clock <= 20;
      plan.seconds = plan.lateClock ? Math.max(1, clock - m.rng.int(1, 4)) : m.rng.int(4, 9);
      plan.needThree = diff === -3 && m.rng.chance(0.95);
      plan.hurry = diff <= -4;
      plan.twoToTie = diff === -2 && m.rng.chance(0.8);
    } else if (clock <= 35) {
      // Level: hold for the last shot, leaving the other side no time.
      plan.seconds = Math.max(1, clock - m.rng.int(0, 3));
      plan.lateClock = true;
    }
  } else if (clock <= 24) {
    // Shot clock off: play for the last shot of the period.
    plan.seconds = Math.max(1, clock - m.rng.int(0, 3));
    plan.lateClock = true;
  }
  return plan;
}

const pickBy = (
  m: Match,
  players: readonly PlayerProfile[],
  weight: (p: PlayerProfile) => number,
) => m.rng.weighted(players, weight);

/** Who commits a defensive foul: the physical ones, less so a player who is already in foul trouble. */
const pickFouler = (m: Match, defence: TeamInPlay): PlayerProfile =>
  pickBy(m, defence.onCourt, (p) => p.fouling * (m.rules.foulOut - m.line(defence, p).fouls));

function shootFreeThrows(
  m: Match,
  team: TeamInPlay,
  shooter: PlayerProfile,
  total: number,
): number[] {
  const line = m.line(team, shooter);
  const results: number[] = [];
  for (let i = 0; i < total; i++) {
    const made = m.rng.chance(shooter.freeThrow);
    line.freeThrowsTotal++;
    if (made) line.freeThrowsScored++;
    results.push(made ? 1 : 0);
  }
  return results;
}

function creditAssist(
  m: Match,
  team: TeamInPlay,
  shooter: PlayerProfile,
  kind: ShotKind,
  how: { fast: boolean; putback: boolean },
) {
  // A tip-in off the rim has nobody to thank; a kick-out three after a board often does.
  const chance = how.fast ? 0.6 : how.putback && kind !== 'three' ? 0.1 : rates.assist[kind];
  if (!m.rng.chance(chance)) return null;
  const passers = team.onCourt.filter((p) => p !== shooter);
  if (passers.length === 0) return null;
  const passer = pickBy(m, passers, (p) => p.passing);
  m.line(team, passer).assists++;
  return passer;
}

/** A miss: who gets the ball. Returns true when the offence keeps it. */
function rebound(m: Match, offence: TeamInPlay, afterFreeThrow: boolean): boolean {
  const defence = m.opponent(offence);
  const offensive = m.rng.chance(
    afterFreeThrow ? rates.offensiveReboundFreeThrow : rates.offensiveRebound,
  );
  const team = offensive ? offence : defence;
  // Offensive boards go to the bigs even more than defensive ones.
  const power = offensive ? 1.4 : 1;
  const taker = pickBy(m, team.onCourt, (p) => p.rebounding ** power);
  const line = m.line(team, taker);
  if (offensive) line.offensiveRebounds++;
  else line.defensiveRebounds++;
  return offensive;
}

function scoreFreeThrows(
  m: Match,
  team: TeamInPlay,
  shooter: PlayerProfile,
  results: number[],
): void {
  const made = results.reduce((sum, r) => sum + r, 0);
  if (made === 0) return;
  m.score({
    team,
    player: shooter,
    kind: 'freeThrows',
    points: made,
    assist: null,
    andOne: null,
    freeThrows: { made, total: results.length },
    fastBreak: false,
    putback: false,
    buzzer: false,
  });
}

/** A trip to the line; true when the offence keeps the ball (an offensive board off the last miss). */
function freeThrowTrip(m: Match, team: TeamInPlay, shooter: PlayerProfile, total: number): boolean {
  m.pause(m.rng.between(25_000, 45_000) + (total - 2) * 10_000);
  const results = shootFreeThrows(m, team, shooter, total);
  scoreFreeThrows(m, team, shooter, results);
  if (results[results.length - 1] === 1) return false;
  return rebound(m, team, true);
}

const chooseShot = (m: Match, shooter: PlayerProfile, plan: Plan, fast: boolean): ShotKind => {
  const threeRate = plan.needThree
    ? 1
    : plan.twoToTie
      ? 0
      : plan.hurry
        ? Math.max(0.7, shooter.threeRate)
        : fast
          ? 0.15
          : shooter.threeRate;
  if (m.rng.chance(threeRate)) return 'three';
  return m.rng.chance(fast ? 0.9 : shooter.paintRate) ? 'paint' : 'mid';
};

/**
 * The offence's edge on this trip. A big lead shrinks it (the leader eases off, the trailer presses):
 * the reason real margins are narrower than shooting luck alone would make them.
 */
function edgeNow(m: Match, offence: TeamInPlay): number {
  const lead = offence.score - m.opponent(offence).score;
  return offence.edge - rates.complacency * Math.min(20, Math.max(0, lead - 4));
}

export function playPossession(
  m: Match,
  offence: TeamInPlay,
  fastBreak: boolean,
): PossessionResult {
  const defence = m.opponent(offence);
  const rng = m.rng;
  const edge = edgeNow(m, offence);
  let fast = fastBreak;
  let putback = false;
  let first = true;
  while (m.clock > 0) {
    const plan = planFor(m, offence);

    if (plan.intentionalFoul) {
      m.tick(Math.min(m.clock - 1, plan.seconds));
      const fouler = pickFouler(m, defence);
      const fouled = pickBy(m, offence.onCourt, (p) => p.usage);
      m.foul(defence, fouler);
      if (!freeThrowTrip(m, offence, fouled, 2)) return { fastBreakNext: false, deadBall: true };
      putback = true;
      first = false;
      continue;
    }

    let seconds: number;
    if (plan.seconds > 0) seconds = plan.seconds;
    else if (fast) seconds = rng.int(3, 7);
    else if (putback) seconds = rng.int(2, 9);
    else if (first) seconds = Math.round(Math.min(24, Math.max(4, rng.normal(m.tempo, 5))));
    else seconds = rng.int(3, 12);
    const buzzer = seconds >= m.clock;
    if (buzzer) seconds = m.clock;

    // Turnover: lost before a shot goes up.
    const turnoverChance = (first ? rates.turnover : rates.turnoverAfterRebound) * (2 - edge);
    if (!buzzer && !plan.needThree && rng.chance(turnoverChance)) {
      m.tick(rng.int(1, seconds));
      const loser = pickBy(m, offence.onCourt, (p) => p.handling);
      m.line(offence, loser).turnovers++;
      if (rng.chance(rates.stealShare)) {
        const thief = pickBy(m, defence.onCourt, (p) => p.stealing);
        m.line(defence, thief).steals++;
        return { fastBreakNext: rng.chance(rates.fastBreakAfterSteal), deadBall: false };
      }
      if (rng.chance(rates.offensiveFoulShare)) m.foul(offence, loser);
      m.pause(rng.between(8_000, 18_000));
      return { fastBreakNext: false, deadBall: true };
    }

    // A foul away from the ball: a side-out, or two free throws once the defence is in the bonus.
    if (!buzzer && rng.chance(rates.commonFoul * m.rules.foulRate)) {
      m.tick(rng.int(1, seconds));
      const fouler = pickFouler(m, defence);
      m.foul(defence, fouler);
      if (defence.periodFouls > m.rules.bonusAfter) {
        const fouled = pickBy(m, offence.onCourt, (p) => p.drawsFouls * p.usage);
        if (!freeThrowTrip(m, offence, fouled, 2)) return { fastBreakNext: false, deadBall: true };
        putback = true;
      } else {
        m.pause(rng.between(12_000, 25_000));
        putback = false;
      }
      fast = false;
      first = false;
      continue;
    }

    // The shot.
    m.tick(seconds);
    const shooter = pickBy(m, offence.onCourt, (p) => p.usage);
    const kind = chooseShot(m, shooter, plan, fast);
    const base = fast && kind === 'paint' ? rates.fastBreakMake : rates.make[kind];
    const putbackBonus = putback && kind === 'paint' ? 0.05 : 0;
    const pressure = buzzer ? rates.buzzerMake : plan.lateClock ? rates.lateClockMake : 1;
    const makeChance = Math.min(0.95, (base + putbackBonus) * shooter.shooting * edge * pressure);
    const fouled = !buzzer && rng.chance(rates.shootingFoul[kind]);
    const made = rng.chance(fouled ? makeChance * rates.andOneMake : makeChance);
    const shooterLine = m.line(offence, shooter);
    if (fouled) m.foul(defence, pickFouler(m, defence));

    if (made) {
      shooterLine.fieldGoalsScored++;
      shooterLine.fieldGoalsTotal++;
      if (kind === 'three') {
        shooterLine.threePointsScored++;
        shooterLine.threePointsTotal++;
      }
      for (const p of offence.onCourt) m.line(offence, p).teamFieldGoalsOnCourt++;
      const assist = creditAssist(m, offence, shooter, kind, { fast, putback });
      let andOne: boolean | null = null;
      if (fouled) {
        m.pause(rng.between(20_000, 35_000));
        andOne = shootFreeThrows(m, offence, shooter, 1)[0] === 1;
      }
      m.score({
        team: offence,
        player: shooter,
        kind,
        points: (kind === 'three' ? 3 : 2) + (andOne ? 1 : 0),
        assist,
        andOne,
        freeThrows: null,
        fastBreak: fast,
        putback,
        buzzer,
      });
      // A missed and-one is a live ball like any missed free throw.
      if (andOne === false && rebound(m, offence, true)) {
        putback = true;
        fast = false;
        first = false;
        continue;
      }
      // In the last two minutes of the game the clock stops after a basket.
      if (m.deciding && m.clock <= 120) m.pause(rng.between(5_000, 12_000));
      return { fastBreakNext: false, deadBall: fouled };
    }

    if (fouled) {
      // A fouled miss is no field goal attempt: two or three shots instead.
      if (!freeThrowTrip(m, offence, shooter, kind === 'three' ? 3 : 2)) {
        return { fastBreakNext: false, deadBall: true };
      }
      putback = true;
      fast = false;
      first = false;
      continue;
    }

    shooterLine.fieldGoalsTotal++;
    if (kind === 'three') shooterLine.threePointsTotal++;
    if (rng.chance(rates.block[kind])) {
      const blocker = pickBy(m, defence.onCourt, (p) => p.blocking);
      m.line(defence, blocker).blocks++;
    }
    // A miss at the horn: nobody rebounds, the period is over.
    if (m.clock === 0) return { fastBreakNext: false, deadBall: true };
    if (rebound(m, offence, false)) {
      putback = true;
      fast = false;
      first = false;
      continue;
    }
    return { fastBreakNext: rng.chance(rates.fastBreakAfterRebound), deadBall: false };
  }
  return { fastBreakNext: false, deadBall: true };
}
