// HTTP routes of the operator console (/gw/admin/*): login with TOTP, accounts, the audit log, the dashboard.
// Every route goes through adminRoute (guard.ts), which checks the session, the CSRF header and the duty.
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import {
  ADMIN_COOKIE,
  ADMIN_HINT_COOKIE,
  adminAccounts,
  adminAuditExport,
  adminAuditList,
  adminCreate,
  adminDashboard,
  adminLogin,
  adminLogout,
  adminMe,
  adminResetTotp,
  adminRevokeSessions,
  adminSetDisabled,
  adminSetRole,
  adminVerify,
} from '../../../contract/calls/admin';
import {
  createAccount,
  listAccounts,
  resetTotp,
  revokeSessions,
  setDisabled,
  setRole,
} from './accounts';
import { advertsAdminRoutes } from './adverts-routes';
import { type AuditFilters, audit, auditCsv, auditPage } from './audit';
import { catalogueAdminRoutes } from './catalogue-routes';
import { contentAdminRoutes } from './content-routes';
import { dashboardFigures } from './dashboard';
import { adminRoute, loginRequestOf } from './guard';
import { codeStep, passwordStep, profileOf } from './login';
import { newsAdminRoutes } from './news-routes';
import { moderationAdminRoutes } from './reports-routes';
import { reviewAdminRoutes } from './review-routes';
import { roomAdminRoutes } from './rooms-routes';
import { ADMIN_SESSION_MS, pruneAdminSessions, revokeAdminSession } from './sessions';

const cookieOptions = (request: FastifyRequest) => ({
  path: '/',
  httpOnly: true,
  sameSite: 'strict' as const,
  secure: request.protocol === 'https',
});

/** The filters alone (the query also carries the common channelId/platform). */
const filtersOf = (q: AuditFilters): AuditFilters => ({
  username: q.username,
  action: q.action,
  targetType: q.targetType,
  targetId: q.targetId,
  from: q.from,
  to: q.to,
});

function setAdminCookie(request: FastifyRequest, reply: FastifyReply, token: string) {
  const maxAge = ADMIN_SESSION_MS / 1000;
  reply.setCookie(ADMIN_COOKIE, token, { ...cookieOptions(request), maxAge });
  reply.setCookie(ADMIN_HINT_COOKIE, '1', { ...cookieOptions(request), httpOnly: false, maxAge });
}

export const adminModule = fp(
  async (app) => {
    const { ctx } = app;
    const { db } = ctx;

    adminRoute(app, adminLogin, ({ body, request }) =>
      passwordStep(ctx, loginRequestOf(request), body.username, body.password),
    );
    adminRoute(app, adminVerify, async ({ body, request, reply }) => {
      const { token, profile } = await codeStep(
        ctx,
        loginRequestOf(request),
        body.ticket,
        body.code,
      );
      setAdminCookie(request, reply, token);
      // Now and then, with a login: sessions long over leave the table.
      await pruneAdminSessions(db);
      return profile;
    });
    adminRoute(app, adminLogout, async ({ admin, actor, request, reply }) => {
      await db.transaction(async (tx) => {
        await revokeAdminSession(tx, admin.sessionId);
        await audit(
          { db: tx, actor },
          { action: 'admin.logout', targetType: 'admin', targetId: admin.id },
        );
      });
      reply.clearCookie(ADMIN_COOKIE, cookieOptions(request));
      reply.clearCookie(ADMIN_HINT_COOKIE, { ...cookieOptions(request), httpOnly: false });
      return null;
    });
    adminRoute(app, adminMe, ({ admin }) => profileOf(ctx, admin, admin.tokenHash));

    adminRoute(app, adminAccounts, async () => ({ list: await listAccounts(db) }));
    adminRoute(app, adminCreate, ({ body, actor }) => createAccount(db, actor, body));
    adminRoute(app, adminSetRole, ({ params, body, actor }) =>
      setRole(db, actor, params.id, body.role, body.reason),
    );
    adminRoute(app, adminSetDisabled, ({ params, body, actor }) =>
      setDisabled(db, actor, params.id, body.disabled, body.reason),
    );
    adminRoute(app, adminResetTotp, ({ params, body, actor }) =>
      resetTotp(db, actor, params.id, body.reason),
    );
    adminRoute(app, adminRevokeSessions, ({ params, body, actor }) =>
      revokeSessions(db, actor, params.id, body.reason),
    );

    adminRoute(app, adminAuditList, ({ query }) => {
      return auditPage(db, filtersOf(query), query.page, query.pageSize);
    });
    adminRoute(app, adminAuditExport, async ({ query, actor, reply }) => {
      const filters = filtersOf(query);
      const { csv, rows } = await auditCsv(db, filters);
      // Reading the log out is itself an action worth knowing about.
      await audit(
        { db, actor },
        { action: 'audit.export', targetType: 'audit', after: { filters, rows } },
      );
      reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header(
          'content-disposition',
          `attachment; filename="admin-audit-${new Date().toISOString().slice(0, 10)}.csv"`,
        );
      return csv;
    });

    adminRoute(app, adminDashboard, () => dashboardFigures(app));
    roomAdminRoutes(app);
    moderationAdminRoutes(app);
    catalogueAdminRoutes(app);
    advertsAdminRoutes(app);
    contentAdminRoutes(app);
    newsAdminRoutes(app);
    reviewAdminRoutes(app);
  },
  { name: 'admin' },
);
