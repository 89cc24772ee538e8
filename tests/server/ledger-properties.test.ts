// Property test of the ledger: random sequences of recharges, gifts, nobility, red packets (send, grab,
// expiry), system gifts and deductions, plan purchases and refunds, retries with a used key, and the operators'
// changes on /admin/catalogue (gift prices, nobility prices, the anchor's and expert's shares) between them.
// After every run each transaction sums to zero per currency, all entries sum to zero, every balance is the
// sum of its entries and none is negative — and every balance is what a simple model of the rules predicts,
// each payment at the price and share in force when it was made (a plan's payout at its sale's share).
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errors } from '../../contract/errors';
import { ApiError } from '../../server/http/api-error';
import type { AdminActor } from '../../server/modules/admin/audit';
import { editGift, saveNobilityPrices, saveShares } from '../../server/modules/admin/catalogue';
import { sendGift } from '../../server/modules/pay/gift';
import { balancesOf, type Currency, inLedger } from '../../server/modules/pay/ledger';
import { buyNobility } from '../../server/modules/pay/nobility';
import { nobilityTier } from '../../server/modules/pay/nobility-tiers';
import { systemDeduction, systemGift } from '../../server/modules/pay/operator-ops';
import {
  buyPlan,
  expertShareUnits,
  type PurchaseSettlement,
  refundPlan,
  settlePurchase,
} from '../../server/modules/pay/plans';
import {
  expireRedPackets,
  grabRedPacket,
  RED_PACKET_TTL_MS,
  sendRedPacket,
} from '../../server/modules/pay/red-packet';
import { giftTicketUnits } from '../../server/modules/pay/settings';
import { shareDefaults } from '../../server/modules/pay/shares';
import { startTestApp, type TestApp, testEngine } from './harness';
import {
  fund,
  healthy,
  ledgerFacts,
  newAnchor,
  newFan,
  newKey,
  seedGifts,
} from './pay-spend-world';

const FANS = 4;
const ANCHORS = 2;

let t: TestApp;
let users: number[] = [];
const anchors: number[] = [];
let gifts: { id: number; units: number }[] = [];
// What the operators have set so far (the database keeps it from run to run, so the model does too).
const shares = { ...shareDefaults };
const tierUnits = new Map<number, number>();
const operator: AdminActor = { id: null, username: 'property', ip: '127.0.0.1', userAgent: 'test' };
beforeAll(async () => {
  t = await startTestApp();
  gifts = await seedGifts(t.database.db);
  for (let i = 0; i < FANS; i++) users.push((await newFan(t.database.db)).user.id);
  for (let i = 0; i < ANCHORS; i++) anchors.push((await newAnchor(t.database.db)).user.id);
  users = [...users, ...anchors];
});
afterAll(() => t.close());

