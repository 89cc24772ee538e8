// What the ingest pushes on the bus after a batch is stored: every change on its match channel, and what the
// score lists show (state, score, the main bookmaker's lines) on the sport's scores channel as well.
import { channels, type EventData, type EventType } from '../../../../contract/events';
import type { FeedEvent, FeedLiveState, FeedOdds, Sport } from '../../../providers/feed/types';
import type { Bus } from '../../../realtime';

/** Football play type of each odds market (spec §3); basketball numbers its handicap 1 and over/under 2. */
const playTypes = {
  football: { europe: 1, asia: 2, overUnder: 3 },
  basketball: { europe: undefined, asia: 1, overUnder: 2 },
} as const;

export class LivePublisher {
  /** What was last pushed per match, so a minute tick with nothing new pushes nothing. */
  private readonly last = new Map<number, { state: string; score: string }>();

  constructor(
    private readonly bus: Bus,
    private readonly mainBookmakerId: () => number | undefined,
  ) {}

  private async both<T extends EventType>(
    sport: Sport,
    matchId: number,
    type: T,
    data: EventData<T>,
  ) {
    await this.bus.publish(channels.match(sport, matchId), type, data);
    await this.bus.publish(channels.scores(sport), type, data);
  }

  async live(sport: Sport, s: FeedLiveState) {
    const state = {
      matchId: s.matchId,
      state: s.state,
      periodStartAt: s.periodStartAt,
      minute: s.minute,
      addedTime: s.addedTime,
      clockSeconds: s.clockSeconds,
      kickoffAt: s.kickoffAt,
    };
    const score = scoreOf(s);
    const keys = this.keys(s);
    const last = this.last.get(s.matchId);
    if (last?.state !== keys.state) await this.both(sport, s.matchId, 'match.state', state);
    if (last?.score !== keys.score) await this.both(sport, s.matchId, 'match.score', score);
    this.last.set(s.matchId, keys);
  }

  /** The matches of `ids` this publisher has pushed nothing for yet. */
  unknown(ids: number[]): number[] {
    return ids.filter((id) => !this.last.has(id));
  }

  /**
   * Takes a stored state as already pushed: a process that takes the feed over (or restarts) pushes a match's
   * state and score only when they differ from what the process before it pushed.
   */
  remember(s: FeedLiveState) {
    if (!this.last.has(s.matchId)) this.last.set(s.matchId, this.keys(s));
  }

  /** What decides whether a push is new. */
  private keys(s: FeedLiveState) {
    // The clock is left out: clients run it from periodStartAt (a basketball score push carries the game
    // clock of that moment).
    const { minute: _minute, clockSeconds: _clock, ...counters } = scoreOf(s);
    return {
      state: `${s.state}|${s.periodStartAt}|${s.addedTime}|${s.kickoffAt}`,
      score: JSON.stringify(counters),
    };
  }

  async event(sport: Sport, e: FeedEvent) {
    await this.bus.publish(channels.match(sport, e.matchId), 'match.event', {
      matchId: e.matchId,
      kind: e.kind,
      minute: e.minute,
      side: e.side,
      player: e.playerName,
      index: e.index,
      addedMinute: e.addedMinute,
      period: e.period,
      relatedPlayer: e.relatedPlayerName,
      homeScore: e.homeScore,
      awayScore: e.awayScore,
      text: e.text,
    });
  }

  async odds(sport: Sport, at: number, o: FeedOdds) {
    const data = {
      matchId: o.matchId,
      playType: playTypes[sport][o.market],
      values: o.values,
      market: o.market,
      bookmakerId: o.bookmakerId,
      live: o.live,
      at,
    };
    if (o.bookmakerId === this.mainBookmakerId())
      await this.both(sport, o.matchId, 'odds.move', data);
    else await this.bus.publish(channels.match(sport, o.matchId), 'odds.move', data);
  }

  async match<T extends 'match.stats' | 'match.lineups' | 'match.boxScore'>(
    sport: Sport,
    matchId: number,
    type: T,
    data: EventData<T>,
  ) {
    await this.bus.publish(channels.match(sport, matchId), type, data);
  }
}

/** The score push of a live state: its counters and the clock of that moment. */
function scoreOf(s: FeedLiveState) {
  return {
    matchId: s.matchId,
    homeScore: s.home.score,
    awayScore: s.away.score,
    minute: s.minute,
    clockSeconds: s.clockSeconds,
    homeHalf: s.home.half,
    awayHalf: s.away.half,
    homePeriods: s.home.periods,
    awayPeriods: s.away.periods,
    homePenalties: s.home.penalties,
    awayPenalties: s.away.penalties,
    homeRed: s.home.red,
    awayRed: s.away.red,
    homeYellow: s.home.yellow,
    awayYellow: s.away.yellow,
    homeCorners: s.home.corners,
    awayCorners: s.away.corners,
  };
}
