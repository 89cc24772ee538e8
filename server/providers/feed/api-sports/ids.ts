// The provider's ids mapped to ours through the feed_ids table: each record gets the next free id of its
// entity's range once, and keeps it (restarts, other processes). The ranges are ones the simulator never
// uses, so a database that ran the simulator can switch to the real feed without two teams sharing an id.
import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';

export type Entity = 'competition' | 'team' | 'player' | 'match' | 'bookmaker';

/** The first id of each entity's range (the simulator: competitions 1-199, teams < 20 000, players < 2 000 000,
 *  matches 10 000 000 - 1 999 999 999, bookmakers < 100). */
export const ID_BASE: Record<Entity, number> = {
  competition: 1_000,
  team: 100_000,
  player: 5_000_000,
  match: 2_000_000_000,
  bookmaker: 1_000,
};

export class IdMap {
  private readonly known = new Map<string, number>();

  constructor(
    private readonly db: Db,
    private readonly provider = 'api-sports',
  ) {}

  /** Our id of a record already resolved in this process. */
  get(entity: Entity, key: string): number | undefined {
    return this.known.get(`${entity}|${key}`);
  }

  /** Our ids of the records, allocating the missing ones. */
  async resolve(entity: Entity, keys: string[]): Promise<Map<string, number>> {
    const out = new Map<string, number>();
    const missing = [...new Set(keys)].filter((k) => {
      const id = this.get(entity, k);
      if (id !== undefined) out.set(k, id);
      return id === undefined;
    });
    if (missing.length === 0) return out;
    const list = JSON.stringify(missing);
    // One writer (the feed's lease holder); were two to race, the unique index refuses the second's ids and
    // the retry reads the first's.
    for (let attempt = 0; ; attempt++) {
      try {
        await this.db.execute(sql`
          insert into feed_ids (provider, entity, provider_key, our_id)
          select ${this.provider}, ${entity}, w.key,
            (select coalesce(max(our_id), ${ID_BASE[entity] - 1}) from feed_ids
              where entity = ${entity} and our_id >= ${ID_BASE[entity]})
            + row_number() over (order by w.ord)
          from jsonb_array_elements_text(${list}::jsonb) with ordinality as w(key, ord)
          where not exists (select 1 from feed_ids f
            where f.provider = ${this.provider} and f.entity = ${entity} and f.provider_key = w.key)
          on conflict do nothing`);
        break;
      } catch (err) {
        if (attempt >= 2) throw err;
      }
    }
    const rows = (await this.db.execute(sql`
      select provider_key, our_id from feed_ids
      where provider = ${this.provider} and entity = ${entity}
        and provider_key in (select jsonb_array_elements_text(${list}::jsonb))`)) as unknown as {
      rows: { provider_key: string; our_id: number }[];
    };
    for (const r of rows.rows) {
      const id = Number(r.our_id);
      this.known.set(`${entity}|${r.provider_key}`, id);
      out.set(r.provider_key, id);
    }
    return out;
  }

  /** Our id of one record, allocated if new. */
  async one(entity: Entity, key: string): Promise<number> {
    return (await this.resolve(entity, [key])).get(key)!;
  }
}
