// Queries for navigation menus: enabled groups of a type with their enabled links, both by sort.
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { navItems } from '../../db/schema';

export interface NavGroup {
  id: number;
  name: string;
  icon: string;
  children: { id: number; name: string; path: string }[];
}

const order = [asc(navItems.sort), asc(navItems.id)];

export async function listNav(db: Db, type: number): Promise<NavGroup[]> {
  const groups = await db
    .select({ id: navItems.id, name: navItems.name, icon: navItems.icon })
    .from(navItems)
    .where(and(eq(navItems.type, type), isNull(navItems.parentId), eq(navItems.enabled, true)))
    .orderBy(...order);
  if (groups.length === 0) return [];
  const links = await db
    .select({
      id: navItems.id,
      parentId: navItems.parentId,
      name: navItems.name,
      path: navItems.path,
    })
    .from(navItems)
    .where(
      and(
        inArray(
          navItems.parentId,
          groups.map((g) => g.id),
        ),
        eq(navItems.enabled, true),
      ),
    )
    .orderBy(...order);
  return groups.map((g) => ({
    ...g,
    // A link without a path has nowhere to go: it is not shown.
    children: links
      .filter((l) => l.parentId === g.id && l.path)
      .map(({ id, name, path }) => ({ id, name, path: path! })),
  }));
}
