// Routes of the 提现审核 desk: the queue with risk hints, claim, approve (pay out) and reject (refund).
import type { FastifyInstance } from 'fastify';
import { withdrawalReviewCalls as w } from '../../../contract/calls/admin-review';
import { adminRoute } from './guard';
import { claimWithdrawal, decideWithdrawalAsAdmin, withdrawalQueue } from './withdrawals-desk';

export function withdrawalsRoutes(app: FastifyInstance) {
  const { ctx } = app;
  adminRoute(app, w.list, ({ query, actor }) => withdrawalQueue(ctx.db, query, actor.id));
  adminRoute(app, w.claim, ({ params, actor }) => claimWithdrawal(ctx.db, actor, params.id));
  adminRoute(app, w.approve, ({ params, body, actor }) =>
    decideWithdrawalAsAdmin(ctx, actor, params.id, 'approve', body.reason),
  );
  adminRoute(app, w.reject, ({ params, body, actor }) =>
    decideWithdrawalAsAdmin(ctx, actor, params.id, 'reject', body.reason),
  );
}
