// HTTP routes of the user's profile and public pages: profile, nick name, portrait, password, real name, space, follows, emoji.
import type { FastifyInstance } from 'fastify';
import {
  attentionList,
  getEmojis,
  myAttention,
  personalSpace,
  userCenterInitPassword,
  userCenterProfile,
  userCenterRealName,
  userCenterSubmitRealName,
  userCenterUpdateInfo,
  userCenterUpdateNickName,
  userCenterUpdatePassword,
  userCenterUpdatePortrait,
} from '../../../contract/calls/user';
import { tokenOf } from '../../http/auth';
import { route } from '../../http/route';
import { markUser } from '../grade/service';
import { pageMyAttention } from './my-attention';
import {
  changePassword,
  changePortrait,
  emojiSet,
  initPassword,
  listAttention,
  readPersonalSpace,
  readProfile,
  readRealName,
  submitRealName,
  updateNickName,
  updateProfile,
} from './service';

export function profileRoutes(app: FastifyInstance) {
  const { ctx } = app;

  route(app, userCenterProfile, ({ user }) => readProfile(ctx.db, user.id));
  route(app, userCenterUpdateInfo, ({ user, body }) => updateProfile(ctx.db, user.id, body));

  route(app, userCenterUpdateNickName, async ({ user, query, request }) => {
    const info = await updateNickName(ctx.db, user.id, query.nickName);
    await markUser(ctx, user.id, 'nickname', request.log);
    return info;
  });
  route(app, userCenterUpdatePortrait, ({ user, query }) =>
    changePortrait(ctx, user.id, query.portraitUrl),
  );

  // The session making the change stays; every other one ends, so whoever knew the old password is out.
  route(app, userCenterUpdatePassword, async ({ user, body, request }) => {
    await changePassword(ctx, user.id, body, tokenOf(request));
    return null;
  });
  route(app, userCenterInitPassword, async ({ user, body, request }) => {
    await initPassword(ctx, user.id, body, tokenOf(request));
    return null;
  });

  route(app, userCenterRealName, ({ user }) => readRealName(ctx.db, user.id));
  route(app, userCenterSubmitRealName, ({ user, body }) =>
    submitRealName(ctx, user.id, body.realName, body.idNumber),
  );

  route(app, personalSpace, ({ user, query }) =>
    readPersonalSpace(ctx.db, query.id, user?.id ?? null),
  );
  route(app, attentionList, ({ query }) => listAttention(ctx.db, query));
  route(app, myAttention, ({ user, query }) => pageMyAttention(ctx.db, user.id, query));
  route(app, getEmojis, async () => emojiSet);
}
