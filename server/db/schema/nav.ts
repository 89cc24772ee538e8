// Navigation menus by user type (spec §2 recommend layout side menu, §7 /api/nav/list): groups and their links.
import {
  type AnyPgColumn,
  boolean,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
} from 'drizzle-orm/pg-core';

export const navItems = pgTable(
  'nav_items',
  {
    id: serial('id').primaryKey(),
    /** Which menu: 0 the expert/recommend centre (spec §2 "navigation list with user type 0"). */
    type: smallint('type').notNull().default(0),
    /** Null for a group; a group's id for its links. */
    parentId: integer('parent_id').references((): AnyPgColumn => navItems.id, {
      onDelete: 'cascade',
    }),
    name: text('name').notNull(),
    /** An icon name the client maps to a glyph (groups). */
    icon: text('icon').notNull().default(''),
    /** The site path a link opens (links). */
    path: text('path'),
    sort: integer('sort').notNull().default(0),
    enabled: boolean('enabled').notNull().default(true),
  },
  (t) => [index('nav_items_type_idx').on(t.type, t.parentId, t.sort)],
);
