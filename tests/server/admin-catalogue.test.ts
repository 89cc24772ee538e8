// The 礼物、贵族与分成 desk: gifts added and edited (a new price applies to the gifts sent after it), nobility
// prices and the platform's shares changed (each applies to later money only: a plan sold before a share
// change pays out at the old share), every change audited with before/after and a reason and pushed on the
// site channel to a real socket.io client; bad input refused with its code.
import type { AddressInfo } from 'node:net';
import { and, desc, eq } from 'drizzle-orm';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errors } from '../../contract/errors';
import { type ChannelEvent, channels } from '../../contract/events';
import { adminAudit, giftRecords } from '../../server/db/schema';
import { balancesOf, inLedger } from '../../server/modules/pay/ledger';
import { buyPlan, settlePurchase } from '../../server/modules/pay/plans';
import { type AdminSession, adminWithSession, asAdmin, GW, post } from './admin-support';
import { startTestApp, type TestApp } from './harness';
import { fund, newAnchor, newFan, newKey, paidPost, seedGifts } from './pay-spend-world';
import { dataUrl, getAs, pngOf } from './profile-fixtures';

let t: TestApp;
let operator: AdminSession;
let socket: Socket;
const events: ChannelEvent[] = [];
let gifts: { id: number; name: string; units: number }[] = [];

beforeAll(async () => {
  t = await startTestApp();
  gifts = await seedGifts(t.database.db);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = t.app.server.address() as AddressInfo;
  operator = await adminWithSession(t.app, 'operator');
  socket = connect(`http://127.0.0.1:${port}`, {
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
  });
  socket.on('event', (e: ChannelEvent) => events.push(e));
  socket.on('events', (list: ChannelEvent[]) => events.push(...list));
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  expect((await socket.emitWithAck('subscribe', { channel: channels.site })).ok).toBe(true);
});
afterAll(async () => {
  socket?.close();
  await t?.close();
});

const db = () => t.database.db;
const adminGet = (p: string, s: AdminSession = operator) =>
  t.app.inject({ method: 'GET', url: GW + p, headers: asAdmin(s) });
const adminPost = (p: string, body: unknown, s: AdminSession = operator) =>
  post(t.app, p, body, asAdmin(s));

/** Resolves with the next catalogue.changed push of the given kind after `from` events were seen. */
async function pushed(what: string, from: number) {
  const find = () =>
    events
      .slice(from)
      .find((e) => e.type === 'catalogue.changed' && e.channel === 'site' && e.data.what === what);
  while (!find()) await new Promise((r) => socket.once('event', r));
  return find()!;
}

async function lastAudit(action: string) {
  const [row] = await db()
    .select()
    .from(adminAudit)
    .where(eq(adminAudit.action, action))
    .orderBy(desc(adminAudit.id))
    .limit(1);
  return row!;
}

