// The bench's decisions after a possession: timeouts (to stop a run, to set up late plays) and
// substitutions at dead balls, through the rotation's plan.
import type { Match, TeamInPlay } from './match';
import { chooseFive, type RotationMode } from './rotation';
import { regulationSeconds } from './rules';

/** How the coach reads the game: blow-outs empty the bench, tight finishes bring the starters back. */
function modeFor(m: Match, team: TeamInPlay): RotationMode {
  if (m.period > 4) return 'closing';
  if (m.period < 4) return 'normal';
  const margin = Math.abs(team.score - m.opponent(team).score);
  if ((m.clock <= 300 && margin >= 18) || (m.clock <= 480 && margin >= 25)) return 'garbage';
  if (m.clock <= 300 && margin <= 12) return 'closing';
  return 'normal';
}

/** Coaches change the five at dead balls, and not every minute (stints of a few minutes). */
const minSecondsBetweenChanges = 90;

/** Puts the five the situation calls for on the floor; `start` opens the 1st and 3rd quarters. */
export function rotate(m: Match, team: TeamInPlay, how: 'deadBall' | 'forced' | 'start'): void {
  const mode = how === 'start' ? 'start' : modeFor(m, team);
  if (
    how === 'deadBall' &&
    mode === 'normal' &&
    m.elapsed - team.lastChangeAt < minSecondsBetweenChanges
  )
    return;
  const regulation = regulationSeconds(m.rules);
  const five = chooseFive(
    team.lines.map((line) => ({
      profile: line.profile,
      starter: line.starter,
      onCourt: team.onCourt.includes(line.profile),
      secondsPlayed: line.secondsPlayed,
      fouls: line.fouls,
      plannedSeconds: team.plan.get(line.profile.player.id) ?? 0,
    })),
    {
      mode,
      progress: Math.min(1, m.elapsed / regulation),
      period: m.period,
      clock: m.clock,
      foulOut: m.rules.foulOut,
    },
  );
  const next = five.map((s) => s.profile);
  if (next.some((p) => !team.onCourt.includes(p))) team.lastChangeAt = m.elapsed;
  team.onCourt = next;
}

/**
 * Whether `team`, about to bring the ball up, calls a timeout: to stop an opponent's run (most of the
 * time at 8-0), to draw up plays in a close finish, and now and then for no reason the feed can see.
 */
export function maybeTimeout(m: Match, team: TeamInPlay): boolean {
  if (team.timeoutsLeft <= 0) return false;
  const { run } = m;
  let chance = 0.012;
  const againstRun = run.team !== null && run.team !== team && !run.answeredByTimeout;
  if (againstRun && run.points >= 8) chance = 0.6;
  else if (againstRun && run.points >= 6) chance = 0.25;
  const margin = Math.abs(team.score - m.opponent(team).score);
  if (m.deciding && m.clock <= 120 && margin <= 6) chance = Math.max(chance, 0.3);
  if (!m.rng.chance(chance)) return false;
  team.timeoutsLeft--;
  if (againstRun) run.answeredByTimeout = true;
  m.pause(m.rng.between(...m.rules.timeoutMs));
  return true;
}
