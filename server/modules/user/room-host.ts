// The room host's user calls (spec §7 Room and anchor API): /api/user/info, the §3 user info with the wallet's
// balances beside it, and /api/user/recommend, the hot anchors (live first) the caller does not follow yet.
import type { FastifyInstance } from 'fastify';
import { apiUserInfo, userRecommend } from '../../../contract/calls/user';
import { route } from '../../http/route';
import { getBalances } from '../pay/service';
import { hotAnchors, viewersOf } from '../room/service';
import { userInfoOf } from './info';

export function roomHostRoutes(app: FastifyInstance) {
  const { db } = app.ctx;
  // Asked while registering: the first asker starts the counter and hooks its close, which a request cannot.
  const viewers = viewersOf(app);
  route(app, apiUserInfo, async ({ user }) => ({
    ...userInfoOf(user),
    ...(await getBalances(db, user.id)),
  }));
  route(app, userRecommend, ({ query, user }) =>
    hotAnchors(db, viewers, query.pageSize, user?.id ?? null),
  );
}
