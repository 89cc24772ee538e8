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
import { route } from '../../http/route';
import { giftList } from '../pay/service';
import { ChatExperience } from './chat-experience';
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

  // A line earns its experience once stored, off the send path; what waits is stored when the app closes.
  ctx.chatWrites.after = new ChatExperience(ctx, app.log);
  app.addHook('onClose', () => ctx.chatWrites.close());

  route(app, chatInfo, ({ query, user }) => chatRoomInfo(ctx.db, query.roomId, user?.id ?? null));
  route(app, chatPage, ({ body }) => chatHistory(ctx, body));
  route(app, chatMsg, ({ body, user }) => sendChat(ctx, user, body));
  route(app, chatWelcome, ({ body, user }) => welcome(ctx, body.roomId, user));
  // The room's gift box is the wallet's catalogue: one list, one price.
  route(app, giftAll, () => giftList(ctx.db));
  route(app, barrageAll, async () => [...barrageStyles]);

  route(app, forbidAdd, ({ query, user }) => banUser(ctx, user.id, query.nickName, query.roomId));
  route(app, forbidRemove, ({ query, user }) => unbanById(ctx, user.id, query.id));
  route(app, forbidList, ({ query, user }) => banList(ctx.db, user.id, query));
  route(app, managerAdd, ({ query, user }) =>
    addManager(ctx, user.id, query.nickName, query.roomId),
  );
  route(app, managerRemove, ({ query, user }) => removeManager(ctx, user.id, query.id));
  route(app, managerList, ({ query, user }) => managersOf(ctx.db, user.id, query));
};
