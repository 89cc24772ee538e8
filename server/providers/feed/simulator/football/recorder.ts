// Writes the match down as it is played: keeps the scoreboard (state, clock, both sides' counters) and
// turns every happening into FeedChanges with their instants. An interruption shifts every later instant
// (and the period's clock start) by its length, so the clock never jumps back.
import type {
  FeedChange,
  FeedEvent,
  FeedEventKind,
  FeedLineupPlayer,
  FeedLiveState,
  FeedSide,
} from '../../types';
import type { Rng } from '../rng';
import { type CommentaryFacts, commentary } from './commentary';
import { FootballState } from './states';
import { possessionPair, Tally } from './tally';

export type SideKey = 'home' | 'away';

export const otherSide = (side: SideKey): SideKey => (side === 'home' ? 'away' : 'home');

const emptySide = (): FeedSide => ({
  score: 0,
  half: null,
  periods: [],
  penalties: null,
  red: 0,
  yellow: 0,
  corners: 0,
});

const copySide = (side: FeedSide): FeedSide => ({ ...side, periods: [...side.periods] });

/** Where in the match an event falls. */
export interface EventTime {
  at: number;
  minute: number;
  added: number;
  period: number;
}

export interface EventDetails {
  kind: FeedEventKind;
  side: SideKey;
  playerId: number | null;
  playerName: string;
  relatedPlayerName?: string;
  reason?: string;
  round?: number;
  /** The team the commentary names when it is not `side` (an own goal names the unlucky team). */
  teamSide?: SideKey;
}

/** Events that move a scoreboard counter (score, cards, corners, shoot-out goals) and so a live report. */
const COUNTED: ReadonlySet<FeedEventKind> = new Set<FeedEventKind>([
  'goal',
  'ownGoal',
  'penaltyGoal',
  'goalCancelled',
  'yellowCard',
  'secondYellow',
  'redCard',
  'corner',
  'shootoutGoal',
]);

export class MatchRecorder {
  readonly changes: FeedChange[] = [];
  readonly sides: Record<SideKey, FeedSide> = { home: emptySide(), away: emptySide() };
  readonly tallies: Record<SideKey, Tally> = { home: new Tally(), away: new Tally() };
  state: number = FootballState.notStarted;
  minute = 0;
  addedTime = 0;
  /** Unshifted start of the running period's clock; null when no clock runs. */
  periodStartAt: number | null = null;
  /** Time lost to an interruption so far: added to every instant from then on. */
  private delay = 0;

  constructor(
    private readonly matchId: number,
    private readonly kickoffAt: number,
    private readonly teamNames: Record<SideKey, string>,
    private readonly rng: Rng,
  ) {}

  /** The instant the script reports for a planned instant. */
  shifted(at: number): number {
    return at + this.delay;
  }

  /** From `at` on, everything happens `ms` later (the match stood still). */
  pause(ms: number): void {
    this.delay += ms;
  }

  private snapshot(): FeedLiveState {
    return {
      matchId: this.matchId,
      state: this.state,
      periodStartAt: this.periodStartAt === null ? null : this.shifted(this.periodStartAt),
      minute: this.minute,
      addedTime: this.addedTime,
      clockSeconds: null,
      kickoffAt: this.kickoffAt,
      home: copySide(this.sides.home),
      away: copySide(this.sides.away),
    };
  }

  /** Reports the scoreboard as it stands. */
  live(at: number): void {
    this.changes.push({ kind: 'live', at: this.shifted(at), state: this.snapshot() });
  }

  /** Moves the clock on; reports only when the shown minute or the stoppage changes. */
  tick(at: number, minute: number, addedTime: number): void {
    if (minute === this.minute && addedTime === this.addedTime) return;
    this.minute = Math.max(this.minute, minute);
    this.addedTime = addedTime;
    this.live(at);
  }

  /** A new state (kick-off, half-time, …) and its clock. */
  enter(at: number, state: number, periodStartAt: number | null, minute = this.minute): void {
    this.state = state;
    this.periodStartAt = periodStartAt;
    this.minute = Math.max(this.minute, minute);
    this.addedTime = 0;
    this.live(at);
  }

  lineups(at: number, players: FeedLineupPlayer[]): void {
    this.changes.push({ kind: 'lineups', at: this.shifted(at), matchId: this.matchId, players });
  }

  stats(at: number): void {
    const [homePossession, awayPossession] = possessionPair(this.tallies.home, this.tallies.away);
    this.changes.push({
      kind: 'stats',
      at: this.shifted(at),
      matchId: this.matchId,
      home: this.tallies.home.toStats(this.sides.home, this.tallies.away, homePossession),
      away: this.tallies.away.toStats(this.sides.away, this.tallies.home, awayPossession),
    });
  }

  /** Records an event (counters already updated by the caller) and the scoreboard after it. */
  event(time: EventTime, details: EventDetails): void {
    const facts: CommentaryFacts = {
      kind: details.kind,
      minute: time.minute,
      added: time.added,
      team: this.teamNames[details.teamSide ?? details.side],
      player: details.playerName,
      related: details.relatedPlayerName ?? '',
      homeScore: this.sides.home.score,
      awayScore: this.sides.away.score,
    };
    if (details.reason) facts.reason = details.reason;
    if (details.round) facts.round = details.round;
    const event: FeedEvent = {
      matchId: this.matchId,
      // Numbered once the script is complete and in order.
      index: 0,
      kind: details.kind,
      minute: time.minute,
      addedMinute: time.added,
      period: time.period,
      side: details.side,
      playerId: details.playerId,
      playerName: details.playerName,
      relatedPlayerName: details.relatedPlayerName ?? '',
      homeScore: this.sides.home.score,
      awayScore: this.sides.away.score,
      text: commentary(facts, this.rng),
    };
    this.changes.push({ kind: 'event', at: this.shifted(time.at), event });
    if (COUNTED.has(details.kind)) this.live(time.at);
  }

  /** Adds a goal to a side's score and to the running period's column. */
  addGoal(side: SideKey, periodIndex: number): void {
    const s = this.sides[side];
    s.score++;
    s.periods[periodIndex] = (s.periods[periodIndex] ?? 0) + 1;
  }

  /** Takes a goal back (VAR) from a side's score and from the column it was added to. */
  removeGoal(side: SideKey, periodIndex: number): void {
    const s = this.sides[side];
    s.score--;
    s.periods[periodIndex] = (s.periods[periodIndex] ?? 1) - 1;
  }

  /** Opens the next period's column on both sides (kick-off of a half or of extra time). */
  openPeriod(periodIndex: number): void {
    for (const s of [this.sides.home, this.sides.away]) {
      while (s.periods.length <= periodIndex) s.periods.push(0);
    }
  }
}
