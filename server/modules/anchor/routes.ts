// HTTP routes of the anchor application (/api/audit/info, /api/audit/submit) and income (/api/user/coin).
import type { FastifyPluginAsync } from 'fastify';
import { auditInfo, auditSubmit, userCoin } from '../../../contract/calls/anchor';
import { route } from '../../http/route';
import { anchorCoin, latestApplication, submitApplication } from './service';

export const anchorModule: FastifyPluginAsync = async (app) => {
  route(app, auditInfo, ({ user }) => latestApplication(app.ctx.db, user.id));
  route(app, auditSubmit, ({ user, body }) => submitApplication(app.ctx, user.id, body));
  route(app, userCoin, ({ user }) => anchorCoin(app.ctx.db, user.id));
};
