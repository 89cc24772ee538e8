// Routes of the 审核 desk: anchor and expert applications (queue, claim, pass, refuse). Every route goes through
// adminRoute (guard.ts): session, CSRF on writes, the duty the contract names.
import type { FastifyInstance } from 'fastify';
import { anchorReviewCalls, expertReviewCalls } from '../../../contract/calls/admin-review';
import { adminRoute } from './guard';
import { anchorQueue, claimAnchor, decideAnchor } from './review-anchors';
import { claimExpert, decideExpert, expertQueue } from './review-experts';
import { withdrawalsRoutes } from './withdrawals-routes';

/** The desk's routes, withdrawals' included (one line in routes.ts). */
export function reviewAdminRoutes(app: FastifyInstance) {
  const { ctx } = app;
  const a = anchorReviewCalls;
  adminRoute(app, a.list, ({ query, actor }) => anchorQueue(ctx.db, query, actor.id));
  adminRoute(app, a.claim, ({ params, actor }) => claimAnchor(ctx.db, actor, params.id));
  adminRoute(app, a.pass, ({ params, body, actor }) =>
    decideAnchor(ctx, actor, params.id, true, body.reason),
  );
  adminRoute(app, a.no, ({ params, body, actor }) =>
    decideAnchor(ctx, actor, params.id, false, body.reason),
  );

  const e = expertReviewCalls;
  adminRoute(app, e.list, ({ query, actor }) => expertQueue(ctx.db, query, actor.id));
  adminRoute(app, e.claim, ({ params, actor }) => claimExpert(ctx.db, actor, params.id));
  adminRoute(app, e.pass, ({ params, body, actor }) =>
    decideExpert(ctx, actor, params.id, true, body.reason),
  );
  adminRoute(app, e.no, ({ params, body, actor }) =>
    decideExpert(ctx, actor, params.id, false, body.reason),
  );

  withdrawalsRoutes(app);
}
