// Uploaded images, re-encoded, kept in the database so every app process behind a balancer serves the same files.
import { sql } from 'drizzle-orm';
import { check, customType, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { adminUsers } from './admin';
import { users } from './users';

/**
 * PGlite hands back a Uint8Array, node-postgres a Buffer: callers always get a Buffer. Written as
 * hex that the database decodes: PGlite's own bytea serializer builds one string per byte, which for
 * a 2 MB image held the event loop for about a second (Buffer's hex is native and takes milliseconds).
 * Readers of large values select encode(…, 'hex') for the same reason (see upload/store.ts).
 */
const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  toDriver: (value) => sql`decode(${value.toString('hex')}, 'hex')`,
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

export const uploads = pgTable(
  'uploads',
  {
    /** Random, not a serial: the URLs of other people's uploads cannot be guessed. */
    id: text('id').primaryKey(),
    /** The fan who uploaded it; null for an operator's upload (adminId). */
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** The operator who uploaded it (advert pictures); the row holds one owner or the other. */
    adminId: integer('admin_id').references(() => adminUsers.id, { onDelete: 'set null' }),
    /** 'image' or 'portrait' (scaled down; the only kind updatePortrait accepts). */
    kind: text('kind').notNull(),
    mime: text('mime').notNull(),
    bytes: bytea('bytes').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('uploads_user_created_idx').on(t.userId, t.createdAt),
    check('uploads_owner_check', sql`${t.userId} is not null or ${t.adminId} is not null`),
  ],
);
