// Red packets in rooms: sent (trade type 10, the sender's diamonds held in escrow), grabbed once per user
// for a random share (11), and on expiry the unclaimed rest returned to the sender (12).

import { and, asc, eq, lte } from 'drizzle-orm';
import { unitsToAmount } from '../../../contract/calls/pay';
import { TRADE } from '../../../contract/enums/trade-types';
import { errors } from '../../../contract/errors';
import type { Db } from '../../db/client';
import { redPacketGrabs, redPackets, users } from '../../db/schema';
import { ApiError } from '../../http/api-error';
import { anchorOf } from './gift';
import { inLedger, type LedgerContext, type LedgerSession } from './ledger';
import { paidOnce } from './paid-once';
import { nextShare } from './red-packet-split';
import { balancesAfter } from './spend-postings';

/** An unclaimed packet goes back to its sender a day after it was sent. */
export const RED_PACKET_TTL_MS = 24 * 3600 * 1000;

export interface RedPacketOrder {
  senderId: number;
  anchorId: number;
  totalUnits: number;
  count: number;
}

const escrow = { system: 'redPacketEscrow', currency: 'diamond' } as const;

export async function postRedPacket(ledger: LedgerSession, order: RedPacketOrder, now: number) {
  const { senderId, anchorId, totalUnits, count } = order;
  if (totalUnits < count) throw new ApiError(errors.redPacketTooSmall);
  await anchorOf(ledger.tx, anchorId);
  const transactionId = await ledger.post({
    tradeType: TRADE.redPacketSend,
    userId: senderId,
    memo: { anchorId, count },
    legs: [
      {
        account: { user: senderId, currency: 'diamond' },
        amount: -totalUnits,
        tradeType: TRADE.redPacketSend,
      },
      { account: escrow, amount: totalUnits, tradeType: TRADE.redPacketSend },
    ],
  });
  const expiresAt = now + RED_PACKET_TTL_MS;
  const [packet] = await ledger.tx
    .insert(redPackets)
    .values({
      anchorId,
      senderId,
      totalUnits,
      count,
      remainingUnits: totalUnits,
      remainingCount: count,
      transactionId,
      expiresAt: new Date(expiresAt),
    })
    .returning({ id: redPackets.id });
  return {
    packetId: packet!.id,
    amount: unitsToAmount(totalUnits),
    count,
    expiresAt,
    ...(await balancesAfter(ledger.tx, senderId)),
  };
}

export function sendRedPacket(
  ctx: LedgerContext,
  order: RedPacketOrder,
  key: string | undefined,
  now = () => Date.now(),
) {
  const { anchorId, totalUnits, count } = order;
  return paidOnce(
    ctx,
    { userId: order.senderId, key, action: 'redPacket', params: { anchorId, totalUnits, count } },
    (ledger) => postRedPacket(ledger, order, now()),
  );
}

/** One grab: the packet's row is locked first, so grabs at once take their turns and never over-spend. */
export async function postGrab(
  ledger: LedgerSession,
  userId: number,
  packetId: number,
  now: number,
  random: () => number = Math.random,
) {
  const [packet] = await ledger.tx
    .select()
    .from(redPackets)
    .where(eq(redPackets.id, packetId))
    .for('update');
  if (!packet) throw new ApiError(errors.redPacketNotFound);
  const [mine] = await ledger.tx
    .select({ userId: redPacketGrabs.userId })
    .from(redPacketGrabs)
    .where(and(eq(redPacketGrabs.packetId, packetId), eq(redPacketGrabs.userId, userId)));
  if (mine) throw new ApiError(errors.redPacketGrabbed);
  if (packet.status === 'returned' || packet.expiresAt.getTime() <= now)
    throw new ApiError(errors.redPacketExpired);
  if (packet.status === 'finished' || packet.remainingCount === 0)
    throw new ApiError(errors.redPacketEmpty);
  const share = nextShare(packet.remainingUnits, packet.remainingCount, random);
  const transactionId = await ledger.post({
    tradeType: TRADE.redPacketGrab,
    userId,
    memo: { packetId, anchorId: packet.anchorId, senderId: packet.senderId },
    legs: [
      { account: escrow, amount: -share, tradeType: TRADE.redPacketGrab },
      {
        account: { user: userId, currency: 'diamond' },
        amount: share,
        tradeType: TRADE.redPacketGrab,
      },
    ],
  });
  const remainingCount = packet.remainingCount - 1;
  await ledger.tx
    .update(redPackets)
    .set({
      remainingUnits: packet.remainingUnits - share,
      remainingCount,
      status: remainingCount === 0 ? 'finished' : 'open',
    })
    .where(eq(redPackets.id, packetId));
  await ledger.tx
    .insert(redPacketGrabs)
    .values({ packetId, userId, amountUnits: share, transactionId });
  return {
    packetId,
    amount: unitsToAmount(share),
    remainingCount,
    ...(await balancesAfter(ledger.tx, userId)),
  };
}

