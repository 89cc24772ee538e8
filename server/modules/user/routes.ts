// HTTP routes of the user module: the user centre's info, the profile and the login/account calls.
import type { FastifyPluginAsync } from 'fastify';
import { userCenterInfo } from '../../../contract/calls/user';
import { route } from '../../http/route';
import { accountDeletionRoutes } from './account-deletion-routes';
import { authRoutes } from './auth-routes';
import { profileRoutes } from './profile-routes';
import { roomHostRoutes } from './room-host';
import { userInfoOf } from './service';

export const userModule: FastifyPluginAsync = async (app) => {
  // The session lookup already read the user's row; the answer is that row in the spec's shape.
  route(app, userCenterInfo, async ({ user }) => userInfoOf(user));
  profileRoutes(app);
  authRoutes(app);
  accountDeletionRoutes(app);
  roomHostRoutes(app);
};
