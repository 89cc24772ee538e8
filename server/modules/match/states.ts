// Match state codes grouped the way queries need them, derived from spec §3's tables in contract/enums
// (the one place that says which code is live, finished or abnormal in each sport).
import { and, eq, inArray, or, type SQL } from 'drizzle-orm';
import {
  basketballMatchPhase,
  basketballMatchStates,
  footballMatchPhase,
  footballMatchStates,
  type MatchPhase,
} from '../../../contract/enums/match-states';
import { matchTypes } from '../../../contract/events';
import { matches } from '../../db/schema';
import type { Sport } from '../../providers/feed/types';

const STATES = { football: footballMatchStates, basketball: basketballMatchStates };
const PHASE_OF = { football: footballMatchPhase, basketball: basketballMatchPhase };

export const phaseOf = (sport: Sport, state: number): MatchPhase => PHASE_OF[sport](state);

/** The codes of a sport in any of the phases. */
export const statesIn = (sport: Sport, ...phases: MatchPhase[]): number[] =>
  Object.entries(STATES[sport])
    .filter(([, s]) => phases.includes(s.phase))
    .map(([code]) => Number(code));

export const NOT_STARTED = 1;
export const LIVE_STATES: Record<Sport, number[]> = {
  football: statesIn('football', 'live'),
  basketball: statesIn('basketball', 'live'),
};
/** Each sport has one full-time code (完场). */
export const FINISHED: Record<Sport, number> = {
  football: statesIn('football', 'finished')[0]!,
  basketball: statesIn('basketball', 'finished')[0]!,
};

/** Matches of either sport whose state is in one of the phases (the codes differ by sport). */
export const inPhase = (...phases: MatchPhase[]): SQL =>
  or(
    ...matchTypes.map((sport) =>
      and(eq(matches.sport, sport), inArray(matches.state, statesIn(sport, ...phases))),
    ),
  )!;

/** Not started or being played: what an anchor can still reserve and what "upcoming" lists hold. */
export const stillAhead = () => inPhase('notStarted', 'live');

/** A reservation or follow can be made only while the match is ahead (not finished, not abnormal). */
export const isAhead = (sport: Sport, state: number) =>
  ['notStarted', 'live'].includes(phaseOf(sport, state));
