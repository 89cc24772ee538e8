// What an article may say, as plain data gathered from the feed's tables (gather.ts): the templates turn
// these facts into prose and never add one of their own.
import type { TeamStats } from '../../../../contract/match';

export type Sport = 'football' | 'basketball';
export type SideKey = 'home' | 'away';

export interface TeamFact {
  id: number;
  /** The short name lists and titles use (曼城). */
  name: string;
  fullName: string;
}

export interface MatchFact {
  id: number;
  sport: Sport;
  competitionId: number;
  /** Short name (英超). */
  competition: string;
  round: string;
  kickoffAt: number;
  venue: string;
  knockout: boolean;
  neutral: boolean;
  home: TeamFact;
  away: TeamFact;
}

export interface TablePlace {
  rank: number;
  played: number;
  won: number;
  drawn: number;
  lost: number;
  points: number;
}

export interface TableFact {
  size: number;
  before: Record<SideKey, TablePlace>;
  after: Record<SideKey, TablePlace>;
}

export interface GoalFact {
  minute: number;
  addedMinute: number;
  /** 1 first half, 2 second half, 3 extra time. */
  period: number;
  /** The side the goal counts for (an own goal's scorer plays for the other side). */
  side: SideKey;
  player: string;
  assist: string;
  kind: 'goal' | 'ownGoal' | 'penaltyGoal';
  homeScore: number;
  awayScore: number;
}

export interface CardFact {
  minute: number;
  addedMinute: number;
  side: SideKey;
  player: string;
  kind: 'yellowCard' | 'secondYellow' | 'redCard';
}

export interface MissedPenaltyFact {
  minute: number;
  addedMinute: number;
  side: SideKey;
  player: string;
}

export interface FootballReportFacts extends MatchFact {
  score: Record<SideKey, number>;
  half: Record<SideKey, number> | null;
  /** Shoot-out goals; null when there was none. */
  penalties: Record<SideKey, number> | null;
  goals: GoalFact[];
  cards: CardFact[];
  missedPenalties: MissedPenaltyFact[];
  stats: Record<SideKey, TeamStats> | null;
  table: TableFact | null;
}

export interface PlayerLine {
  side: SideKey;
  name: string;
  minutesPlayed: number;
  points: number;
  rebounds: number;
  assists: number;
  steals: number;
  blocks: number;
  threePointsScored: number;
}

export interface BasketballReportFacts extends MatchFact {
  score: Record<SideKey, number>;
  /** Quarter by quarter, then overtimes. */
  periods: { home: number; away: number }[];
  players: PlayerLine[];
  stats: Record<SideKey, TeamStats> | null;
  table: TableFact | null;
}

export interface PastMeeting {
  kickoffAt: number;
  homeId: number;
  homeName: string;
  awayName: string;
  homeScore: number;
  awayScore: number;
}

/** A team's recent results, newest first, from its own point of view. */
export interface FormFact {
  results: ('W' | 'D' | 'L')[];
  scoredFor: number;
  scoredAgainst: number;
}

export interface OddsFact {
  bookmaker: string;
  opening: number[];
  current: number[];
}

export interface PreviewFacts extends MatchFact {
  form: Record<SideKey, FormFact>;
  /** Newest first. */
  meetings: PastMeeting[];
  /** The table now (the match not yet played); null for cups. */
  table: { size: number; home: TablePlace; away: TablePlace } | null;
  odds: { asia: OddsFact | null; europe: OddsFact | null; overUnder: OddsFact | null };
  /** The names of the starters: the announced ones when the feed has them, else the last match's. */
  lineups: Record<SideKey, { names: string[]; announced: boolean }>;
}

export interface Written {
  title: string;
  summary: string;
  body: string;
}