describe('gifts', () => {
  it('lists every gift with the icon set, tiers and shares', async () => {
    const res = await adminGet('/admin/catalogue');
    expect(res.json().code).toBe(200);
    const data = res.json().data;
    expect(data.gifts).toHaveLength(gifts.length);
    expect(data.gifts[0]).toMatchObject({ name: '荧光棒', price: 0.1, enabled: true });
    expect(data.gifts[0].iconUrl).toBe('/gifts/glow-stick.svg');
    expect(data.icons).toContain('/gifts/rocket.svg');
    expect(data.nobility).toHaveLength(7);
    expect(data.nobility[0]).toMatchObject({
      id: 1,
      name: '骑士',
      monthlyPrice: 30,
      defaultPrice: 30,
    });
    expect(data.shares).toEqual({ giftAnchorPercent: 50, expertSharePercent: 70 });
  });

  it('a price change applies to the gifts sent after it, audited and pushed', async () => {
    const fan = await newFan(db());
    const anchor = await newAnchor(db());
    await fund(t.app.ctx, fan.user.id, 100_000);
    const beer = gifts.find((g) => g.name === '啤酒')!;
    const send = () =>
      paidPost(
        t.app,
        '/pay/gift',
        { anchorId: anchor.user.id, giftId: beer.id, count: 1 },
        fan.token,
      );
    expect((await send()).json().data.amount).toBe(2);

    const seen = events.length;
    const res = await adminPost(`/admin/catalogue/gifts/${beer.id}`, {
      price: 3.5,
      reason: '调价',
    });
    expect(res.json()).toMatchObject({ code: 200, data: { id: beer.id, price: 3.5 } });
    await pushed('gifts', seen);
    const row = await lastAudit('catalogue.gift-edit');
    expect(row).toMatchObject({
      targetType: 'gift',
      targetId: String(beer.id),
      before: { price: 2 },
      after: { price: 3.5 },
      reason: '调价',
      username: operator.username,
    });

    const list = (await getAs(t.app, '/api/chat/gift/all', fan.token)).json().data;
    expect(list.find((g: { id: number }) => g.id === beer.id).price).toBe(3.5);
    const second = (await send()).json().data;
    expect(second).toMatchObject({ amount: 3.5, income: 1.75 });
    const records = await db()
      .select()
      .from(giftRecords)
      .where(and(eq(giftRecords.senderId, fan.user.id), eq(giftRecords.giftId, beer.id)));
    expect(records.map((r) => r.diamondUnits).sort()).toEqual([200, 350]);
  });

  it('adds a gift from the icon set; a disabled gift leaves the room list and cannot be sent', async () => {
    const seen = events.length;
    const res = await adminPost('/admin/catalogue/gifts', {
      name: '冠军',
      price: 88.8,
      icon: '/gifts/trophy.svg',
      animated: true,
      sort: 5,
      reason: '新礼物',
    });
    expect(res.json().code).toBe(200);
    const gift = res.json().data;
    expect(gift).toMatchObject({
      name: '冠军',
      price: 88.8,
      iconUrl: '/gifts/trophy.svg',
      enabled: true,
    });
    await pushed('gifts', seen);
    expect(await lastAudit('catalogue.gift-add')).toMatchObject({
      targetId: String(gift.id),
      before: null,
      reason: '新礼物',
    });
    const list = (await getAs(t.app, '/pay/gift/list')).json().data;
    expect(list[0]).toMatchObject({ id: gift.id, name: '冠军' });

    await adminPost(`/admin/catalogue/gifts/${gift.id}`, { enabled: false, reason: '下架' });
    const after = (await getAs(t.app, '/pay/gift/list')).json().data;
    expect(after.some((g: { id: number }) => g.id === gift.id)).toBe(false);
    const fan = await newFan(db());
    const anchor = await newAnchor(db());
    await fund(t.app.ctx, fan.user.id, 100_000);
    const sent = await paidPost(
      t.app,
      '/pay/gift',
      { anchorId: anchor.user.id, giftId: gift.id, count: 1 },
      fan.token,
    );
    expect(sent.json().code).toBe(errors.giftNotFound.code);
  });

  it('refuses bad input', async () => {
    const beer = gifts.find((g) => g.name === '啤酒')!;
    const bad = async (path: string, body: unknown, code: number) => {
      const res = await adminPost(path, body);
      expect(res.statusCode, res.body).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
      expect(res.json().code, res.body).toBe(code);
    };
    const edit = `/admin/catalogue/gifts/${beer.id}`;
    await bad(edit, { price: -1, reason: 'x' }, errors.badParams.code);
    await bad(edit, { price: 0, reason: 'x' }, errors.badParams.code);
    await bad(edit, { price: 1.234, reason: 'x' }, errors.badParams.code);
    await bad(edit, { price: 3 }, errors.badParams.code);
    await bad(
      edit,
      { icon: 'https://evil.example/x.png', reason: 'x' },
      errors.adminGiftIconUnknown.code,
    );
    await bad(edit, { name: '火箭', reason: 'x' }, errors.adminGiftNameTaken.code);
    await bad(edit, { reason: 'x' }, errors.adminCatalogueNoChange.code);
    await bad(
      '/admin/catalogue/gifts/999999',
      { price: 1, reason: 'x' },
      errors.adminGiftNotFound.code,
    );
    await bad('/admin/catalogue/gifts', { name: '', price: 1, reason: 'x' }, errors.badParams.code);
    await bad(
      '/admin/catalogue/gifts',
      { name: '鲜花', price: 1, reason: 'x' },
      errors.adminGiftNameTaken.code,
    );
    await bad(
      '/admin/catalogue/shares',
      { giftAnchorPercent: 91, reason: 'x' },
      errors.badParams.code,
    );
    await bad(
      '/admin/catalogue/shares',
      { expertSharePercent: -1, reason: 'x' },
      errors.badParams.code,
    );
    await bad(
      '/admin/catalogue/shares',
      { giftAnchorPercent: 40.5, reason: 'x' },
      errors.badParams.code,
    );
    await bad(
      '/admin/catalogue/shares',
      { giftAnchorPercent: 50, reason: 'x' },
      errors.adminCatalogueNoChange.code,
    );
    await bad(
      '/admin/catalogue/nobility',
      { prices: [{ tier: 8, monthlyPrice: 1 }], reason: 'x' },
      errors.adminNobilityTierUnknown.code,
    );
    await bad(
      '/admin/catalogue/nobility',
      { prices: [{ tier: 1, monthlyPrice: -5 }], reason: 'x' },
      errors.badParams.code,
    );
    await bad('/admin/catalogue/nobility', { prices: [], reason: 'x' }, errors.badParams.code);
  });

  it('is refused to a finance admin and without a session', async () => {
    const finance = await adminWithSession(t.app, 'finance');
    expect((await adminGet('/admin/catalogue', finance)).json().code).toBe(
      errors.adminForbidden.code,
    );
    const res = await t.app.inject({ method: 'GET', url: `${GW}/admin/catalogue` });
    expect(res.json().code).toBe(errors.adminNotLoggedIn.code);
  });
});

