// The operator console's site settings (one jsonb value per key over the code's defaults) and room cuts.
import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

export const siteSettings = pgTable('site_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const roomCuts = pgTable(
  'room_cuts',
  {
    id: serial('id').primaryKey(),
    roomId: integer('room_id').notNull(),
    anchorId: integer('anchor_id').notNull(),
    adminId: integer('admin_id'),
    reason: text('reason').notNull(),
    title: text('title').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('room_cuts_room_idx').on(t.roomId, t.createdAt)],
);
