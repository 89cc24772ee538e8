// The match-data seam: what a data feed (the built-in simulator, or an adapter over a real sports-data API)
// reports, and the one sink every report goes through (server/modules/match/ingest.ts writes it to the
// database and publishes it on the bus). Ids are the feed's own stable integers; times are Unix ms.
import type { LeagueZone } from '../../../contract/calls/live-library';
import type { MatchType } from '../../../contract/events';

export type Sport = MatchType;

// ---- reference data -------------------------------------------------------------------------

export interface FeedCompetition {
  id: number;
  sport: Sport;
  /** Full Chinese name, e.g. 英格兰超级联赛. */
  name: string;
  /** The name the score lists show, e.g. 英超. */
  shortName: string;
  /** Country or region in Chinese (国际 for continental competitions). */
  country: string;
  kind: 'league' | 'cup';
  /** 1 = top flight; youth, women's and lower leagues are 2 and more. */
  tier: number;
  /** The badge colour of the competition in match lists, #rrggbb. */
  color: string;
  /** Shown under 热门 filters and on the home page. */
  hot: boolean;
  season: { id: number; name: string };
  /** A league table's marked rank ranges (欧冠 1-4, 降级 18-20 …); none for a cup. Per group when it has groups. */
  zones?: LeagueZone[];
}

export interface FeedTeam {
  id: number;
  sport: Sport;
  name: string;
  shortName: string;
  country: string;
  /** The competition whose table the team is in (cups draw from leagues). */
  competitionId: number;
  /** The group of that table the team is ranked in (NBA 东部 / 西部); empty for one table. */
  group?: string;
}

export interface FeedPlayer {
  id: number;
  teamId: number;
  sport: Sport;
  name: string;
  shirtNumber: number;
  /** A position code of spec §3 (football GK, DC, MC…; basketball C, PF, PG…). */
  position: string;
  nationality: string;
  birthYear: number;
  heightCm: number;
}

export interface FeedReference {
  competitions: FeedCompetition[];
  teams: FeedTeam[];
  players: FeedPlayer[];
  bookmakers: { id: number; name: string }[];
}

// ---- fixtures -----------------------------------------------------------------------------

export interface FeedFixture {
  id: number;
  sport: Sport;
  competitionId: number;
  seasonId: number;
  /** As the lists print it: 第12轮, 1/8决赛, 小组赛B组… */
  round: string;
  homeTeamId: number;
  awayTeamId: number;
  kickoffAt: number;
  /** A knockout tie: a draw goes to extra time and penalties (football) or overtime (basketball, always). */
  knockout: boolean;
  neutral: boolean;
  venue: string;
}

// ---- live state ---------------------------------------------------------------------------

/** One side's counters. Football periods: [1st half, 2nd half, extra time]; basketball: quarters then OTs. */
export interface FeedSide {
  score: number;
  /** Football half-time score; null before half-time and in basketball. */
  half: number | null;
  periods: number[];
  /** Penalty shoot-out goals; null when there was none. */
  penalties: number | null;
  red: number;
  yellow: number;
  corners: number;
}

export interface FeedLiveState {
  matchId: number;
  /** Spec §3 match state code of the match's sport. */
  state: number;
  /** When the current period's clock started (football: the half's kick-off); null when no clock runs. */
  periodStartAt: number | null;
  /** Match minute (football) or minutes played (basketball) the feed reports; 0 before kick-off. */
  minute: number;
  /** Football stoppage minutes announced for the current half (the +3 of 45+3); 0 when none. */
  addedTime: number;
  /** Basketball game clock left in the period, in seconds; null in football. */
  clockSeconds: number | null;
  /** Kick-off moved (postponed, to be determined): the new time, else the fixture's. */
  kickoffAt: number;
  home: FeedSide;
  away: FeedSide;
}

