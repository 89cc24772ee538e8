// The simulator's own model, between its parts: the catalogue (who plays), the schedule (when), the match
// engines (what happens) and the odds model (what bookmakers offer). Only FeedChange leaves the simulator.
import type {
  FeedChange,
  FeedCompetition,
  FeedFixture,
  FeedPlayer,
  FeedTeam,
  Sport,
} from '../types';
import type { Rng } from './rng';

/** Weekday 0 = Sunday … 6 = Saturday, as Date.getUTCDay() counts. */
export type Weekday = 0 | 1 | 2 | 3 | 4 | 5 | 6;

export interface CompetitionSpec extends Omit<FeedCompetition, 'season'> {
  /** The season as the site labels it: 2026/27, 2026. */
  seasonName: string;
  /** Where the matches are played: UTC offset in hours (winter), to turn local kick-off slots into instants. */
  utcOffset: number;
  /** Local kick-off times (HH:mm) per weekday on which this competition plays. */
  slots: Partial<Record<Weekday, string[]>>;
  /** league: double round robin, one round per playing week; knockout: single-leg ties, draws decided on the day. */
  format: 'league' | 'knockout';
  /** Basketball rules: 4×12 min (NBA) or 4×10 min (FIBA). Football leaves it unset. */
  rules?: 'nba' | 'fiba';
  /** Teams by id; a knockout competition draws them from leagues (same ids, no copies). */
  teamIds: number[];
  /** Where a knockout competition's final is played (a neutral ground). */
  finalVenue?: string;
}

export interface TeamSpec extends FeedTeam {
  /** 0-100: how good the side is; the engines and the odds model read strength from it. */
  rating: number;
  /** Key of the name pool its players are drawn from (e.g. 'england', 'china', 'usa'). */
  namePool: string;
  /** Home stadium or arena, when known: the venue of its home fixtures. */
  venue?: string;
}

export interface Catalogue {
  competitions: CompetitionSpec[];
  teams: TeamSpec[];
  /** The squad of a team (deterministic for a seed): football 23-26 players, basketball 13-15. */
  squad(teamId: number): FeedPlayer[];
}

/** A fixture as the simulator's schedule makes it. */
export interface SimFixture extends FeedFixture {
  /** A knockout tie: the side the cup's draw sends through (later rounds are drawn with it). */
  advances?: number;
}

/** What an engine needs to play one match. */
export interface MatchInput {
  fixture: SimFixture;
  competition: CompetitionSpec;
  home: TeamSpec;
  away: TeamSpec;
  homeSquad: FeedPlayer[];
  awaySquad: FeedPlayer[];
  /** This match's own generator (forked from the seed by match id). */
  rng: Rng;
}

/**
 * The whole life of one match, decided at once: every change with its instant (`at`, Unix ms, in the
 * simulator's clock), sorted by `at`. The runner delivers the ones whose time has come; a finished match
 * is simply a script whose last change is in the past. Ends with the final `live` state.
 */
export type MatchScript = FeedChange[];

export type MatchEngine = (input: MatchInput) => MatchScript;

export type { FeedFixture, FeedPlayer, Sport };
