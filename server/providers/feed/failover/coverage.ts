// What the primary (real) feed covers: the competitions and teams it has delivered, by sport and Chinese name.
// The fallback invents nothing that would stand beside them: the simulator's own 英超 or its own 阿森纳 next to
// the real ones would give the board two copies of a league and, on a day both play, two copies of a match.
// The real feed's names come from the same catalogue as the simulator's (api-sports/names.ts), so a name is
// the one key both id spaces share.
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { competitions, feedIds, teams } from '../../../db/schema';
import type { FeedReference, Sport } from '../types';

const keyOf = (sport: string, name: string) => `${sport}|${name}`;

export class Coverage {
  private readonly competitionNames = new Set<string>();
  private readonly teamNames = new Set<string>();
  /** The primary's bookmakers: the fallback's odds are shown under them (the ingest's main bookmaker stays). */
  bookmakers: { id: number; name: string }[] = [];

  /** What a reference the primary delivered names. */
  learn(reference: FeedReference) {
    for (const c of reference.competitions) this.addCompetition(c.sport, c.name, c.shortName);
    for (const t of reference.teams) this.addTeam(t.sport, t.name, t.shortName);
    if (reference.bookmakers.length > 0) this.bookmakers = reference.bookmakers;
  }

  /**
   * What the primary delivered in earlier runs or in another process (the lease moves): every competition and
   * team the feed_ids map gave one of our ids.
   */
  async load(db: Db, provider: string) {
    const leagues = await db
      .select({ sport: competitions.sport, name: competitions.name, short: competitions.shortName })
      .from(competitions)
      .innerJoin(
        feedIds,
        and(
          eq(feedIds.provider, provider),
          eq(feedIds.entity, 'competition'),
          eq(feedIds.ourId, competitions.id),
        ),
      );
    for (const c of leagues) this.addCompetition(c.sport, c.name, c.short);
    const sides = await db
      .select({ sport: teams.sport, name: teams.name, short: teams.shortName })
      .from(teams)
      .innerJoin(
        feedIds,
        and(
          eq(feedIds.provider, provider),
          eq(feedIds.entity, 'team'),
          eq(feedIds.ourId, teams.id),
        ),
      );
    for (const t of sides) this.addTeam(t.sport, t.name, t.short);
  }

  coversCompetition(sport: Sport, name: string, shortName: string) {
    return (
      this.competitionNames.has(keyOf(sport, name)) ||
      this.competitionNames.has(keyOf(sport, shortName))
    );
  }

  coversTeam(sport: Sport, name: string, shortName: string) {
    return this.teamNames.has(keyOf(sport, name)) || this.teamNames.has(keyOf(sport, shortName));
  }

  private addCompetition(sport: string, name: string, shortName: string) {
    this.competitionNames.add(keyOf(sport, name));
    this.competitionNames.add(keyOf(sport, shortName));
  }

  private addTeam(sport: string, name: string, shortName: string) {
    this.teamNames.add(keyOf(sport, name));
    this.teamNames.add(keyOf(sport, shortName));
  }
}
