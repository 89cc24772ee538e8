// Nobility in rooms: chat bubbles per tier, one tier's detail with whether the user holds it, and the bag
// (tier, expiry, free horns left) — before and after a purchase, and once the tier has run out.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errors } from '../../contract/errors';
import { userNobility } from '../../server/db/schema';
import { nobilityTiers } from '../../server/modules/pay/nobility-tiers';
import { startTestApp, type TestApp, testEngine } from './harness';
import { fund, newFan, paidPost } from './pay-spend-world';
import { getAs } from './profile-fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const db = () => t.database.db;
const buy = (token: string, tier: number) =>
  paidPost(t.app, '/pay/room/nobility/purchase', { tier, months: 1 }, token);

describe(`nobility in rooms (${testEngine()})`, () => {
  it('gives every tier a bubble with distinct badge colours', async () => {
    const res = (await getAs(t.app, '/api/nobility/bubble')).json();
    expect(res.code).toBe(200);
    expect(res.data.map((b: { nobility: number }) => b.nobility)).toEqual(
      nobilityTiers.map((tier) => tier.id),
    );
    expect(res.data[4]).toMatchObject({ nobility: 5, name: '公爵' });
    const badges = new Set(res.data.map((b: { badgeColor: string }) => b.badgeColor));
    expect(badges.size).toBe(nobilityTiers.length);
    for (const b of res.data) expect(b.textColor).toMatch(/^#[0-9a-f]{6}$/);
  });

  it('describes a tier to a visitor, and refuses an unknown or malformed one', async () => {
    const duke = (await getAs(t.app, '/api/nobility/active?nobilityId=5')).json().data;
    expect(duke).toMatchObject({
      id: 5,
      name: '公爵',
      monthlyPrice: 2000,
      held: false,
      expiresAt: null,
    });
    expect(duke.privileges).toContain('全站喇叭每月 5 次');
    expect(duke.privileges).toContain('专属贵族勋章');
    expect((await getAs(t.app, '/api/nobility/active?nobilityId=8')).json().code).toBe(
      errors.nobilityTierNotFound.code,
    );
    expect((await getAs(t.app, '/api/nobility/active?nobilityId=abc')).json().code).toBe(
      errors.badParams.code,
    );
  });

  it('shows the held tier and the bag after a purchase; other tiers are not held', async () => {
    const fan = await newFan(db());
    const empty = (await getAs(t.app, '/api/nobility/bag', fan.token)).json().data;
    expect(empty).toEqual({ nobility: null, name: null, expiresAt: null, freeHornsLeft: 0 });

    await fund(t.app.ctx, fan.user.id, 300_000);
    const bought = (await buy(fan.token, 5)).json().data;
    const held = (await getAs(t.app, '/api/nobility/active?nobilityId=5', fan.token)).json().data;
    expect(held).toMatchObject({ held: true, expiresAt: bought.expiresAt });
    const lower = (await getAs(t.app, '/api/nobility/active?nobilityId=4', fan.token)).json().data;
    expect(lower).toMatchObject({ held: false, expiresAt: null });

    const bag = (await getAs(t.app, '/api/nobility/bag', fan.token)).json().data;
    expect(bag).toEqual({
      nobility: 5,
      name: '公爵',
      expiresAt: bought.expiresAt,
      freeHornsLeft: 5,
    });
  });

  it('a 子爵 has a bag without free horns; a run-out tier is an empty bag', async () => {
    const fan = await newFan(db());
    await fund(t.app.ctx, fan.user.id, 100_000);
    await buy(fan.token, 2);
    const bag = (await getAs(t.app, '/api/nobility/bag', fan.token)).json().data;
    expect(bag).toMatchObject({ nobility: 2, name: '子爵', freeHornsLeft: 0 });

    await db()
      .update(userNobility)
      .set({ expiresAt: new Date(Date.now() - 1_000) })
      .where(eq(userNobility.userId, fan.user.id));
    const gone = (await getAs(t.app, '/api/nobility/bag', fan.token)).json().data;
    expect(gone).toEqual({ nobility: null, name: null, expiresAt: null, freeHornsLeft: 0 });
  });

  it('wants a login for the bag', async () => {
    expect((await getAs(t.app, '/api/nobility/bag')).json().code).toBe(errors.notLoggedIn.code);
  });
});
