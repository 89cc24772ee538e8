// Picks the payment providers: the sandbox gateway until a real adapter is configured (see types.ts).
import type { FastifyInstance } from 'fastify';
import { mountPath } from '../../config';
import { sandboxGatewayRoutes } from './sandbox/gateway';
import { SandboxPaymentProvider } from './sandbox/provider';
import { SandboxStore } from './sandbox/store';
import type { PaymentProvider } from './types';

export type { CallbackNotice, PaymentProvider, PaymentRequest, PaymentState } from './types';

export interface Payments {
  /** The provider new orders go to. */
  current: PaymentProvider;
  /** Every provider an order may name (old orders keep theirs), by name. */
  byName: Map<string, PaymentProvider>;
}

/** The callback URL of a provider: `{api mount}/pay/notify/{name}`. */
export const notifyPath = (app: FastifyInstance, name: string) =>
  `${mountPath(app.ctx.config.baseUrls.api)}/pay/notify/${name}`;

/** Builds the providers and mounts the sandbox gateway's own pages on the app. */
export function openPayments(app: FastifyInstance): Payments {
  const { config, kv } = app.ctx;
  const store = new SandboxStore(kv);
  const checkoutPath = `${mountPath(config.baseUrls.api)}/sandbox-pay/checkout`;
  // The address the browser is sent to: under the API base URL, which may be another origin.
  const checkoutBase = `${config.baseUrls.api.replace(/\/+$/, '')}/sandbox-pay/checkout`;
  const sandbox = new SandboxPaymentProvider(store, config.paySandboxSecret, checkoutBase);
  sandboxGatewayRoutes(app, {
    store,
    secret: config.paySandboxSecret,
    checkoutPath,
    notifyPath: notifyPath(app, sandbox.name),
  });
  return { current: sandbox, byName: new Map([[sandbox.name, sandbox]]) };
}
