// The 礼物、贵族与分成 desk's actions: the catalogue as the desk shows it, gift add and edit, nobility prices and
// the platform's shares. Each change is audited with before/after in its own transaction and then pushed on the
// site channel (catalogue.changed), so open rooms reload the gift bar and the nobility dialog its prices. The
// money services read prices and shares inside their own transactions: a change applies to what comes after it.
import { and, asc, eq, ne } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { CatalogueGift, SharesView } from '../../../contract/calls/admin-catalogue';
import { unitsToAmount } from '../../../contract/calls/pay';
import { errors } from '../../../contract/errors';
import { channels, type EventData } from '../../../contract/events';
import { gifts } from '../../db/schema';
import { ApiError } from '../../http/api-error';
import { giftIcon } from '../art/service';
import { nobilityTiers } from '../pay/nobility-tiers';
import {
  nobilityPriceKey,
  nobilityTiersOf,
  shareDefaults,
  shareKeys,
  sharesOf,
} from '../pay/shares';
import { type AdminActor, audit, type DbOrTx } from './audit';
import { checkIcon, iconChoices } from './catalogue-icons';
import { unitsOf, writeNumbers } from './site-settings';

type GiftRow = typeof gifts.$inferSelect;

const giftView = (g: GiftRow): CatalogueGift => ({
  id: g.id,
  name: g.name,
  price: unitsToAmount(g.priceUnits),
  icon: g.icon,
  iconUrl: giftIcon(g),
  animated: g.animated,
  sort: g.sort,
  enabled: g.enabled,
});

async function tiersView(db: DbOrTx) {
  return (await nobilityTiersOf(db)).map((t, i) => ({
    id: t.id,
    name: t.name,
    monthlyPrice: unitsToAmount(t.monthlyUnits),
    defaultPrice: unitsToAmount(nobilityTiers[i]!.monthlyUnits),
    privileges: t.privileges,
  }));
}

export async function catalogue(app: FastifyInstance) {
  const { db } = app.ctx;
  const rows = await db.select().from(gifts).orderBy(asc(gifts.sort), asc(gifts.id));
  return {
    gifts: rows.map(giftView),
    icons: await iconChoices(app, db),
    nobility: await tiersView(db),
    shares: await sharesOf(db),
    shareDefaults: { ...shareDefaults },
  };
}

/** Tells every open page (all join the site channel) to read the catalogue again. */
async function announce(app: FastifyInstance, what: EventData<'catalogue.changed'>['what']) {
  await app.ctx.bus.publish(channels.site, 'catalogue.changed', { what, at: Date.now() });
}

async function checkName(tx: DbOrTx, name: string, except?: number) {
  const [same] = await tx
    .select({ id: gifts.id })
    .from(gifts)
    .where(
      except === undefined ? eq(gifts.name, name) : and(eq(gifts.name, name), ne(gifts.id, except)),
    );
  if (same) throw new ApiError(errors.adminGiftNameTaken);
}

export interface GiftInput {
  name: string;
  price: number;
  icon: string;
  animated: boolean;
  sort: number;
  enabled: boolean;
}

const rowOf = (g: Partial<GiftInput>) => ({
  ...(g.name !== undefined && { name: g.name }),
  ...(g.price !== undefined && { priceUnits: unitsOf(g.price) }),
  ...(g.icon !== undefined && { icon: g.icon }),
  ...(g.animated !== undefined && { animated: g.animated }),
  ...(g.sort !== undefined && { sort: g.sort }),
  ...(g.enabled !== undefined && { enabled: g.enabled }),
});

export async function addGift(
  app: FastifyInstance,
  actor: AdminActor,
  input: GiftInput,
  reason: string,
) {
  await checkIcon(app, app.ctx.db, input.icon);
  const gift = await app.ctx.db.transaction(async (tx) => {
    await checkName(tx, input.name);
    const [row] = await tx
      .insert(gifts)
      .values(rowOf(input) as typeof gifts.$inferInsert)
      .returning();
    const view = giftView(row!);
    await audit(
      { db: tx, actor },
      {
        action: 'catalogue.gift-add',
        targetType: 'gift',
        targetId: view.id,
        before: null,
        after: view,
        reason,
      },
    );
    return view;
  });
  await announce(app, 'gifts');
  return gift;
}

