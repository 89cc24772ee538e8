// HTTP routes of the pay module (spec §7 Pay); the wallet issue adds recharge, withdraw and the ledger.
import type { FastifyInstance } from 'fastify';
import { payBalances } from '../../../contract/calls/pay';
import { route } from '../../http/route';
import { getBalances } from './balances';

export function payRoutes(app: FastifyInstance) {
  route(app, payBalances, ({ user }) => getBalances(app.ctx.db, user.id));
}
