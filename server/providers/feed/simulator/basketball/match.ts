// The state of one game while it is simulated: both teams on the floor, the scoreboard, the game clock
// and the wall clock. Possessions act on it; the engine listens for scoring plays and reports them.
import type { TeamSpec } from '../model';
import type { Rng } from '../rng';
import { newLine, type PlayerLine } from './box-score';
import type { PlayerProfile, Slot } from './players';
import type { BasketballRules } from './rules';

export interface TeamInPlay {
  side: 'home' | 'away';
  spec: TeamSpec;
  /** Every squad member's line, in squad order (the box score's order). */
  lines: PlayerLine[];
  lineOf: Map<PlayerProfile, PlayerLine>;
  starters: Set<PlayerProfile>;
  /** Planned seconds over regulation, by player id. */
  plan: Map<number, number>;
  onCourt: PlayerProfile[];
  score: number;
  /** Points per period: quarters, then overtimes. */
  periods: number[];
  /** Team fouls in the current period (the bonus counts them). */
  periodFouls: number;
  fouls: number;
  timeoutsLeft: number;
  fastBreakPoints: number;
  pointsInPaint: number;
  biggestLead: number;
  /** Multiplier on this side's make chances: rating against the opponent's, home court, the night's form. */
  edge: number;
  /** Game seconds played when the coach last changed the five. */
  lastChangeAt: number;
}

export type ShotKind = 'three' | 'paint' | 'mid';

export interface ScoringPlay {
  team: TeamInPlay;
  player: PlayerProfile;
  /** A made field goal (with its and-one, if any), or a trip to the line with at least one made. */
  kind: ShotKind | 'freeThrows';
  points: number;
  assist: PlayerProfile | null;
  /** The extra free throw of an and-one: made or missed; null when there was none. */
  andOne: boolean | null;
  freeThrows: { made: number; total: number } | null;
  fastBreak: boolean;
  putback: boolean;
  /** Released as the period's clock ran out. */
  buzzer: boolean;
}

export interface ScoringRun {
  team: TeamInPlay | null;
  points: number;
  reported: boolean;
  answeredByTimeout: boolean;
}

export function newTeam(
  side: 'home' | 'away',
  spec: TeamSpec,
  profiles: readonly PlayerProfile[],
  starters: readonly { slot: Slot; profile: PlayerProfile }[],
  plan: Map<number, number>,
  edge: number,
): TeamInPlay {
  const slotOf = new Map(starters.map((s) => [s.profile, s.slot]));
  const lines = profiles.map((p) => {
    const slot = slotOf.get(p);
    return newLine(p, side, slot !== undefined, slot ?? p.player.position);
  });
  return {
    side,
    spec,
    lines,
    lineOf: new Map(lines.map((line) => [line.profile, line])),
    starters: new Set(starters.map((s) => s.profile)),
    plan,
    onCourt: starters.map((s) => s.profile),
    score: 0,
    periods: [],
    periodFouls: 0,
    fouls: 0,
    timeoutsLeft: 0,
    fastBreakPoints: 0,
    pointsInPaint: 0,
    biggestLead: 0,
    edge,
    lastChangeAt: 0,
  };
}

export class Match {
  /** 1-4 quarters, 5 and up overtimes; 0 before tip-off. */
  period = 0;
  /** Game clock left in the period, whole seconds. */
  clock = 0;
  /** Game seconds played so far. */
  elapsed = 0;
  /** Mean seconds an offence takes to its first action: tonight's pace. */
  tempo = 14;
  run: ScoringRun = { team: null, points: 0, reported: false, answeredByTimeout: false };
  /** Hears every scoring play as it happens (the engine turns it into feed changes). */
  onScore: (play: ScoringPlay) => void = () => {};
  /** Puts a fresh player on for one who just fouled out (the engine's rotation decides who). */
  onFoulOut: (team: TeamInPlay) => void = () => {};

  constructor(
    readonly rng: Rng,
    readonly rules: BasketballRules,
    readonly home: TeamInPlay,
    readonly away: TeamInPlay,
    /** The wall clock, Unix ms. */
    public wall: number,
  ) {}

  opponent(team: TeamInPlay): TeamInPlay {
    return team === this.home ? this.away : this.home;
  }

  line(team: TeamInPlay, profile: PlayerProfile): PlayerLine {
    const line = team.lineOf.get(profile);
    if (!line) throw new Error(`player ${profile.player.id} is not in the ${team.side} squad`);
    return line;
  }

  /** The clock runs: game and wall time pass, and the ten on the floor play them. */
  tick(seconds: number): void {
    const s = Math.max(0, Math.min(seconds, this.clock));
    this.clock -= s;
    this.elapsed += s;
    this.wall += s * 1000;
    for (const team of [this.home, this.away]) {
      for (const p of team.onCourt) this.line(team, p).secondsPlayed += s;
    }
  }

  /** The clock is stopped: only wall time passes. */
  pause(ms: number): void {
    this.wall += Math.round(ms);
  }

  /** The last quarter or an overtime: where end-of-game tactics apply. */
  get deciding(): boolean {
    return this.period >= 4;
  }

  foul(team: TeamInPlay, profile: PlayerProfile): void {
    const line = this.line(team, profile);
    line.fouls++;
    team.fouls++;
    team.periodFouls++;
    if (line.fouls >= this.rules.foulOut) this.onFoulOut(team);
  }

  /** Points go on the board: score, period, lead, run, and the listeners hear of it. */
  score(play: ScoringPlay): void {
    const { team } = play;
    team.score += play.points;
    const last = team.periods.length - 1;
    team.periods[last] = (team.periods[last] ?? 0) + play.points;
    if (play.kind === 'paint') team.pointsInPaint += 2;
    if (play.fastBreak) team.fastBreakPoints += play.points;
    team.biggestLead = Math.max(team.biggestLead, team.score - this.opponent(team).score);
    if (this.run.team === team) this.run.points += play.points;
    else this.run = { team, points: play.points, reported: false, answeredByTimeout: false };
    this.onScore(play);
  }
}
