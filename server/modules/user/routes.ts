// HTTP routes of the user module.
import type { FastifyInstance } from 'fastify';
import { userCenterInfo } from '../../../contract/calls/user';
import { route } from '../../http/route';
import { userInfoOf } from './info';

export function userRoutes(app: FastifyInstance) {
  // The session lookup already read the user's row; the answer is that row in the spec's shape.
  route(app, userCenterInfo, async ({ user }) => userInfoOf(user));
}
