// The 新闻评论先审 switch: one boolean row in site_settings (default off), read through a per-process cache
// that lives as long as the other site settings' (SITE_SETTINGS_TTL_MS). A save forgets this process's copy at
// once; every other process reads the table again within the TTL, so no restart is needed anywhere.
import { eq } from 'drizzle-orm';
import type { ContentSettings } from '../../../contract/calls/admin-content';
import type { Db } from '../../db/client';
import { siteSettings } from '../../db/schema';
import type { DbOrTx } from './audit';
import { SITE_SETTINGS_TTL_MS } from './site-settings';

export const PRE_REVIEW_KEY = 'newsCommentPreReview';

const cache = new WeakMap<Db, { at: number; on: boolean }>();

/** What the table holds now (no cache). */
export async function storedContentSettings(db: DbOrTx): Promise<ContentSettings> {
  const [row] = await db
    .select({ value: siteSettings.value })
    .from(siteSettings)
    .where(eq(siteSettings.key, PRE_REVIEW_KEY));
  return { newsCommentPreReview: row?.value === true };
}

/** Whether new news comments wait for an operator (cached for at most SITE_SETTINGS_TTL_MS). */
export async function newsCommentPreReview(db: Db, now = Date.now()): Promise<boolean> {
  const hit = cache.get(db);
  if (hit && now - hit.at < SITE_SETTINGS_TTL_MS && now >= hit.at) return hit.on;
  const { newsCommentPreReview: on } = await storedContentSettings(db);
  cache.set(db, { at: now, on });
  return on;
}

/** Writes the switch (inside the caller's transaction); call forgetContentSettings after the commit. */
export async function writeContentSettings(tx: DbOrTx, settings: ContentSettings) {
  const now = new Date();
  const value = settings.newsCommentPreReview;
  await tx
    .insert(siteSettings)
    .values({ key: PRE_REVIEW_KEY, value, updatedAt: now })
    .onConflictDoUpdate({ target: siteSettings.key, set: { value, updatedAt: now } });
}

export const forgetContentSettings = (db: Db) => cache.delete(db);
