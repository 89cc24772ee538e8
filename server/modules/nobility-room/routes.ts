// HTTP routes of nobility in rooms (spec §7 Room and anchor API): tier detail, the user's bag, chat bubbles.
import type { FastifyPluginAsync } from 'fastify';
import { nobilityActive, nobilityBag, nobilityBubble } from '../../../contract/calls/chat';
import { route } from '../../http/route';
import { bagOf, nobilityBubbles, tierDetail } from './service';

export const nobilityRoomModule: FastifyPluginAsync = async (app) => {
  const { ctx } = app;

  route(app, nobilityBubble, async () => nobilityBubbles);

  route(app, nobilityActive, ({ user, query }) =>
    tierDetail(ctx.db, user?.id ?? null, query.nobilityId),
  );

  route(app, nobilityBag, ({ user }) => bagOf(ctx.db, user.id));
};
