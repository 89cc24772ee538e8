// HTTP routes of horns (spec §7 Room and anchor API): the recent list, the send dialog's info, and sending.
import type { FastifyPluginAsync } from 'fastify';
import { hornInfo, hornList, hornSend } from '../../../contract/calls/chat';
import { route } from '../../http/route';
import { idempotencyKeyOf } from '../pay/service';
import { hornSendInfo, recentHorns, sendHorn } from './service';

export const hornModule: FastifyPluginAsync = async (app) => {
  const { ctx } = app;

  route(app, hornList, ({ query }) => recentHorns(ctx.db, query.page, query.pageSize));

  route(app, hornInfo, ({ user }) => hornSendInfo(ctx.db, user?.id ?? null));

  route(app, hornSend, ({ user, body, request }) =>
    sendHorn(ctx, { userId: user.id, ...body }, idempotencyKeyOf(request)),
  );
};
