// Routes of the reports and users desks (/gw/admin/reports*, /gw/admin/users*): every one through adminRoute.
import type { FastifyInstance } from 'fastify';
import {
  adminReportAct,
  adminReportClaim,
  adminReportList,
  adminUserCard,
  adminUserLedger,
  adminUserLift,
  adminUserMoney,
  adminUserRevokeSessions,
  adminUserSanction,
  adminUserSearch,
} from '../../../contract/calls/admin-moderation';
import { audit } from './audit';
import { adminRoute } from './guard';
import { actOnReport, claimReport } from './reports-act';
import { reportQueue } from './reports-queue';
import { imposeSanction, liftSanction, revokeUserSessions } from './users-sanctions';
import { adjustMoney, searchUsers, userCard, userLedger } from './users-service';

export function moderationAdminRoutes(app: FastifyInstance) {
  const { ctx } = app;
  const { db } = ctx;

  adminRoute(app, adminReportList, ({ query, admin }) =>
    reportQueue(db, admin.id, {
      status: query.status,
      kind: query.kind,
      page: query.page,
      pageSize: query.pageSize,
    }),
  );
  adminRoute(app, adminReportClaim, ({ params, actor }) => claimReport(ctx, actor, params.ref));
  adminRoute(app, adminReportAct, ({ params, body, actor }) =>
    actOnReport(ctx, actor, params.ref, body),
  );

  adminRoute(app, adminUserSearch, ({ query }) => searchUsers(db, query.by, query.q));
  adminRoute(app, adminUserCard, ({ params }) => userCard(db, params.id));
  adminRoute(app, adminUserLedger, ({ params, query }) =>
    userLedger(db, params.id, query.page, query.pageSize),
  );
  adminRoute(app, adminUserRevokeSessions, async ({ params, body, actor }) => {
    await userCard(db, params.id);
    const revoked = await db.transaction(async (tx) => {
      const n = await revokeUserSessions(tx, params.id, body.sessionId);
      await audit(
        { db: tx, actor },
        {
          action: 'user.sessions.revoke',
          targetType: 'user',
          targetId: params.id,
          before: { sessionId: body.sessionId ?? 'all' },
          after: { revoked: n },
          reason: body.reason,
        },
      );
      return n;
    });
    return { revoked };
  });
  adminRoute(app, adminUserSanction, ({ params, body, actor }) =>
    imposeSanction(ctx, actor, {
      userId: params.id,
      kind: body.kind,
      duration: body.duration,
      reason: body.reason,
    }),
  );
  adminRoute(app, adminUserLift, ({ params, body, actor }) =>
    liftSanction(ctx, actor, params.id, params.sanctionId, body.reason),
  );
  adminRoute(app, adminUserMoney, ({ params, body, actor }) =>
    adjustMoney(ctx, actor, params.id, body),
  );
}
