// The basketball match engine: one match's whole life from its rng, as feed changes in time order.
// Line-ups an hour before, tip-off, possessions spread over real time (the clock stops: a 48-minute NBA
// game takes ~2h15), breaks, overtimes until someone leads, and the rare postponed or interrupted game.
import type { FeedPlayer } from '../../types';
import type { MatchEngine, MatchInput, MatchScript, TeamSpec } from '../model';
import type { Rng } from '../rng';
import { maybeTimeout, rotate } from './coaching';
import { runText, scoreText } from './commentary';
import { decideFate } from './fate';
import { Match, newTeam, type TeamInPlay } from './match';
import { profileOf } from './players';
import { playPossession } from './possession';
import { Reporter } from './report';
import { minutesPlan, pickStarters } from './rotation';
import {
  type BasketballRules,
  periodSeconds,
  regulationSeconds,
  rulesFor,
  timeoutsAtPeriodStart,
} from './rules';
import { BasketballState, breakState, playingState } from './states';
import { edgeOf } from './strength';

const minute = 60_000;
/** Box score and team stats go out every two minutes of game time. */
const figuresEvery = 120;
/** A run worth a timeline line. */
const runWorthReporting = 10;
/** Mean seconds to the first action of a possession at the rules' mean pace (tuned to ~100 per 48). */
const baseTempo = { nba: 16.5, fiba: 19.3 };

function prepareTeam(
  rng: Rng,
  side: 'home' | 'away',
  spec: TeamSpec,
  squad: readonly FeedPlayer[],
  opponent: TeamSpec,
  rules: BasketballRules,
  neutral: boolean,
): TeamInPlay {
  const profiles = squad.map(profileOf);
  const starters = pickStarters(profiles);
  const starterSet = new Set(starters.map((s) => s.profile));
  // Box score order: the starting five by spot, then the bench in squad order.
  const ordered = [
    ...starters.map((s) => s.profile),
    ...profiles.filter((p) => !starterSet.has(p)),
  ];
  const plan = minutesPlan(rng, ordered, starterSet, regulationSeconds(rules));
  const edge = edgeOf(rng, spec.rating, opponent.rating, neutral ? 'neutral' : side);
  return newTeam(side, spec, ordered, starters, plan, edge);
}

export const playBasketball: MatchEngine = (input: MatchInput): MatchScript => {
  const { fixture, rng } = input;
  const rules = rulesFor(input.competition);
  const report = new Reporter(fixture);
  const fate = decideFate(rng);

  if (fate.kind === 'postponed' || fate.kind === 'cancelled' || fate.kind === 'toBeDetermined') {
    report.before(fixture.kickoffAt - Math.round(fate.noticeMs), BasketballState[fate.kind]);
    return report.changes;
  }

  const home = prepareTeam(
    rng,
    'home',
    input.home,
    input.homeSquad,
    input.away,
    rules,
    fixture.neutral,
  );
  const away = prepareTeam(
    rng,
    'away',
    input.away,
    input.awaySquad,
    input.home,
    rules,
    fixture.neutral,
  );
  const lineupsAt = fixture.kickoffAt - 60 * minute;
  report.lineups(lineupsAt, [home, away]);
  report.before(lineupsAt, BasketballState.notStarted);

  // Tip-off is rarely on the listed minute: the anthems, the introductions.
  const tipOff = fixture.kickoffAt + Math.round(rng.between(0, 6) * minute);
  const m = new Match(rng, rules, home, away, tipOff);
  const pace = Math.max(0.8 * rules.pace.mean, rng.normal(rules.pace.mean, rules.pace.sd));
  m.tempo = baseTempo[rules.book] * (rules.pace.mean / pace);

  m.onScore = (play) => {
    report.live(m, playingState(m.period), periodStartAt);
    report.event(m, {
      kind: 'score',
      team: play.team,
      playerId: play.player.player.id,
      playerName: play.player.player.name,
      relatedPlayerName: play.assist?.player.name ?? '',
      text: scoreText(rng, play, home.score, away.score),
    });
    if (m.run.points >= runWorthReporting && !m.run.reported) {
      m.run.reported = true;
      report.event(m, {
        kind: 'run',
        team: play.team,
        playerId: null,
        playerName: '',
        relatedPlayerName: '',
        text: runText(play.team.spec.shortName, m.run.points, home.score, away.score),
      });
    }
  };
  m.onFoulOut = (team) => rotate(m, team, 'forced');

  let periodStartAt: number | null = null;
  let lastFiguresAt = -1;
  const figures = () => {
    if (lastFiguresAt === m.elapsed) return;
    lastFiguresAt = m.elapsed;
    report.figures(m);
  };
  let interruptAt =
    fate.kind === 'interrupted' ? Math.round(fate.atShare * regulationSeconds(rules)) : Infinity;
  const tipWinner = rng.chance(0.5) ? home : away;

  for (let period = 1; period <= 4 || home.score === away.score; period++) {
    if (period > 1) {
      m.pause(
        period === 3 ? rules.halfTimeMs : period > 4 ? rules.overtimeBreakMs : rules.quarterBreakMs,
      );
    }
    m.period = period;
    m.clock = periodSeconds(rules, period);
    for (const team of [home, away]) {
      team.periods.push(0);
      team.periodFouls = 0;
      team.timeoutsLeft = timeoutsAtPeriodStart(rules, period, team.timeoutsLeft);
      rotate(m, team, period === 1 || period === 3 ? 'start' : 'deadBall');
    }
    periodStartAt = m.wall;
    report.live(m, playingState(period), periodStartAt);

    const who = rules.quarterPossession[period - 1];
    let offence =
      who === 'winner'
        ? tipWinner
        : who === 'loser'
          ? m.opponent(tipWinner)
          : rng.pick([home, away]);
    let fastBreak = false;
    while (m.clock > 0) {
      const result = playPossession(m, offence, fastBreak);
      fastBreak = result.fastBreakNext;
      offence = m.opponent(offence);
      // Dead time the box score never shows: inbounds, out of bounds, replays.
      m.pause(rng.between(4_000, 10_000));
      if (rng.chance(0.015)) m.pause(rng.between(60_000, 120_000));

      if (m.elapsed >= interruptAt && fate.kind === 'interrupted') {
        interruptAt = Infinity;
        report.live(m, BasketballState.interrupted, null);
        m.pause(fate.stopMs);
        if (fate.abandoned) {
          figures();
          report.live(m, BasketballState.abandoned, null);
          return report.changes;
        }
        report.live(m, playingState(period), periodStartAt);
        rotate(m, home, 'forced');
        rotate(m, away, 'forced');
      }
      const timeout = m.clock > 0 && maybeTimeout(m, offence);
      if (m.clock > 0 && (result.deadBall || timeout)) {
        rotate(m, home, timeout ? 'forced' : 'deadBall');
        rotate(m, away, timeout ? 'forced' : 'deadBall');
      }
      if (m.elapsed - lastFiguresAt >= figuresEvery && m.clock > 0) figures();
    }

    periodStartAt = null;
    const over = period >= 4 && home.score !== away.score;
    if (over) m.pause(rng.between(5_000, 20_000));
    figures();
    report.live(m, over ? BasketballState.finished : breakState(period), null);
  }
  return report.changes;
};
