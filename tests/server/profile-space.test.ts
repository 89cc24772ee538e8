// GET /user/info/personal-space and /user/info/attention: public cards, fan and follow counts, paged lists; the demo follows.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errors } from '../../contract/errors';
import { follows, users } from '../../server/db/schema';
import { seedDemoData } from '../../server/db/seed';
import { demoAccounts } from '../../server/db/seed/users';
import { startTestApp, type TestApp } from './harness';
import { getAs } from './profile-fixtures';
import { createUserWithSession } from './users';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const codeOf = (res: { json(): unknown }) => (res.json() as { code: number }).code;

/** Follows with distinct times, oldest first, so that "newest first" is checkable. */
async function follow(pairs: [number, number][]) {
  const start = Date.UTC(2026, 0, 1);
  await t.database.db.insert(follows).values(
    pairs.map(([followerId, targetId], i) => ({
      followerId,
      targetId,
      createdAt: new Date(start + i * 60_000),
    })),
  );
}

describe('GET /user/info/personal-space', () => {
  it('answers the public card with fan and follow counts, to a visitor too', async () => {
    const { user: anchor } = await createUserWithSession(t.database.db, {
      isAnchor: 1,
      level: 9,
      signature: '晚上八点见',
      gender: 1,
      phone: '13911112222',
      birthday: '1990-01-01',
    });
    const fans = await Promise.all([1, 2, 3].map(() => createUserWithSession(t.database.db)));
    const { user: followed } = await createUserWithSession(t.database.db);
    await follow([
      ...fans.map((f) => [f.user.id, anchor.id] as [number, number]),
      [anchor.id, followed.id],
    ]);

    const res = await getAs(t.app, `/user/info/personal-space?id=${anchor.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      id: anchor.id,
      nickName: anchor.nickName,
      portrait: '',
      level: 9,
      isAnchor: 1,
      isExpert: 0,
      signature: '晚上八点见',
      gender: 1,
      fansCount: 3,
      followCount: 1,
      isFollowed: 0,
      ipRegion: '未知',
      room: null,
    });
    // Private fields stay private.
    const text = JSON.stringify(res.json());
    for (const secret of ['13911112222', '1990-01-01', 'phone', 'birthday', 'realName']) {
      expect(text).not.toContain(secret);
    }
    // A fan sees that they follow; the anchor looking at themself does not "follow" themself.
    const asFan = await getAs(t.app, `/user/info/personal-space?id=${anchor.id}`, fans[0]!.token);
    expect(asFan.json().data.isFollowed).toBe(1);
  });

  it('answers zero counts for a new user', async () => {
    const { user, token } = await createUserWithSession(t.database.db);
    const res = await getAs(t.app, `/user/info/personal-space?id=${user.id}`, token);
    expect(res.json().data).toMatchObject({
      fansCount: 0,
      followCount: 0,
      isFollowed: 0,
      room: null,
    });
  });

  it('answers 10007 for an unknown id and 10001 for a bad or missing one', async () => {
    const unknown = await getAs(t.app, '/user/info/personal-space?id=99999999');
    expect(unknown.statusCode).toBe(404);
    expect(codeOf(unknown)).toBe(errors.notFound.code);
    for (const query of ['', '?id=abc', '?id=0', '?id=-3', '?id=1&x=2']) {
      expect(codeOf(await getAs(t.app, `/user/info/personal-space${query}`)), query).toBe(
        errors.badParams.code,
      );
    }
  });
});

describe('GET /user/info/attention', () => {
  it('pages whom a user follows (type 1), newest first, 30 by default', async () => {
    const { user } = await createUserWithSession(t.database.db);
    const targets = [];
    for (let i = 0; i < 35; i++) {
      targets.push(
        (await createUserWithSession(t.database.db, { isAnchor: i % 2, level: i })).user,
      );
    }
    await follow(targets.map((target) => [user.id, target.id]));
    const newestFirst = [...targets].reverse();

    const first = await getAs(t.app, `/user/info/attention?userId=${user.id}&type=1`);
    expect(first.statusCode).toBe(200);
    const page1 = first.json().data;
    expect(page1).toMatchObject({ total: 35, page: 1, pageSize: 30 });
    expect(page1.list).toHaveLength(30);
    expect(page1.list.map((u: { id: number }) => u.id)).toEqual(
      newestFirst.slice(0, 30).map((u) => u.id),
    );
    expect(page1.list[0]).toEqual({
      id: newestFirst[0]!.id,
      nickName: newestFirst[0]!.nickName,
      portrait: '',
      level: 34,
      isAnchor: 0,
    });

    const second = await getAs(t.app, `/user/info/attention?userId=${user.id}&type=1&page=2`);
    expect(second.json().data.list.map((u: { id: number }) => u.id)).toEqual(
      newestFirst.slice(30).map((u) => u.id),
    );
    const small = await getAs(t.app, `/user/info/attention?userId=${user.id}&page=3&pageSize=10`);
    expect(small.json().data.list.map((u: { id: number }) => u.id)).toEqual(
      newestFirst.slice(20, 30).map((u) => u.id),
    );
    const past = await getAs(t.app, `/user/info/attention?userId=${user.id}&page=9`);
    expect(past.json().data).toMatchObject({ list: [], total: 35 });
  });

  it('lists fans with type 2', async () => {
    const { user: star } = await createUserWithSession(t.database.db);
    const fans = await Promise.all([1, 2].map(() => createUserWithSession(t.database.db)));
    await follow(fans.map((f) => [f.user.id, star.id]));
    const res = await getAs(t.app, `/user/info/attention?userId=${star.id}&type=2`);
    expect(res.json().data.total).toBe(2);
    expect(res.json().data.list.map((u: { id: number }) => u.id)).toEqual([
      fans[1]!.user.id,
      fans[0]!.user.id,
    ]);
    const following = await getAs(t.app, `/user/info/attention?userId=${star.id}&type=1`);
    expect(following.json().data).toMatchObject({ list: [], total: 0 });
  });

  it('refuses bad input (10001) and an unknown user (10007)', async () => {
    const { user } = await createUserWithSession(t.database.db);
    for (const query of [
      '',
      `?userId=${user.id}&type=3`,
      `?userId=${user.id}&pageSize=51`,
      `?userId=${user.id}&pageSize=0`,
      `?userId=${user.id}&page=0`,
      `?userId=${user.id}&sort=asc`,
    ]) {
      expect(codeOf(await getAs(t.app, `/user/info/attention${query}`)), query).toBe(
        errors.badParams.code,
      );
    }
    expect(codeOf(await getAs(t.app, '/user/info/attention?userId=99999999'))).toBe(
      errors.notFound.code,
    );
  });

  it('keeps a user from following themself (database check)', async () => {
    const { user } = await createUserWithSession(t.database.db);
    await expect(follow([[user.id, user.id]])).rejects.toThrow();
  });
});

describe('demo follows', () => {
  // The whole demo seed, twice: on a loaded 2-core machine that outlasts the default 30 s.
  it('seeds follows between the demo accounts, so their lists are not empty', {
    timeout: 120_000,
  }, async () => {
    const seeded = await startTestApp();
    try {
      await seedDemoData(seeded.database.db);
      const rows = await seeded.database.db.select().from(users);
      const idOf = (phone: string) => rows.find((r) => r.phone === phone)!.id;
      const [fan, anchor] = demoAccounts.map((a) => idOf(a.phone));
      const space = await getAs(seeded.app, `/user/info/personal-space?id=${anchor}`);
      expect(space.json().data.fansCount).toBeGreaterThanOrEqual(2);
      expect(space.json().data.signature).not.toBe('');
      const list = await getAs(seeded.app, `/user/info/attention?userId=${fan}&type=1`);
      expect(list.json().data.list.map((u: { id: number }) => u.id)).toContain(anchor);
      // Applied once: a second run changes nothing.
      expect(await seedDemoData(seeded.database.db)).toEqual([]);
    } finally {
      await seeded.close();
    }
  });
});
