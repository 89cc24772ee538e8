// Ids of a real data feed's records mapped to ours: (provider, entity, provider key) → our id, allocated
// once and kept, so a restart or another process of the deployment maps a provider's record to the same row.
import { integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

export const feedIds = pgTable(
  'feed_ids',
  {
    /** The feed, e.g. api-sports. */
    provider: text('provider').notNull(),
    /** What our id names: competition | team | player | match | bookmaker (one id space each). */
    entity: text('entity').notNull(),
    /** The provider's id with whatever makes it unique there, e.g. football:39 (a league of API-Football). */
    providerKey: text('provider_key').notNull(),
    ourId: integer('our_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.provider, t.entity, t.providerKey] }),
    uniqueIndex('feed_ids_entity_our_id_idx').on(t.entity, t.ourId),
  ],
);
