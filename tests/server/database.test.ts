// Migrations and demo seed on the real engine: seeding runs each step once, demo logins carry real hashes.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rooms, users } from '../../server/db/schema';
import { seedDemoData, seededSteps } from '../../server/db/seed';
import { demoFans } from '../../server/db/seed/crowd';
import { demoExperts } from '../../server/db/seed/experts';
import { newsDesk } from '../../server/db/seed/news';
import { demoAnchors } from '../../server/db/seed/rooms';
import { DEMO_PASSWORD, demoAccounts } from '../../server/db/seed/users';
import { verifyPassword } from '../../server/modules/user/password';
import { openTestDatabase } from './harness';

let handle: Awaited<ReturnType<typeof openTestDatabase>>;
beforeAll(async () => {
  handle = await openTestDatabase();
});
afterAll(async () => {
  await handle.database.close();
  await handle.drop();
});

describe('demo seed', () => {
  it('applies every step once, even when asked twice', async () => {
    const { db } = handle.database;
    const first = await seedDemoData(db);
    const second = await seedDemoData(db);
    expect(first).toContain('users-v1');
    expect(second).toEqual([]);
    expect(await seededSteps(db)).toEqual(first);
    const everyone = await db.select().from(users);
    // The news desk is the author of the operators' demo articles.
    const newsAuthors = [newsDesk].length;
    // The demo experts past the demo account's 专家老李.
    const moreExperts = demoExperts.filter((e) => !demoAccounts.some((a) => a.phone === e.phone));
    expect(everyone).toHaveLength(
      demoAccounts.length + demoAnchors.length + demoFans.length + newsAuthors + moreExperts.length,
    );
    // Every anchor has exactly one room, with its own public stream name.
    const anchorIds = everyone.filter((u) => u.isAnchor === 1).map((u) => u.id);
    const roomRows = await db.select().from(rooms);
    const byId = (a: number, b: number) => a - b;
    expect(roomRows.map((r) => r.anchorId).sort(byId)).toEqual(anchorIds.sort(byId));
    expect(new Set(roomRows.map((r) => r.streamName)).size).toBe(roomRows.length);
  });

  it('gives demo accounts a scrypt hash of the documented password', async () => {
    const [anchor] = (await handle.database.db.select().from(users)).filter(
      (u) => u.isAnchor === 1,
    );
    expect(anchor?.passwordHash).toMatch(/^scrypt\$/);
    expect(await verifyPassword(DEMO_PASSWORD, anchor!.passwordHash!)).toBe(true);
    expect(await verifyPassword('wrong-password', anchor!.passwordHash!)).toBe(false);
  });
});
