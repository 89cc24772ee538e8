// HTTP routes of the pay module (spec §7 Pay): balances, recharge, spending (gifts, nobility…), withdrawals.
import type { FastifyInstance } from 'fastify';
import { payBalances } from '../../../contract/calls/pay';
import { route } from '../../http/route';
import { getBalances } from './balances';
import { rechargeRoutes } from './recharge-routes';
import { spendRoutes } from './spend-routes';
import { withdrawRoutes } from './withdraw-routes';

export function payRoutes(app: FastifyInstance) {
  route(app, payBalances, ({ user }) => getBalances(app.ctx.db, user.id));
  rechargeRoutes(app);
  spendRoutes(app);
  withdrawRoutes(app);
}