const who = fc.nat({ max: FANS + ANCHORS - 1 });
const currency = fc.constantFrom<Currency>('diamond', 'ticket');
const step = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.record({
      op: fc.constant('recharge' as const),
      user: who,
      units: fc.integer({ min: 1, max: 50_000 }),
    }),
  },
  {
    weight: 4,
    arbitrary: fc.record({
      op: fc.constant('gift' as const),
      user: who,
      anchor: fc.nat({ max: ANCHORS - 1 }),
      gift: fc.nat({ max: 11 }),
      count: fc.integer({ min: 1, max: 5 }),
    }),
  },
  { weight: 1, arbitrary: fc.record({ op: fc.constant('retry' as const), pick: fc.nat() }) },
  {
    weight: 1,
    arbitrary: fc.record({
      op: fc.constant('nobility' as const),
      user: who,
      tier: fc.integer({ min: 1, max: 3 }),
      months: fc.integer({ min: 1, max: 2 }),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      op: fc.constant('send' as const),
      user: who,
      anchor: fc.nat({ max: ANCHORS - 1 }),
      units: fc.integer({ min: 1, max: 5_000 }),
      count: fc.integer({ min: 1, max: 5 }),
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record({ op: fc.constant('grab' as const), user: who, pick: fc.nat() }),
  },
  { weight: 1, arbitrary: fc.record({ op: fc.constant('expire' as const) }) },
  {
    weight: 1,
    arbitrary: fc.record({
      op: fc.constant('systemGift' as const),
      user: who,
      currency,
      units: fc.integer({ min: 1, max: 5_000 }),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      op: fc.constant('deduct' as const),
      user: who,
      currency,
      units: fc.integer({ min: 1, max: 5_000 }),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      op: fc.constant('buyPlan' as const),
      user: who,
      expert: who,
      plan: fc.nat({ max: 3 }),
      units: fc.integer({ min: 0, max: 3_000 }),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      op: fc.constant('shares' as const),
      giftAnchorPercent: fc.integer({ min: 0, max: 90 }),
      expertSharePercent: fc.integer({ min: 0, max: 90 }),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      op: fc.constant('giftPrice' as const),
      gift: fc.nat({ max: 11 }),
      units: fc.integer({ min: 1, max: 20_000 }),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      op: fc.constant('tierPrice' as const),
      tier: fc.integer({ min: 1, max: 3 }),
      units: fc.integer({ min: 1, max: 40_000 }),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      op: fc.constant('refund' as const),
      user: who,
      plan: fc.nat({ max: 3 }),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      op: fc.constant('settle' as const),
      user: who,
      plan: fc.nat({ max: 3 }),
      how: fc.constantFrom<PurchaseSettlement>('payout', 'refund'),
    }),
  },
);

/** Runs `work`; an ApiError is an answer (its code), anything else fails the property. */
async function attempt<T>(work: () => Promise<T>): Promise<{ ok: T } | { code: number }> {
  try {
    return { ok: await work() };
  } catch (err) {
    if (err instanceof ApiError) return { code: err.error.code };
    throw err;
  }
}

let runNo = 0;

describe(`ledger properties (${testEngine()})`, () => {
  it('keeps every invariant over random sequences of spending', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 20 }), async (steps) => {
        const ctx = t.app.ctx;
        runNo += 1;
        // The model: every user's balances as the rules predict, from their balances at the start.
        const start = await balancesOf(t.database.db, users);
        const model = new Map(users.map((u) => [u, { ...start.get(u)! }]));
        const moved = (u: number, c: Currency, units: number) => {
          const m = model.get(u)!;
          if (c === 'diamond') m.balance += units;
          else m.ticket += units;
        };
        const has = (u: number, c: Currency) =>
          c === 'diamond' ? model.get(u)!.balance : model.get(u)!.ticket;
        const packets: number[] = [];
        const giftsSent: { order: Parameters<typeof sendGift>[1]; key: string; answer: unknown }[] =
          [];
        const bought = new Map<
          string,
          { buyer: number; expert: number; units: number; percent: number; settled: boolean }
        >();

        for (const s of steps) {
          switch (s.op) {
            case 'recharge': {
              await fund(ctx, users[s.user]!, s.units);
              moved(users[s.user]!, 'diamond', s.units);
              break;
            }
            case 'gift': {
              const [from, to, gift] = [users[s.user]!, anchors[s.anchor]!, gifts[s.gift]!];
              const order = { senderId: from, anchorId: to, giftId: gift.id, count: s.count };
              const key = newKey();
              const cost = gift.units * s.count;
              const r = await attempt(() => sendGift(ctx, order, key));
              if (from === to) expect(r).toEqual({ code: errors.giftToSelf.code });
              else if (has(from, 'diamond') < cost)
                expect(r).toEqual({ code: errors.insufficientBalance.code });
              else {
                expect(r).toHaveProperty('ok');
                moved(from, 'diamond', -cost);
                moved(to, 'ticket', giftTicketUnits(cost, shares.giftAnchorPercent));
                giftsSent.push({ order, key, answer: (r as { ok: unknown }).ok });
              }
              break;
            }
            case 'retry': {
              const first = giftsSent[s.pick % Math.max(1, giftsSent.length)];
              if (!first) break;
              expect(await sendGift(ctx, first.order, first.key)).toEqual(first.answer);
              break;
            }
            case 'nobility': {
              const u = users[s.user]!;
              const monthly = tierUnits.get(s.tier) ?? nobilityTier(s.tier)!.monthlyUnits;
              const cost = monthly * s.months;
              const r = await attempt(() =>
                buyNobility(ctx, { userId: u, tier: s.tier, months: s.months }, newKey()),
              );
              if ('ok' in r) moved(u, 'diamond', -cost);
              else if (r.code === errors.insufficientBalance.code)
                expect(has(u, 'diamond')).toBeLessThan(cost);
              else expect(r.code).toBe(errors.nobilityDowngrade.code);
              break;
            }
            case 'send': {
              const [u, anchor] = [users[s.user]!, anchors[s.anchor]!];
              const total = Math.max(s.units, s.count);
              const r = await attempt(() =>
                sendRedPacket(
                  ctx,
                  { senderId: u, anchorId: anchor, totalUnits: total, count: s.count },
                  newKey(),
                ),
              );
              if ('ok' in r) {
                moved(u, 'diamond', -total);
                packets.push(r.ok.packetId);
              } else {
                expect(r.code).toBe(errors.insufficientBalance.code);
                expect(has(u, 'diamond')).toBeLessThan(total);
              }
              break;
            }
            case 'grab': {
              const packet = packets[s.pick % Math.max(1, packets.length)];
              if (packet === undefined) break;
              const u = users[s.user]!;
              const r = await attempt(() => grabRedPacket(ctx, u, packet, newKey()));
              if ('ok' in r) moved(u, 'diamond', Math.round(r.ok.amount * 100));
              else
                expect([
                  errors.redPacketGrabbed.code,
                  errors.redPacketEmpty.code,
                  errors.redPacketExpired.code,
                ]).toContain(r.code);
              break;
            }
            case 'expire': {
              for (const back of await expireRedPackets(ctx, Date.now() + RED_PACKET_TTL_MS + 1))
                if (model.has(back.senderId)) moved(back.senderId, 'diamond', back.returnedUnits);
              break;
            }
            case 'systemGift': {
              await systemGift(ctx, users[s.user]!, s.currency, s.units, '测试');
              moved(users[s.user]!, s.currency, s.units);
              break;
            }
            case 'deduct': {
              const u = users[s.user]!;
              const r = await attempt(() => systemDeduction(ctx, u, s.currency, s.units, '测试'));
              if (has(u, s.currency) < s.units)
                expect(r).toEqual({ code: errors.insufficientBalance.code });
              else {
                expect(r).toHaveProperty('ok');
                moved(u, s.currency, -s.units);
              }
              break;
            }
            case 'buyPlan': {
              const [buyer, expert] = [users[s.user]!, users[s.expert]!];
              const planId = runNo * 10 + s.plan;
              const r = await attempt(() =>
                buyPlan(ctx, {
                  buyerId: buyer,
                  expertId: expert,
                  planId,
                  priceUnits: s.units,
                  key: newKey(),
                }),
              );
              const id = `${planId}:${buyer}`;
              if (buyer === expert) expect(r).toEqual({ code: errors.planOwn.code });
              else if (has(buyer, 'diamond') < s.units)
                expect(r).toEqual({ code: errors.insufficientBalance.code });
              else if (bought.has(id)) expect(r).toEqual({ code: errors.planPurchased.code });
              else {
                expect(r).toHaveProperty('ok');
                // The price waits in escrow: the expert earns nothing until the plan settles.
                moved(buyer, 'diamond', -s.units);
                bought.set(id, {
                  buyer,
                  expert,
                  units: s.units,
                  percent: shares.expertSharePercent,
                  settled: false,
                });
              }
              break;
            }
            case 'shares': {
              const { op: _, ...next } = s;
              const r = await attempt(() => saveShares(t.app, operator, next, '测试'));
              if (
                next.giftAnchorPercent === shares.giftAnchorPercent &&
                next.expertSharePercent === shares.expertSharePercent
              )
                expect(r).toEqual({ code: errors.adminCatalogueNoChange.code });
              else expect(r).toEqual({ ok: { shares: next } });
              Object.assign(shares, next);
              break;
            }
            case 'giftPrice': {
              const gift = gifts[s.gift]!;
              const r = await attempt(() =>
                editGift(t.app, operator, gift.id, { price: s.units / 100 }, '测试'),
              );
              if (s.units === gift.units)
                expect(r).toEqual({ code: errors.adminCatalogueNoChange.code });
              else expect(r).toHaveProperty('ok');
              gift.units = s.units;
              break;
            }
            case 'tierPrice': {
              const prices = [{ tier: s.tier, monthlyPrice: s.units / 100 }];
              const r = await attempt(() => saveNobilityPrices(t.app, operator, prices, '测试'));
              const was = tierUnits.get(s.tier) ?? nobilityTier(s.tier)!.monthlyUnits;
              if (s.units === was) expect(r).toEqual({ code: errors.adminCatalogueNoChange.code });
              else expect(r).toHaveProperty('ok');
              tierUnits.set(s.tier, s.units);
              break;
            }
            case 'refund': {
              const buyer = users[s.user]!;
              const planId = runNo * 10 + s.plan;
              const purchase = bought.get(`${planId}:${buyer}`);
              const r = await attempt(() => refundPlan(ctx, planId, buyer));
              if (!purchase) expect(r).toEqual({ code: errors.planNotPurchased.code });
              else if (purchase.settled) expect(r).toEqual({ code: errors.planRefunded.code });
              else {
                expect(r).toHaveProperty('ok');
                moved(buyer, 'diamond', purchase.units);
                purchase.settled = true;
              }
              break;
            }
            case 'settle': {
              const buyer = users[s.user]!;
              const planId = runNo * 10 + s.plan;
              const purchase = bought.get(`${planId}:${buyer}`);
              const r = await attempt(() =>
                inLedger(ctx, (ledger) => settlePurchase(ledger, planId, buyer, s.how)),
              );
              if (!purchase) expect(r).toEqual({ code: errors.planNotPurchased.code });
              // Settled once: a second settlement (a sweep after a restart) finds it done.
              else if (purchase.settled) expect(r).toEqual({ ok: null });
              else {
                expect(r).toHaveProperty('ok');
                if (s.how === 'payout')
                  moved(
                    purchase.expert,
                    'ticket',
                    expertShareUnits(purchase.units, purchase.percent),
                  );
                else moved(buyer, 'diamond', purchase.units);
                purchase.settled = true;
              }
              break;
            }
          }
        }

        const facts = await ledgerFacts(t.database.db);
        expect(facts).toMatchObject(healthy);
        for (const { total } of facts.totals) expect(total).toBe(0);
        expect(facts.escrow.balance).toBe(facts.escrow.held);
        // What buyers paid is the experts' income, the site's share, refunds and what escrow still holds.
        const p = facts.plans;
        expect(p.escrow).toBe(p.unsettled);
        expect(p.paid).toBe(p.expertIncome + p.siteShare + p.refunded + p.escrow);
        const now = await balancesOf(t.database.db, users);
        for (const u of users) expect(now.get(u)).toEqual(model.get(u));
      }),
      { numRuns: 30 },
    );
  }, 180_000);
});
