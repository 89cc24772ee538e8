// Red packets: sent into escrow (type 10), grabbed once per user for random shares of at least 0.01 that
// add up to the packet (11), concurrent grabs never over-spend, and on expiry the rest goes back (12).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errors } from '../../contract/errors';
import { balancesOf } from '../../server/modules/pay/ledger';
import { expireRedPackets, RED_PACKET_TTL_MS } from '../../server/modules/pay/red-packet';
import { startTestApp, type TestApp, testEngine } from './harness';
import { fund, healthy, ledgerFacts, newAnchor, newFan, newKey, paidPost } from './pay-spend-world';
import { getAs } from './profile-fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const db = () => t.database.db;
const diamonds = async (id: number) => (await balancesOf(db(), [id])).get(id)!.balance;
const send = (token: string, body: unknown, key: string | null = newKey()) =>
  paidPost(t.app, '/pay/red-packet/send', body, token, key);
const grab = (token: string, packetId: number, key = newKey()) =>
  paidPost(t.app, '/pay/red-packet/grab', { packetId }, token, key);

describe(`red packets (${testEngine()})`, () => {
  it('splits a packet among grabbers, each at least 0.01, adding up to the total', async () => {
    const [sender, anchor] = [await newFan(db()), await newAnchor(db())];
    await fund(t.app.ctx, sender.user.id, 10_000);
    const sent = (
      await send(sender.token, { anchorId: anchor.user.id, amount: 0.05, count: 5 })
    ).json();
    expect(sent).toMatchObject({ code: 200, data: { amount: 0.05, count: 5, balance: 99.95 } });
    const { packetId } = sent.data;
    const grabbers = await Promise.all(Array.from({ length: 6 }, () => newFan(db())));
    // Six at once for five shares: five get exactly 0.01, the sixth finds it empty.
    const answers = await Promise.all(grabbers.map((g) => grab(g.token, packetId)));
    const codes = answers.map((r) => r.json().code).sort((a, b) => a - b);
    expect(codes).toEqual([200, 200, 200, 200, 200, errors.redPacketEmpty.code]);
    expect(answers.filter((r) => r.json().code === 200).map((r) => r.json().data.amount)).toEqual(
      Array(5).fill(0.01),
    );
    const detail = (await getAs(t.app, `/pay/red-packet/detail/${packetId}`)).json().data;
    expect(detail).toMatchObject({ status: 'finished', remainingCount: 0, count: 5 });
    expect(detail.grabs).toHaveLength(5);
    expect(await ledgerFacts(db())).toMatchObject({ ...healthy, escrow: { balance: 0, held: 0 } });
  });

  it('random shares add up exactly, one grab per user, retries answer the first grab', async () => {
    const [sender, anchor] = [await newFan(db()), await newAnchor(db())];
    await fund(t.app.ctx, sender.user.id, 100_000);
    const { packetId } = (
      await send(sender.token, { anchorId: anchor.user.id, amount: 123.45, count: 7 })
    ).json().data;
    const grabbers = await Promise.all(Array.from({ length: 7 }, () => newFan(db())));
    const key = newKey();
    const first = (await grab(grabbers[0]!.token, packetId, key)).json();
    expect((await grab(grabbers[0]!.token, packetId, key)).json()).toEqual(first);
    expect((await grab(grabbers[0]!.token, packetId)).json().code).toBe(
      errors.redPacketGrabbed.code,
    );
    const rest = await Promise.all(grabbers.slice(1).map((g) => grab(g.token, packetId)));
    const shares = [first, ...rest.map((r) => r.json())].map((a) =>
      Math.round(a.data.amount * 100),
    );
    expect(shares.every((s) => s >= 1)).toBe(true);
    expect(shares.reduce((a, b) => a + b, 0)).toBe(12_345);
    expect(await ledgerFacts(db())).toMatchObject({ ...healthy, escrow: { balance: 0, held: 0 } });
  });

  it('returns the unclaimed rest to the sender on expiry, once, and refuses grabs after', async () => {
    const [sender, anchor, grabber] = [
      await newFan(db()),
      await newAnchor(db()),
      await newFan(db()),
    ];
    await fund(t.app.ctx, sender.user.id, 1_000);
    const { packetId } = (
      await send(sender.token, { anchorId: anchor.user.id, amount: 10, count: 4 })
    ).json().data;
    const got = (await grab(grabber.token, packetId)).json().data.amount;
    expect(await expireRedPackets(t.app.ctx, Date.now())).toEqual([]);
    const later = Date.now() + RED_PACKET_TTL_MS + 1;
    const returned = await expireRedPackets(t.app.ctx, later);
    expect(returned).toEqual([
      { packetId, senderId: sender.user.id, returnedUnits: 1_000 - Math.round(got * 100) },
    ]);
    expect(await expireRedPackets(t.app.ctx, later)).toEqual([]);
    expect(await diamonds(sender.user.id)).toBe(1_000 - Math.round(got * 100));
    const detail = (await getAs(t.app, `/pay/red-packet/detail/${packetId}`)).json().data;
    expect(detail.status).toBe('returned');
    const late = await newFan(db());
    expect((await grab(late.token, packetId)).json().code).toBe(errors.redPacketExpired.code);
    expect(await ledgerFacts(db())).toMatchObject(healthy);
  });

  it('refuses visitors, bad input, short balances, non-anchors and unknown packets', async () => {
    const [sender, anchor, fan] = [await newFan(db()), await newAnchor(db()), await newFan(db())];
    await fund(t.app.ctx, sender.user.id, 500);
    const ok = { anchorId: anchor.user.id, amount: 5, count: 2 };
    const code = async (body: unknown, token = sender.token) =>
      (await send(token, body)).json().code;
    expect(await code(ok, '')).toBe(errors.notLoggedIn.code);
    expect(await code({ ...ok, count: 0 })).toBe(errors.badParams.code);
    expect(await code({ ...ok, count: 101 })).toBe(errors.badParams.code);
    expect(await code({ ...ok, amount: -1 })).toBe(errors.badParams.code);
    expect(await code({ ...ok, amount: 1.234 })).toBe(errors.amountInvalid.code);
    expect(await code({ ...ok, amount: 0.01, count: 2 })).toBe(errors.redPacketTooSmall.code);
    expect(await code({ ...ok, amount: 5.01 })).toBe(errors.insufficientBalance.code);
    expect(await code({ ...ok, anchorId: fan.user.id })).toBe(errors.anchorNotFound.code);
    expect((await send(sender.token, ok, null)).json().code).toBe(
      errors.idempotencyKeyMissing.code,
    );
    expect(await diamonds(sender.user.id)).toBe(500);
    const key = newKey();
    expect((await send(sender.token, ok, key)).json().code).toBe(200);
    expect((await send(sender.token, { ...ok, count: 3 }, key)).json().code).toBe(
      errors.idempotencyKeyReused.code,
    );
    expect((await grab(fan.token, 999_999)).json().code).toBe(errors.redPacketNotFound.code);
    expect((await grab('', 1)).json().code).toBe(errors.notLoggedIn.code);
    expect((await grab(fan.token, 0)).json().code).toBe(errors.badParams.code);
    expect((await getAs(t.app, '/pay/red-packet/detail/999999')).json().code).toBe(
      errors.redPacketNotFound.code,
    );
  });
});
