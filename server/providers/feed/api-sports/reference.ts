// The reference data the adapter has learnt so far (competitions, teams, players, bookmakers), kept in
// memory and handed to the sink whole when it changed: the ingest upserts it and skips an unchanged resend.
import type { FeedCompetition, FeedPlayer, FeedReference, FeedTeam } from '../types';

/** API-Football bookmaker ids the site shows, in the order of preference (the first is the main one). */
export const BOOKMAKERS: { providerId: number; name: string }[] = [
  { providerId: 8, name: 'Bet365' },
  { providerId: 7, name: '威廉希尔' },
  { providerId: 10, name: '立博' },
  { providerId: 4, name: '平博' },
  { providerId: 6, name: 'Bwin' },
];

export class ReferenceBook {
  readonly competitions = new Map<number, FeedCompetition>();
  readonly teams = new Map<number, FeedTeam>();
  readonly players = new Map<number, FeedPlayer>();
  bookmakers: { id: number; name: string }[] = [];
  private dirty = true;

  private put<T>(map: Map<number, T>, id: number, value: T) {
    const before = map.get(id);
    if (before && JSON.stringify(before) === JSON.stringify(value)) return;
    map.set(id, value);
    this.dirty = true;
  }

  competition(c: FeedCompetition) {
    this.put(this.competitions, c.id, c);
  }

  /** A team keeps the league it was first seen in unless a league's table (or a league fixture) says otherwise. */
  team(t: FeedTeam, authoritative: boolean) {
    const known = this.teams.get(t.id);
    if (known && !authoritative) return;
    this.put(this.teams, t.id, t);
  }

  player(p: FeedPlayer) {
    this.put(this.players, p.id, p);
  }

  /** The whole reference when something changed since the last call, else null. */
  take(): FeedReference | null {
    if (!this.dirty) return null;
    this.dirty = false;
    return {
      competitions: [...this.competitions.values()],
      teams: [...this.teams.values()],
      players: [...this.players.values()],
      bookmakers: this.bookmakers,
    };
  }
}