export type FeedEventKind =
  | 'goal'
  | 'ownGoal'
  | 'penaltyGoal'
  | 'penaltyMissed'
  | 'yellowCard'
  | 'secondYellow'
  | 'redCard'
  | 'substitution'
  | 'var'
  | 'corner'
  | 'shootoutGoal'
  | 'shootoutMiss'
  /** A goal taken back (VAR): the score after it is the corrected one. The ingest adds one whenever a
   *  football score goes down without it. */
  | 'goalCancelled'
  /** Stored only: the goal a goalCancelled took back, so goal counts (scorers, reports, clips) leave it out. */
  | 'goalRuledOut'
  /** Basketball: a scoring run (e.g. 10-0) worth a line in the timeline. */
  | 'run'
  /** Basketball: a made field goal or free throws worth a line in text commentary. */
  | 'score';

export interface FeedEvent {
  matchId: number;
  /** Increasing per match: the ingest's idempotency key for the event. */
  index: number;
  kind: FeedEventKind;
  /** Football minute (90 in 90+2); basketball minutes played. */
  minute: number;
  /** Stoppage minute (the 2 of 90+2), 0 otherwise. */
  addedMinute: number;
  /** Basketball period (1-4, 5+ overtime); football: 1, 2, 3 extra time, 4 shoot-out. */
  period: number;
  side: 'home' | 'away';
  playerId: number | null;
  playerName: string;
  /** Assist provider, or the player coming on in a substitution. */
  relatedPlayerName: string;
  /** The score after the event. */
  homeScore: number;
  awayScore: number;
  /** Commentary in Chinese, one line. */
  text: string;
}

/** Per-side match statistics; football and basketball fill the keys that apply to them. */
export interface FeedTeamStats {
  possession?: number;
  shots?: number;
  shotsOnTarget?: number;
  corners?: number;
  fouls?: number;
  offsides?: number;
  yellowCards?: number;
  redCards?: number;
  saves?: number;
  attacks?: number;
  dangerousAttacks?: number;
  /** Basketball team totals beyond the box score. */
  fastBreakPoints?: number;
  pointsInPaint?: number;
  biggestLead?: number;
  timeoutsLeft?: number;
}

export interface FeedLineupPlayer {
  playerId: number;
  side: 'home' | 'away';
  name: string;
  shirtNumber: number;
  position: string;
  starter: boolean;
  captain: boolean;
}

/** Every field of spec §3's basketball player stat row; accuracies in percent (0-100, one decimal). */
export interface FeedBoxScoreRow {
  playerId: number;
  side: 'home' | 'away';
  name: string;
  shirtNumber: number;
  position: string;
  starter: boolean;
  minutesPlayed: number;
  points: number;
  fieldGoalsScored: number;
  fieldGoalsTotal: number;
  fieldGoalsAccuracy: number;
  threePoints: number;
  threePointsScored: number;
  threePointsTotal: number;
  threePointsAccuracy: number;
  freeThrowsScored: number;
  freeThrowsTotal: number;
  freeThrowsAccuracy: number;
  rebounds: number;
  offensiveRebounds: number;
  defensiveRebounds: number;
  assists: number;
  steals: number;
  blocks: number;
  turnovers: number;
  fouls: number;
  assistRate: number;
}

/** Odds markets: 1X2 (欧赔; basketball moneyline has two values), Asian handicap (亚盘/让分), over/under. */
export type OddsMarket = 'europe' | 'asia' | 'overUnder';

/**
 * A bookmaker's line at one moment. europe: [home, draw, away] decimal odds (basketball [home, away]);
 * asia: [home water, handicap, away water] with the handicap from the home side (positive = home gives);
 * overUnder: [over water, line, under water]. Waters are Hong Kong odds (0.85 = win 0.85 per 1 staked).
 */
export interface FeedOdds {
  matchId: number;
  bookmakerId: number;
  market: OddsMarket;
  values: number[];
  at: number;
  /** The first line of the market for this match (初盘). */
  opening: boolean;
  /** In play when the match had kicked off. */
  live: boolean;
}

export type LotteryCode = 'jczq' | 'bjdc' | 'zc' | 'jclq';