export async function editGift(
  app: FastifyInstance,
  actor: AdminActor,
  giftId: number,
  changes: Partial<GiftInput>,
  reason: string,
) {
  await checkIcon(app, app.ctx.db, changes.icon);
  const gift = await app.ctx.db.transaction(async (tx) => {
    // Held while it changes: two operators' edits of one gift audit one after the other.
    const [row] = await tx.select().from(gifts).where(eq(gifts.id, giftId)).for('update');
    if (!row) throw new ApiError(errors.adminGiftNotFound);
    const before = giftView(row);
    const changed = (Object.keys(changes) as (keyof GiftInput)[]).filter(
      (k) => changes[k] !== undefined && changes[k] !== before[k],
    );
    if (changed.length === 0) throw new ApiError(errors.adminCatalogueNoChange);
    if (changed.includes('name')) await checkName(tx, changes.name!, giftId);
    const pick = Object.fromEntries(changed.map((k) => [k, changes[k]])) as Partial<GiftInput>;
    const [updated] = await tx
      .update(gifts)
      .set(rowOf(pick))
      .where(eq(gifts.id, giftId))
      .returning();
    const after = giftView(updated!);
    await audit(
      { db: tx, actor },
      {
        action: 'catalogue.gift-edit',
        targetType: 'gift',
        targetId: giftId,
        before: Object.fromEntries(changed.map((k) => [k, before[k]])),
        after: Object.fromEntries(changed.map((k) => [k, after[k]])),
        reason,
      },
    );
    return after;
  });
  await announce(app, 'gifts');
  return gift;
}

export async function saveNobilityPrices(
  app: FastifyInstance,
  actor: AdminActor,
  prices: { tier: number; monthlyPrice: number }[],
  reason: string,
) {
  for (const p of prices)
    if (!nobilityTiers.some((t) => t.id === p.tier))
      throw new ApiError(errors.adminNobilityTierUnknown);
  const nobility = await app.ctx.db.transaction(async (tx) => {
    const before = await tiersView(tx);
    const changed = prices.filter(
      (p) => before.find((t) => t.id === p.tier)!.monthlyPrice !== p.monthlyPrice,
    );
    if (changed.length === 0) throw new ApiError(errors.adminCatalogueNoChange);
    await writeNumbers(
      tx,
      Object.fromEntries(changed.map((p) => [nobilityPriceKey(p.tier), unitsOf(p.monthlyPrice)])),
    );
    const price = (list: typeof before, tier: number) =>
      list.find((t) => t.id === tier)!.monthlyPrice;
    const after = await tiersView(tx);
    await audit(
      { db: tx, actor },
      {
        action: 'catalogue.nobility-prices',
        targetType: 'nobility',
        targetId: changed.map((p) => p.tier).join(','),
        before: Object.fromEntries(changed.map((p) => [p.tier, price(before, p.tier)])),
        after: Object.fromEntries(changed.map((p) => [p.tier, price(after, p.tier)])),
        reason,
      },
    );
    return after;
  });
  await announce(app, 'nobility');
  return { nobility };
}

export async function saveShares(
  app: FastifyInstance,
  actor: AdminActor,
  changes: Partial<SharesView>,
  reason: string,
) {
  const shares = await app.ctx.db.transaction(async (tx) => {
    const before = await sharesOf(tx);
    const changed = shareKeys.filter((k) => changes[k] !== undefined && changes[k] !== before[k]);
    if (changed.length === 0) throw new ApiError(errors.adminCatalogueNoChange);
    await writeNumbers(tx, Object.fromEntries(changed.map((k) => [k, changes[k]!])));
    const after = { ...before, ...Object.fromEntries(changed.map((k) => [k, changes[k]!])) };
    await audit(
      { db: tx, actor },
      {
        action: 'catalogue.shares',
        targetType: 'site',
        targetId: changed.join(','),
        before: Object.fromEntries(changed.map((k) => [k, before[k]])),
        after: Object.fromEntries(changed.map((k) => [k, after[k]])),
        reason,
      },
    );
    return after;
  });
  await announce(app, 'shares');
  return { shares };
}
