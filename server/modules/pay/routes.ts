// HTTP routes of the pay module (spec §7 Pay): balances, recharge, spending (gifts, nobility…), withdrawals.
import fp from 'fastify-plugin';
import { payBalances } from '../../../contract/calls/pay';
import { route } from '../../http/route';
import { rechargeRoutes } from './recharge-routes';
import { getBalances } from './service';
import { spendRoutes } from './spend-routes';
import { withdrawRoutes } from './withdraw-routes';

// Shared with the parent (fastify-plugin), not encapsulated: paymentsOf(app) is keyed by the root app (tests
// reach the providers through it), and the reconciler's onReady and red packets' onClose stay the app's own.
export const payModule = fp(
  async (app) => {
    route(app, payBalances, ({ user }) => getBalances(app.ctx.db, user.id));
    rechargeRoutes(app);
    spendRoutes(app);
    withdrawRoutes(app);
  },
  { name: 'pay' },
);
