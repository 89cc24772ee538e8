// Routes of the 内容审核 desk: the queue (claim, approve, reject) and the 新闻评论先审 switch. Every route goes
// through adminRoute (guard.ts): session, CSRF on writes, the content.review duty.
import type { FastifyInstance } from 'fastify';
import { contentReviewCalls } from '../../../contract/calls/admin-content';
import { audit } from './audit';
import { claimContent, contentQueue, decideContent } from './content-desk';
import {
  forgetContentSettings,
  storedContentSettings,
  writeContentSettings,
} from './content-switch';
import { adminRoute } from './guard';

export function contentAdminRoutes(app: FastifyInstance) {
  const { ctx } = app;
  const c = contentReviewCalls;
  adminRoute(app, c.list, ({ query, actor }) => contentQueue(ctx.db, query, actor.id));
  adminRoute(app, c.claim, ({ params, actor }) => claimContent(ctx.db, actor, params.id));
  adminRoute(app, c.approve, ({ params, body, actor }) =>
    decideContent(ctx, actor, params.id, true, body.reason),
  );
  adminRoute(app, c.reject, ({ params, body, actor }) =>
    decideContent(ctx, actor, params.id, false, body.reason),
  );
  adminRoute(app, c.settings, () => storedContentSettings(ctx.db));
  adminRoute(app, c.saveSettings, async ({ body, actor }) => {
    const next = { newsCommentPreReview: body.newsCommentPreReview };
    const saved = await ctx.db.transaction(async (tx) => {
      const before = await storedContentSettings(tx);
      await writeContentSettings(tx, next);
      await audit(
        { db: tx, actor },
        {
          action: 'content.settings',
          targetType: 'site-settings',
          targetId: 'newsCommentPreReview',
          before,
          after: next,
          reason: body.reason,
        },
      );
      return next;
    });
    // This process at once; the others within SITE_SETTINGS_TTL_MS (content-switch.ts).
    forgetContentSettings(ctx.db);
    return saved;
  });
}
