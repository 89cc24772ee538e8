// HTTP routes of spending (spec §7 Pay): gifts and their catalogue, nobility, the room's rank, red packets.
// Every paid POST runs through paidOnce with the request's Idempotency-Key.
import type { FastifyInstance } from 'fastify';
import {
  payGift,
  payGiftList,
  payNobilityList,
  payNobilityPurchase,
  payRedPacketDetail,
  payRedPacketGrab,
  payRedPacketSend,
  payRoomUserRank,
} from '../../../contract/calls/pay-spend';
import { EXP_PER_GIFT_DIAMOND } from '../../../contract/grade';
import { route } from '../../http/route';
import { announceGift, restateUser, roomForGift } from '../chat/service';
import { earnQuietly } from '../grade/service';
import {
  buyNobility,
  giftList,
  grabRedPacket,
  idempotencyKeyOf,
  nobilityList,
  redPacketDetail,
  roomUserRank,
  sendGift,
  sendRedPacket,
  startRedPacketJob,
  unitsOf,
} from './service';

export function spendRoutes(app: FastifyInstance) {
  const { ctx } = app;

  route(app, payGiftList, () => giftList(ctx.db));

  route(app, payGift, async ({ user, body, request }) => {
    const { roomId, ...order } = body;
    // In a room: refused before the money moves when the gift cannot be sent there.
    const room =
      roomId === undefined ? null : await roomForGift(ctx.db, roomId, order.anchorId, user.id);
    const answer = await sendGift(ctx, { senderId: user.id, ...order }, idempotencyKeyOf(request));
    const exp = Math.max(1, Math.floor(answer.amount * EXP_PER_GIFT_DIAMOND));
    await earnQuietly(
      ctx,
      { userId: user.id, source: 'gift', amount: exp, ref: `gift:${answer.recordId}` },
      request.log,
    );
    // The money has moved: a failed broadcast is logged, never turned into a failed gift.
    if (room)
      await announceGift(ctx, room, user, answer).catch((err) =>
        request.log.error({ err }, 'room gift broadcast failed'),
      );
    return answer;
  });

  route(app, payNobilityList, ({ user }) => nobilityList(ctx.db, user?.id ?? null));

  route(app, payNobilityPurchase, async ({ user, body, request }) => {
    const bought = await buyNobility(ctx, { userId: user.id, ...body }, idempotencyKeyOf(request));
    // After the commit: the chat's cached standing learns the new tier (barrage colours) at once.
    await restateUser(ctx, user.id);
    return bought;
  });

  route(app, payRoomUserRank, ({ query }) => roomUserRank(ctx.db, query.anchorId));

  route(app, payRedPacketSend, async ({ user, body, request }) =>
    sendRedPacket(
      ctx,
      {
        senderId: user.id,
        anchorId: body.anchorId,
        totalUnits: unitsOf(body.amount),
        count: body.count,
      },
      idempotencyKeyOf(request),
    ),
  );

  route(app, payRedPacketGrab, ({ user, body, request }) =>
    grabRedPacket(ctx, user.id, body.packetId, idempotencyKeyOf(request)),
  );

  route(app, payRedPacketDetail, ({ params }) => redPacketDetail(ctx.db, params.id));

  // Tests return packets by calling expireRedPackets with their own clock.
  if (ctx.config.env !== 'test') startRedPacketJob(app);
}
