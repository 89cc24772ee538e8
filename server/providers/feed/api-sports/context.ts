// What the adapter's per-sport pollers share: the client, the poller, the id map, names, the reference it
// has learnt, the matches it follows, and the sink (one call at a time, as the seam requires).
import type { Db } from '../../../db/client';
import type {
  FeedChange,
  FeedCompetition,
  FeedFixture,
  FeedLiveState,
  FeedSink,
  Sport,
} from '../types';
import type { Bookings } from './football';
import type { ApiSportsHttp } from './http';
import type { IdMap } from './ids';
import type { Names } from './names';
import type { Poller } from './poller';
import type { ReferenceBook } from './reference';

export interface Tracked {
  sport: Sport;
  providerId: number;
  matchId: number;
  homeProviderId: number;
  fixture: FeedFixture;
  live: FeedLiveState | null;
  /** API-Football: the provider's season of the league (standings are asked per season). */
  season: string;
  leagueId: number;
  bookings?: Bookings;
  corners?: { home: number; away: number };
  lineups: boolean;
  odds: boolean;
  /** Event key → the index it was delivered with (kept when earlier events disappear). */
  eventIndex?: Map<string, number>;
  /** In-play odds last delivered per market (values joined), so an unchanged poll delivers nothing. */
  liveOdds?: Map<string, string>;
}

export interface AdapterContext {
  /** The site's database: what was stored before a restart (the last in-play lines). */
  db: Db;
  http: ApiSportsHttp;
  poller: Poller;
  ids: IdMap;
  names: Names;
  book: ReferenceBook;
  now: () => number;
  /** Matches followed, by our id. */
  tracked: Map<number, Tracked>;
  /** API-Football bookmaker id → ours, for the bookmakers the site shows. */
  bookmakerIds: Map<number, number>;
  /** Leagues followed, per sport (provider ids). */
  leagues: Record<Sport, Set<number>>;
  /** Hands reference data (when changed), new fixtures and changes to the sink, in that order. */
  deliver(work: { fixtures?: FeedFixture[]; changes?: FeedChange[] }): Promise<void>;
  sink: () => FeedSink;
  /**
   * The events stored for a match from the feed's own lists (not the retractions the ingest adds), by index:
   * what a process that takes a match over numbers its events against (see StoredEvent).
   */
  storedEvents(matchId: number): Promise<StoredEvent[]>;
}

/** An event as stored: its index and what identifies it in the provider's list. */
export interface StoredEvent {
  index: number;
  kind: string;
  minute: number;
  addedMinute: number;
  side: string;
  playerName: string;
}

/**
 * The followed match for `fixture`, made on first sight from `first` (the fields a new one starts with), with its
 * fixture brought up to date; `isNew` when the fixture is new or changed (the sink gets it again).
 */
export function follow(
  tracked: Map<number, Tracked>,
  fixture: FeedFixture,
  first: () => Omit<Tracked, 'fixture' | 'live' | 'matchId'>,
): { t: Tracked; isNew: boolean } {
  const known = tracked.get(fixture.id);
  const isNew = !known || JSON.stringify(known.fixture) !== JSON.stringify(fixture);
  const t = known ?? { ...first(), matchId: fixture.id, fixture, live: null };
  if (!known) tracked.set(fixture.id, t);
  t.fixture = fixture;
  return { t, isNew };
}

/** The season label as the site prints it: 2026/27 for a season across two years, else the year. */
export function seasonOf(
  competitionId: number,
  year: number,
  acrossYears: boolean,
): FeedCompetition['season'] {
  const next = String((year + 1) % 100).padStart(2, '0');
  return {
    id: competitionId * 10_000 + year,
    name: acrossYears ? `${year}/${next}` : String(year),
  };
}

/** True when a live state differs from the last one delivered for the match. */
export function changed(before: FeedLiveState | null, after: FeedLiveState) {
  return !before || JSON.stringify(before) !== JSON.stringify(after);
}
