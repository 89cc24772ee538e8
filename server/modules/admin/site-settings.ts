// Site settings the operators change without a restart (horn price, withdrawal limits): one row per key in
// site_settings over the code's defaults, read through a per-process cache of a few seconds. A save forgets
// this process's copy at once; the other processes' copies expire within SITE_SETTINGS_TTL_MS.
import { eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { SiteSettingsView } from '../../../contract/calls/admin-rooms';
import { amountToUnits } from '../../../contract/wallet-rules';
import type { Db } from '../../db/client';
import { siteSettings } from '../../db/schema';
import { forgetSensitiveWords } from '../chat/words';
import type { DbOrTx } from './audit';

export const SITE_SETTINGS_TTL_MS = 5_000;

type Key = keyof SiteSettingsView;
export const siteSettingKeys: Key[] = [
  'hornPrice',
  'withdrawMin',
  'withdrawDailyMax',
  'withdrawFeePercent',
  'withdrawFeeMin',
];

/** Amounts (球钻, 球票) as minor units. */
export const unitsOf = (amount: number) => amountToUnits(amount) ?? Math.round(amount * 100);

type Overrides = Partial<SiteSettingsView>;
const cache = new WeakMap<Db, { at: number; settings: Overrides }>();

/** What the operators set over the code's defaults, in the units people read (cached for at most
 *  SITE_SETTINGS_TTL_MS, less when a save is heard of). Each module merges it with its own defaults. */
export async function siteOverrides(db: Db, now = Date.now()): Promise<Overrides> {
  const hit = cache.get(db);
  if (hit && now - hit.at < SITE_SETTINGS_TTL_MS && now >= hit.at) return hit.settings;
  const settings = await storedOverrides(db);
  cache.set(db, { at: now, settings });
  return settings;
}

/** What the table holds now (no cache). */
export async function storedOverrides(db: DbOrTx): Promise<Overrides> {
  const rows = await db
    .select()
    .from(siteSettings)
    .where(inArray(siteSettings.key, siteSettingKeys as string[]));
  const settings: Overrides = {};
  for (const row of rows) {
    const value = row.value;
    if (typeof value === 'number' && Number.isFinite(value)) settings[row.key as Key] = value;
  }
  return settings;
}

/** Numbers stored under other keys (the catalogue desk's shares and prices), straight from the table: money
 *  transactions read them inside their own transaction, so a change applies exactly to what comes after it. */
export async function storedNumbers(db: DbOrTx, keys: string[]): Promise<Record<string, number>> {
  if (keys.length === 0) return {};
  const rows = await db.select().from(siteSettings).where(inArray(siteSettings.key, keys));
  const found: Record<string, number> = {};
  for (const row of rows)
    if (typeof row.value === 'number' && Number.isFinite(row.value)) found[row.key] = row.value;
  return found;
}

/** Writes numbers under other keys (inside the caller's transaction). */
export async function writeNumbers(tx: DbOrTx, values: Record<string, number>) {
  const now = new Date();
  for (const [key, value] of Object.entries(values))
    await tx
      .insert(siteSettings)
      .values({ key, value, updatedAt: now })
      .onConflictDoUpdate({ target: siteSettings.key, set: { value, updatedAt: now } });
}

export const forgetSiteSettings = (db: Db) => cache.delete(db);

/** Writes the given keys (inside the caller's transaction). */
export async function writeSiteSettings(tx: DbOrTx, changes: Overrides) {
  const now = new Date();
  for (const key of siteSettingKeys) {
    const value = changes[key];
    if (value === undefined) continue;
    await tx
      .insert(siteSettings)
      .values({ key, value, updatedAt: now })
      .onConflictDoUpdate({ target: siteSettings.key, set: { value, updatedAt: now } });
  }
}

export const removeSiteSetting = (tx: DbOrTx, key: Key) =>
  tx.delete(siteSettings).where(eq(siteSettings.key, key));

/** The console's saves cover the sensitive words too: their cache goes with the settings'. */
const forgetAll = (db: Db) => {
  forgetSiteSettings(db);
  forgetSensitiveWords(db);
};

/**
 * After a save this process forgets at once; every other process reads the table again within
 * SITE_SETTINGS_TTL_MS (and the words within their own 10 s). A server-to-server message over the
 * Redis adapter was tried for the others and taken out: listening for it on the namespace hung every
 * PostgreSQL + Redis app at start.
 */
export function announceSiteSettings(app: FastifyInstance) {
  forgetAll(app.ctx.db);
}
