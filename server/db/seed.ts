// Demo data for a new site: named steps, each applied once per database (tracked in app_meta), in order.
import { like } from 'drizzle-orm';
import type { Db } from './client';
import { appMeta } from './schema';
import { demoAdvertsStep } from './seed/adverts';
import { demoCommunityStep } from './seed/community';
import { demoContentReviewStep } from './seed/content-review';
import { demoFansStep } from './seed/crowd';
import { demoExpertsStep } from './seed/experts';
import { demoFollows } from './seed/follows';
import { giftsStep } from './seed/gifts';
import { demoExperienceStep } from './seed/grade';
import { demoHotWordsStep } from './seed/hot-words';
import { demoMessagesStep } from './seed/messages';
import { demoNav } from './seed/nav';
import { demoNewsStep } from './seed/news';
import { demoRoomsStep } from './seed/rooms';
import { demoUsers } from './seed/users';

export interface SeedStep {
  /** Never rename a step: its name is what marks it done in a database. */
  name: string;
  run(db: Db): Promise<void>;
}

/** Later issues append their steps; order matters when a step uses an earlier one's rows. */
export const seedSteps: SeedStep[] = [
  demoUsers,
  demoAdvertsStep,
  demoNav,
  demoHotWordsStep,
  demoFollows,
  giftsStep,
  demoRoomsStep,
  demoFansStep,
  demoNewsStep,
  demoCommunityStep,
  demoExpertsStep,
  demoMessagesStep,
  demoContentReviewStep,
  // Last: every seeded user's level is in place.
  demoExperienceStep,
];

export async function seedDemoData(db: Db, steps = seedSteps) {
  const applied: string[] = [];
  for (const step of steps) {
    const done = await db.transaction(async (tx) => {
      // The marker row is the lock: a second process starting at the same time waits, then skips.
      const claimed = await tx
        .insert(appMeta)
        .values({ key: `seed:${step.name}`, value: new Date().toISOString() })
        .onConflictDoNothing()
        .returning({ key: appMeta.key });
      if (claimed.length === 0) return false;
      await step.run(tx as unknown as Db);
      return true;
    });
    if (done) applied.push(step.name);
  }
  return applied;
}

/** The steps a database holds, in the order they apply (steps no longer declared come last, by name). */
export async function seededSteps(db: Db, steps = seedSteps) {
  const rows = await db
    .select({ key: appMeta.key })
    .from(appMeta)
    .where(like(appMeta.key, 'seed:%'))
    .orderBy(appMeta.key);
  const order = new Map(steps.map((s, i) => [s.name, i]));
  const rank = (name: string) => order.get(name) ?? steps.length;
  return rows
    .map((r) => r.key.slice('seed:'.length))
    .sort((a, b) => rank(a) - rank(b) || a.localeCompare(b));
}