export interface FeedLotteryIssue {
  lotteryCode: LotteryCode;
  /** The issue as the lottery names it: 2026-11-22 for jczq/jclq (a sales day), 261105 for bjdc, 26178 for zc. */
  issueNo: string;
  salesCloseAt: number;
  matches: {
    matchId: number;
    /** The lottery's number for the match: 周日001 (jczq), 301 (jclq), 1-14 (zc), 1… (bjdc). */
    number: string;
    /** Spec §3 play types offered (football 1-5, basketball 1-2). */
    playTypes: number[];
    /** jczq/bjdc 让球 (home side, e.g. -1), jclq 让分; null when not offered. */
    handicap: number | null;
  }[];
}

// ---- the stream of changes ----------------------------------------------------------------

export type FeedChange =
  | { kind: 'live'; at: number; state: FeedLiveState }
  | { kind: 'event'; at: number; event: FeedEvent }
  | { kind: 'stats'; at: number; matchId: number; home: FeedTeamStats; away: FeedTeamStats }
  | { kind: 'lineups'; at: number; matchId: number; players: FeedLineupPlayer[] }
  | { kind: 'boxScore'; at: number; matchId: number; rows: FeedBoxScoreRow[] }
  | { kind: 'odds'; at: number; odds: FeedOdds };

/** Where a feed delivers. Calls are awaited in order; a provider never has two in flight. */
export interface FeedSink {
  reference(reference: FeedReference): Promise<void>;
  fixtures(fixtures: FeedFixture[]): Promise<void>;
  lottery(issues: FeedLotteryIssue[]): Promise<void>;
  /**
   * Changes in the order they happened, written in one transaction together with `cursor` (the feed clock
   * up to which it has now delivered everything). `backfill` marks a catch-up batch (matches played while
   * the site was down): written but not pushed, since no one was watching those seqs live. `more` says
   * further batches of the same catch-up follow (work that needs the whole picture, like league tables,
   * waits for the last one).
   */
  changes(
    changes: FeedChange[],
    options: { cursor: number; backfill?: boolean; more?: boolean },
  ): Promise<void>;
  /** The cursor of the last delivered batch of this feed, or null on a new database: restart from there. */
  cursor(): Promise<number | null>;
}

/** How a feed is doing, for /healthz and the operator console (a feed that cannot tell leaves it out). */
export interface FeedHealth {
  /** When the source last answered well (Unix ms); null before the first answer. */
  lastSuccessAt: number | null;
  /** How old the freshest data is: now − lastSuccessAt, in ms; null before the first answer. */
  lagMs: number | null;
  /** Share of the recent requests (up to `recentRequests`) that failed, 0-1. */
  errorRate: number;
  recentRequests: number;
  /** Requests are paused until then after failures (Unix ms); null when not paused. */
  pausedUntil: number | null;
  /**
   * Since when every request has failed (the first failure after the last good answer, Unix ms); null while
   * the last one answered well. A quiet feed (nothing due) is not failing, however old its last answer.
   */
  failingSince?: number | null;
  /** The request budget, for a feed that has one. */
  budget?: {
    perMinute: number;
    perDay: number;
    spentToday: number;
    leftToday: number;
    /** Requests made in the last 60 s, by whichever process of the deployment made them. */
    spentLastMinute?: number;
  };
  /** With a fallback (FEED_FALLBACK): who serves now, the real feed or the stand-in, and since when (Unix ms). */
  serving?: { role: 'primary' | 'fallback'; provider: string; since: number };
  /** The stand-in: after how long without a good answer it starts, whether it runs, its matches not finished. */
  fallback?: { provider: string; afterMs: number; running: boolean; openMatches: number };
}

export interface FeedProvider {
  readonly name: string;
  /** How the feed is doing now. */
  health?(): FeedHealth;
  /** Delivers reference data and fixtures, catches up, then keeps delivering live changes until stop(). */
  start(sink: FeedSink): Promise<void>;
  stop(): Promise<void>;
}
