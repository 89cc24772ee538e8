// Turns the game as it stands into feed changes: live states, timeline events, box scores, team stats,
// line-ups. Changes are appended in the order they happen, so the script comes out sorted by `at`.
import type {
  FeedChange,
  FeedEventKind,
  FeedFixture,
  FeedLineupPlayer,
  FeedSide,
  FeedTeamStats,
} from '../../types';
import { boxRows } from './box-score';
import type { Match, TeamInPlay } from './match';

const side = (team: TeamInPlay | null): FeedSide => ({
  score: team?.score ?? 0,
  half: null,
  periods: team ? [...team.periods] : [],
  penalties: null,
  red: 0,
  yellow: 0,
  corners: 0,
});

const stats = (team: TeamInPlay): FeedTeamStats => ({
  fastBreakPoints: team.fastBreakPoints,
  pointsInPaint: team.pointsInPaint,
  biggestLead: team.biggestLead,
  timeoutsLeft: team.timeoutsLeft,
  fouls: team.fouls,
});

export interface EventLine {
  kind: Extract<FeedEventKind, 'score' | 'run'>;
  team: TeamInPlay;
  playerId: number | null;
  playerName: string;
  relatedPlayerName: string;
  text: string;
}

export class Reporter {
  readonly changes: FeedChange[] = [];
  private eventIndex = 0;

  constructor(private readonly fixture: FeedFixture) {}

  /** A state before tip-off (or instead of it): nothing on the board. */
  before(at: number, state: number): void {
    this.changes.push({
      kind: 'live',
      at,
      state: {
        matchId: this.fixture.id,
        state,
        periodStartAt: null,
        minute: 0,
        addedTime: 0,
        clockSeconds: null,
        kickoffAt: this.fixture.kickoffAt,
        home: side(null),
        away: side(null),
      },
    });
  }

  /** The state of a game under way (or over): `periodStartAt` is null whenever the clock cannot run. */
  live(m: Match, state: number, periodStartAt: number | null): void {
    this.changes.push({
      kind: 'live',
      at: m.wall,
      state: {
        matchId: this.fixture.id,
        state,
        periodStartAt,
        minute: Math.floor(m.elapsed / 60),
        addedTime: 0,
        clockSeconds: m.clock,
        kickoffAt: this.fixture.kickoffAt,
        home: side(m.home),
        away: side(m.away),
      },
    });
  }

  event(m: Match, line: EventLine): void {
    this.changes.push({
      kind: 'event',
      at: m.wall,
      event: {
        matchId: this.fixture.id,
        index: ++this.eventIndex,
        kind: line.kind,
        minute: Math.floor(m.elapsed / 60),
        addedMinute: 0,
        period: m.period,
        side: line.team.side,
        playerId: line.playerId,
        playerName: line.playerName,
        relatedPlayerName: line.relatedPlayerName,
        homeScore: m.home.score,
        awayScore: m.away.score,
        text: line.text,
      },
    });
  }

  /** Box score and team stats of both sides, as of now. */
  figures(m: Match): void {
    this.changes.push({
      kind: 'boxScore',
      at: m.wall,
      matchId: this.fixture.id,
      rows: [...boxRows(m.home.lines), ...boxRows(m.away.lines)],
    });
    this.changes.push({
      kind: 'stats',
      at: m.wall,
      matchId: this.fixture.id,
      home: stats(m.home),
      away: stats(m.away),
    });
  }

  lineups(at: number, teams: readonly TeamInPlay[]): void {
    const players: FeedLineupPlayer[] = [];
    for (const team of teams) {
      // The captain: the most senior of the starting five.
      const captain = [...team.starters].sort(
        (a, b) => a.player.birthYear - b.player.birthYear || b.talent - a.talent,
      )[0];
      for (const line of team.lines) {
        const { player } = line.profile;
        players.push({
          playerId: player.id,
          side: team.side,
          name: player.name,
          shirtNumber: player.shirtNumber,
          position: line.position,
          starter: line.starter,
          captain: line.profile === captain,
        });
      }
    }
    this.changes.push({ kind: 'lineups', at, matchId: this.fixture.id, players });
  }
}
