// The parts of the provider's answers the adapter reads (API-Football v3, API-Basketball v1), as documented.
export interface Named {
  id: number;
  name: string;
}

export interface FootballFixtureItem {
  fixture: {
    id: number;
    timestamp: number;
    periods?: { first: number | null; second: number | null };
    venue?: { name: string | null } | null;
    status: { short: string; elapsed: number | null; extra?: number | null };
  };
  league: { id: number; name: string; country: string; season: number; round?: string | null };
  teams: { home: Named; away: Named };
  goals: { home: number | null; away: number | null };
  score: {
    halftime: { home: number | null; away: number | null };
    fulltime: { home: number | null; away: number | null };
    extratime: { home: number | null; away: number | null };
    penalty: { home: number | null; away: number | null };
  };
}

export interface FootballEventItem {
  time: { elapsed: number; extra: number | null };
  team: Named;
  player: { id: number | null; name: string | null };
  assist: { id: number | null; name: string | null };
  /** Goal | Card | subst | Var */
  type: string;
  /** Normal Goal, Own Goal, Penalty, Missed Penalty, Yellow Card, Red Card, Second Yellow card, Substitution 1… */
  detail: string;
  comments: string | null;
}

export interface FootballLineupItem {
  team: Named;
  formation: string | null;
  startXI: { player: { id: number; name: string; number: number | null; pos: string | null } }[];
  substitutes: {
    player: { id: number; name: string; number: number | null; pos: string | null };
  }[];
}

export interface FootballStatisticsItem {
  team: Named;
  statistics: { type: string; value: number | string | null }[];
}

export interface StandingRow {
  rank: number;
  team: Named;
  group: string | null;
}

export interface FootballStandingsItem {
  league: { id: number; name: string; country: string; season: number; standings: StandingRow[][] };
}

export interface OddsItem {
  fixture?: { id: number };
  game?: { id: number };
  bookmakers: {
    id: number;
    name: string;
    bets: { id: number; name: string; values: { value: string; odd: string }[] }[];
  }[];
}

export interface BasketballQuarterScores {
  quarter_1: number | null;
  quarter_2: number | null;
  quarter_3: number | null;
  quarter_4: number | null;
  over_time: number | null;
  total: number | null;
}

export interface BasketballGameItem {
  id: number;
  timestamp: number;
  venue?: string | null;
  week?: string | null;
  stage?: string | null;
  status: { short: string; timer: string | number | null };
  league: { id: number; name: string; season: string | number };
  country: { name: string };
  teams: { home: Named; away: Named };
  scores: { home: BasketballQuarterScores; away: BasketballQuarterScores };
}

export interface BasketballStandingRow {
  position: number;
  team: Named;
  group: { name: string | null };
  league: { id: number; season: string | number };
}

/** API-Football `odds/live`: in-play odds of one fixture, from one source (the provider names no bookmaker). */
export interface LiveOddsItem {
  fixture: {
    id: number;
    status?: { long?: string; elapsed: number | null; seconds?: string | null };
  };
  league: { id: number; season: number };
  teams?: {
    home: { id: number; goals: number | null };
    away: { id: number; goals: number | null };
  };
  /** stopped: the match is stopped; blocked: bets are closed for now; finished: the match is over. */
  status: { stopped: boolean; blocked: boolean; finished: boolean };
  update?: string;
  odds: {
    id: number;
    name: string;
    values: {
      value: string;
      odd: string;
      /** The line (a handicap or a goals total), null for markets without one. */
      handicap: string | null;
      /** Marks the main line where a market lists several; null when the market has one. */
      main: boolean | null;
      suspended: boolean;
    }[];
  }[];
}

/** Made, attempted and the share made (percent, null when none was attempted). */
export interface ShotCount {
  total: number | null;
  attempts: number | null;
  percentage: number | string | null;
}

/** API-Basketball `games/statistics/players`: one player's line in one game (no steals, blocks, turnovers,
 *  fouls or split rebounds per player, no shirt number or position). */
export interface BasketballPlayerStatItem {
  game: { id: number };
  team: { id: number };
  player: { id: number; name: string };
  /** starters | bench */
  type: string | null;
  /** "35:48" */
  minutes: string | null;
  field_goals: ShotCount;
  threepoint_goals: ShotCount;
  freethrows_goals: ShotCount;
  rebounds: { total: number | null };
  assists: number | null;
  points: number | null;
}

/** API-Basketball `games/statistics/teams`: one side's totals in one game. */
export interface BasketballTeamStatItem {
  game: { id: number };
  team: { id: number };
  personal_fouls: number | null;
}
