// HTTP routes of the pay module (spec §7 Pay): balances (with the user channel's seq), recharge, spending (gifts, nobility…), withdrawals.
import fp from 'fastify-plugin';
import { payBalances } from '../../../contract/calls/pay';
import { channels } from '../../../contract/events';
import { route } from '../../http/route';
import { rechargeRoutes } from './recharge-routes';
import { getBalances } from './service';
import { spendRoutes } from './spend-routes';
import { withdrawRoutes } from './withdraw-routes';

// Shared with the parent (fastify-plugin), not encapsulated: paymentsOf(app) is keyed by the root app (tests
// reach the providers through it), and the reconciler's onReady and red packets' onClose stay the app's own.
export const payModule = fp(
  async (app) => {
    route(app, payBalances, async ({ user }) => {
      // The seq first: a change landing between the two reads is then in the balances and pushed above the seq.
      const { seq } = await app.ctx.bus.catchUp(channels.user(user.id));
      return { ...(await getBalances(app.ctx.db, user.id)), seq };
    });
    rechargeRoutes(app);
    spendRoutes(app);
    withdrawRoutes(app);
  },
  { name: 'pay' },
);