export function grabRedPacket(
  ctx: LedgerContext,
  userId: number,
  packetId: number,
  key: string | undefined,
  now = () => Date.now(),
) {
  return paidOnce(ctx, { userId, key, action: 'grab', params: { packetId } }, (ledger) =>
    postGrab(ledger, userId, packetId, now()),
  );
}

/** Returns an expired packet's unclaimed rest to its sender; null when it is not open or not expired. */
export async function returnRedPacket(ctx: LedgerContext, packetId: number, now = Date.now()) {
  return inLedger(ctx, async (ledger) => {
    const [packet] = await ledger.tx
      .select()
      .from(redPackets)
      .where(eq(redPackets.id, packetId))
      .for('update');
    if (packet?.status !== 'open' || packet.expiresAt.getTime() > now) return null;
    const rest = packet.remainingUnits;
    const returnTransactionId = await ledger.post({
      tradeType: TRADE.redPacketReturn,
      userId: packet.senderId,
      reverses: packet.transactionId,
      memo: { packetId, anchorId: packet.anchorId, unclaimedCount: packet.remainingCount },
      legs: [
        { account: escrow, amount: -rest, tradeType: TRADE.redPacketReturn },
        {
          account: { user: packet.senderId, currency: 'diamond' },
          amount: rest,
          tradeType: TRADE.redPacketReturn,
        },
      ],
    });
    await ledger.tx
      .update(redPackets)
      .set({ status: 'returned', remainingUnits: 0, returnTransactionId })
      .where(eq(redPackets.id, packetId));
    return { packetId, senderId: packet.senderId, returnedUnits: rest };
  });
}

/** Every open packet past its expiry, returned one transaction each (the job runs this). */
export async function expireRedPackets(ctx: LedgerContext, now = Date.now(), batch = 100) {
  const due = await ctx.db
    .select({ id: redPackets.id })
    .from(redPackets)
    .where(and(eq(redPackets.status, 'open'), lte(redPackets.expiresAt, new Date(now))))
    .orderBy(asc(redPackets.expiresAt))
    .limit(batch);
  const returned = [];
  for (const { id } of due) {
    const done = await returnRedPacket(ctx, id, now);
    if (done) returned.push(done);
  }
  return returned;
}

export async function redPacketDetail(db: Db, packetId: number) {
  const [packet] = await db
    .select({ packet: redPackets, senderNickName: users.nickName })
    .from(redPackets)
    .innerJoin(users, eq(users.id, redPackets.senderId))
    .where(eq(redPackets.id, packetId));
  if (!packet) throw new ApiError(errors.redPacketNotFound);
  const grabs = await db
    .select({
      userId: redPacketGrabs.userId,
      nickName: users.nickName,
      amountUnits: redPacketGrabs.amountUnits,
      createdAt: redPacketGrabs.createdAt,
    })
    .from(redPacketGrabs)
    .innerJoin(users, eq(users.id, redPacketGrabs.userId))
    .where(eq(redPacketGrabs.packetId, packetId))
    .orderBy(asc(redPacketGrabs.createdAt));
  const p = packet.packet;
  return {
    packetId: p.id,
    anchorId: p.anchorId,
    senderId: p.senderId,
    senderNickName: packet.senderNickName,
    amount: unitsToAmount(p.totalUnits),
    count: p.count,
    remainingCount: p.remainingCount,
    status: p.status as 'open' | 'finished' | 'returned',
    expiresAt: p.expiresAt.getTime(),
    grabs: grabs.map((g) => ({
      userId: g.userId,
      nickName: g.nickName,
      amount: unitsToAmount(g.amountUnits),
      at: g.createdAt.getTime(),
    })),
  };
}
