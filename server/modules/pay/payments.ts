// The app's payment providers, opened once by the recharge routes and found here by whoever needs them
// (tests driving the sandbox, the demo crowd's recharges).
import type { FastifyInstance } from 'fastify';
import { openPayments, type Payments } from '../../providers/payment';

const registry = new WeakMap<FastifyInstance, Payments>();

/** Opens the app's providers (once: the recharge routes call it when they are registered). */
export function registerPayments(app: FastifyInstance): Payments {
  const payments = openPayments(app);
  registry.set(app, payments);
  return payments;
}

/** The app's payment providers (tests drive reconciliation and the sandbox through them). */
export function paymentsOf(app: FastifyInstance): Payments {
  const payments = registry.get(app);
  if (!payments) throw new Error('payments: rechargeRoutes was not registered on this app');
  return payments;
}
