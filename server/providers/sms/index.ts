// Picks the SMS provider: the local one until a real gateway adapter is configured (see provider.ts).
import type { FastifyBaseLogger } from 'fastify';
import { LocalSmsProvider } from './local';
import type { SmsProvider } from './provider';

export type { SentSms } from './local';
export { LocalSmsProvider } from './local';
export { type SmsProvider, SmsSendError } from './provider';

export const openSmsProvider = (log: FastifyBaseLogger): SmsProvider => new LocalSmsProvider(log);
