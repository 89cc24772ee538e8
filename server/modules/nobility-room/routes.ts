// HTTP routes of nobility in rooms (spec §7 Room and anchor API): tier detail, the user's bag, chat bubbles.
import type { FastifyInstance } from 'fastify';
import { nobilityActive, nobilityBag, nobilityBubble } from '../../../contract/calls/chat';
import { route } from '../../http/route';
import { nobilityBubbles } from './bubbles';
import { bagOf, tierDetail } from './service';

export function nobilityRoomRoutes(app: FastifyInstance) {
  const { ctx } = app;

  route(app, nobilityBubble, async () => nobilityBubbles);

  route(app, nobilityActive, ({ user, query }) =>
    tierDetail(ctx.db, user?.id ?? null, query.nobilityId),
  );

  route(app, nobilityBag, ({ user }) => bagOf(ctx.db, user.id));
}
