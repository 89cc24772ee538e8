// HTTP routes of the match chat (spec §7 "Chat (main host)"): token, welcome, notice, history, send.
// Shared with the parent (fastify-plugin): it reads app.io, which app.ts decorates after the routes.
import fp from 'fastify-plugin';
import {
  matchChatGetToken,
  matchChatGroupPattern,
  matchChatMsg,
  matchChatPage,
  matchChatNotice as noticeCall,
  matchChatWelcome as welcomeCall,
} from '../../../contract/calls/match-chat';
import { errors } from '../../../contract/errors';
import { ApiError } from '../../http/api-error';
import { route } from '../../http/route';
import { sanctionEnd } from '../admin/users-standing';
import {
  chatMatch,
  issueToken,
  matchChatHistory,
  matchChatNotice,
  matchChatWelcome,
  sendMatchChat,
} from './service';

export const matchChatModule = fp(
  async (app) => {
    const { ctx } = app;

    route(app, matchChatGetToken, async ({ query, user }) => {
      const [, channel, id] = matchChatGroupPattern.exec(query.group) ?? [];
      if (channel !== 'football' && channel !== 'basketball') throw new ApiError(errors.badParams);
      const match = await chatMatch(ctx.db, Number(id), channel);
      if (match.closed) throw new ApiError(errors.matchChatClosed);
      // The input opens locked for a user muted site-wide; later changes reach the page as user.sanction.
      const [issued, mutedUntil] = await Promise.all([
        issueToken(ctx.kv, user.id, query.group),
        sanctionEnd(ctx.db, user.id, 'mute'),
      ]);
      return { ...issued, mutedUntil };
    });
    route(app, welcomeCall, async ({ body }) =>
      matchChatWelcome(app, await chatMatch(ctx.db, body.matchId, body.channel)),
    );
    route(app, noticeCall, async ({ body }) =>
      matchChatNotice(await chatMatch(ctx.db, body.matchId, body.channel)),
    );
    route(app, matchChatPage, async ({ body }) =>
      matchChatHistory(ctx.db, await chatMatch(ctx.db, body.matchId, body.channel), body),
    );
    route(app, matchChatMsg, ({ body, user }) => sendMatchChat(ctx, user, body));
  },
  { name: 'match-chat' },
);
