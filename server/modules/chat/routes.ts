// HTTP routes of room chat (spec §7 Room and anchor API): history, send, welcome, chat settings, the gift and
// barrage catalogues, the ban list and the managers. Horns and nobility live in their own module.
import type { FastifyPluginAsync } from 'fastify';
import {
  barrageAll,
  chatInfo,
  chatMsg,
  chatPage,
  chatWelcome,
  forbidAdd,
  forbidList,
  forbidRemove,
  giftAll,
  managerAdd,
  managerList,
  managerRemove,
} from '../../../contract/calls/chat';
import { EXP_PER_CHAT } from '../../../contract/grade';
import { route } from '../../http/route';
import { earnQuietly } from '../grade/service';
import { giftList } from '../pay/service';
import {
  addManager,
  banList,
  banUser,
  barrageStyles,
  chatHistory,
  chatRoomInfo,
  managerList as managersOf,
  removeManager,
  sendChat,
  unbanById,
  welcome,
} from './service';

export const chatModule: FastifyPluginAsync = async (app) => {
  const { ctx } = app;

  route(app, chatInfo, ({ query, user }) => chatRoomInfo(ctx.db, query.roomId, user?.id ?? null));
  route(app, chatPage, ({ body }) => chatHistory(ctx.db, body));
  route(app, chatMsg, async ({ body, user, request }) => {
    const line = await sendChat(ctx, user, body);
    const ref = `chat:${line.id}`;
    await earnQuietly(
      ctx,
      { userId: user.id, source: 'chat', amount: EXP_PER_CHAT, ref },
      request.log,
    );
    return line;
  });
  route(app, chatWelcome, ({ body, user }) => welcome(ctx, body.roomId, user));
  // The room's gift box is the wallet's catalogue: one list, one price.
  route(app, giftAll, () => giftList(ctx.db));
  route(app, barrageAll, async () => [...barrageStyles]);

  route(app, forbidAdd, ({ query, user }) => banUser(ctx, user.id, query.nickName, query.roomId));
  route(app, forbidRemove, ({ query, user }) => unbanById(ctx, user.id, query.id));
  route(app, forbidList, ({ query, user }) => banList(ctx.db, user.id, query));
  route(app, managerAdd, ({ query, user }) =>
    addManager(ctx.db, user.id, query.nickName, query.roomId),
  );
  route(app, managerRemove, ({ query, user }) => removeManager(ctx.db, user.id, query.id));
  route(app, managerList, ({ query, user }) => managersOf(ctx.db, user.id, query));
};