describe('gift icons', () => {
  it('an uploaded picture is re-encoded, served for good, offered and usable as a gift icon', async () => {
    const res = await adminPost('/admin/catalogue/icons', {
      file: dataUrl('image/png', pngOf(600, 300)),
    });
    expect(res.json().code, res.body).toBe(200);
    const { url } = res.json().data as { url: string };
    expect(url).toMatch(/^\/gw\/gift-icons\/[\w-]{22}\.png$/);
    const served = await t.app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['cache-control']).toContain('immutable');
    // Scaled to 256 px on its long side: the PNG header's width and height.
    expect([served.rawPayload.readUInt32BE(16), served.rawPayload.readUInt32BE(20)]).toEqual([
      256, 128,
    ]);
    expect((await lastAudit('catalogue.icon-upload')).targetType).toBe('gift-icon');

    expect((await adminGet('/admin/catalogue')).json().data.icons).toContain(url);
    const whistle = gifts.find((g) => g.name === '金哨')!;
    const edited = await adminPost(`/admin/catalogue/gifts/${whistle.id}`, {
      icon: url,
      reason: '新图',
    });
    expect(edited.json().data).toMatchObject({ icon: url, iconUrl: url });
    const list = (await getAs(t.app, '/pay/gift/list')).json().data;
    expect(list.find((g: { id: number }) => g.id === whistle.id).icon).toBe(url);

    const missing = url.replace(/[\w-]{22}/, 'A'.repeat(22));
    expect((await t.app.inject({ method: 'GET', url: missing })).statusCode).toBe(404);
    const other = await adminPost(`/admin/catalogue/gifts/${whistle.id}`, {
      icon: missing,
      reason: 'x',
    });
    expect(other.json().code).toBe(errors.adminGiftIconUnknown.code);
  });

  it('refuses what is not a picture', async () => {
    const bad = await adminPost('/admin/catalogue/icons', {
      file: 'data:image/png;base64,aGVsbG8=',
    });
    expect(bad.json().code).toBe(errors.uploadUnsupported.code);
    const empty = await adminPost('/admin/catalogue/icons', { file: '' });
    expect(empty.json().code).toBe(errors.badParams.code);
  });
});

