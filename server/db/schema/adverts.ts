// Adverts, banners and posters by place (spec §3 Advert/banner): operators edit rows, the site serves the live ones.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

/** Poster categories of a place: the groups of /inform/poster/v2/cate/list. */
export const advertCategories = pgTable(
  'advert_categories',
  {
    id: serial('id').primaryKey(),
    placeCode: text('place_code').notNull(),
    name: text('name').notNull(),
    sort: integer('sort').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('advert_categories_place_idx').on(t.placeCode, t.sort)],
);

export const adverts = pgTable(
  'adverts',
  {
    id: serial('id').primaryKey(),
    /** Where it shows: 'home' (banners), 'home_right', 'float_activity', 'home_poster'… */
    placeCode: text('place_code').notNull(),
    /** Set for posters: the category they are grouped under. */
    cateId: integer('cate_id').references(() => advertCategories.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    imageUrl: text('image_url').notNull(),
    /** 1 opens internal page innerPageId (+ targetId); any other value opens outerLink. */
    jumpType: smallint('jump_type').notNull().default(1),
    innerPageId: smallint('inner_page_id'),
    targetId: text('target_id'),
    outerLink: text('outer_link'),
    sort: integer('sort').notNull().default(0),
    enabled: boolean('enabled').notNull().default(true),
    startAt: timestamp('start_at', { withTimezone: true }),
    endAt: timestamp('end_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('adverts_place_idx').on(t.placeCode, t.sort).where(sql`${t.enabled}`),
    // Every row must be able to jump somewhere the client knows how to open.
    check(
      'adverts_jump_target',
      sql`(${t.jumpType} = 1 and ${t.innerPageId} between 1 and 10) or (${t.jumpType} <> 1 and ${t.outerLink} is not null)`,
    ),
    // The client opens outerLink in a new window: only web links and site paths, never javascript: or data:.
    check(
      'adverts_outer_link_safe',
      sql`${t.outerLink} is null or ${t.outerLink} ~ '^(https?://|/([^/]|$))'`,
    ),
  ],
);