describe('nobility prices', () => {
  it('apply to purchases after the change and show in the list and the tier detail', async () => {
    const seen = events.length;
    const res = await adminPost('/admin/catalogue/nobility', {
      prices: [{ tier: 1, monthlyPrice: 45 }],
      reason: '骑士涨价',
    });
    expect(res.json().data.nobility[0]).toMatchObject({
      id: 1,
      monthlyPrice: 45,
      defaultPrice: 30,
    });
    await pushed('nobility', seen);
    expect(await lastAudit('catalogue.nobility-prices')).toMatchObject({
      targetId: '1',
      before: { 1: 30 },
      after: { 1: 45 },
      reason: '骑士涨价',
    });
    const fan = await newFan(db());
    const list = (await getAs(t.app, '/pay/room/nobility/list', fan.token)).json().data;
    expect(list.tiers[0].monthlyPrice).toBe(45);
    const detail = (await getAs(t.app, '/api/nobility/active?nobilityId=1', fan.token)).json();
    expect(detail.data.monthlyPrice).toBe(45);
    await fund(t.app.ctx, fan.user.id, 9_000);
    const bought = await paidPost(
      t.app,
      '/pay/room/nobility/purchase',
      { tier: 1, months: 2 },
      fan.token,
    );
    expect(bought.json().data.amount).toBe(90);
    expect((await balancesOf(db(), [fan.user.id])).get(fan.user.id)!.balance).toBe(0);
  });
});

describe('platform shares', () => {
  it('the anchor share applies to later gifts; the expert share to plans sold after it', async () => {
    const [fan, anchor, expert] = [await newFan(db()), await newAnchor(db()), await newFan(db())];
    await fund(t.app.ctx, fan.user.id, 100_000);
    const football = gifts.find((g) => g.name === '足球')!; // 10 球钻
    const planId = 900_001;
    await buyPlan(t.app.ctx, {
      buyerId: fan.user.id,
      expertId: expert.user.id,
      planId,
      priceUnits: 1_000,
      key: newKey(),
    });

    const seen = events.length;
    const res = await adminPost('/admin/catalogue/shares', {
      giftAnchorPercent: 30,
      expertSharePercent: 60,
      reason: '分成调整',
    });
    expect(res.json().data.shares).toEqual({ giftAnchorPercent: 30, expertSharePercent: 60 });
    await pushed('shares', seen);
    expect(await lastAudit('catalogue.shares')).toMatchObject({
      before: { giftAnchorPercent: 50, expertSharePercent: 70 },
      after: { giftAnchorPercent: 30, expertSharePercent: 60 },
      reason: '分成调整',
    });
    expect((await getAs(t.app, '/pay/setting')).json().data.giftTicketsPerDiamond).toBe(0.3);

    const sent = await paidPost(
      t.app,
      '/pay/gift',
      { anchorId: anchor.user.id, giftId: football.id, count: 1 },
      fan.token,
    );
    expect(sent.json().data).toMatchObject({ amount: 10, income: 3 });
    expect((await balancesOf(db(), [anchor.user.id])).get(anchor.user.id)!.ticket).toBe(300);

    // Sold at 70 %: paid out at 70 % although the share is 60 % now. A sale after the change: 60 %.
    const later = 900_002;
    await buyPlan(t.app.ctx, {
      buyerId: fan.user.id,
      expertId: expert.user.id,
      planId: later,
      priceUnits: 1_000,
      key: newKey(),
    });
    await inLedger(t.app.ctx, (l) => settlePurchase(l, planId, fan.user.id, 'payout'));
    expect((await balancesOf(db(), [expert.user.id])).get(expert.user.id)!.ticket).toBe(700);
    await inLedger(t.app.ctx, (l) => settlePurchase(l, later, fan.user.id, 'payout'));
    expect((await balancesOf(db(), [expert.user.id])).get(expert.user.id)!.ticket).toBe(1_300);

    // Back to the defaults for the other tests of this file.
    await adminPost('/admin/catalogue/shares', {
      giftAnchorPercent: 50,
      expertSharePercent: 70,
      reason: '恢复',
    });
  });
});
