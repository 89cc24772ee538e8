// The SMS provider that sends nothing: logs each text and keeps the last ones in memory for the dev inbox.
import type { FastifyBaseLogger } from 'fastify';
import type { SmsProvider } from './provider';

export interface SentSms {
  mobile: string;
  text: string;
  sentAt: number;
}

/** 138****0001: enough to tell messages apart in a log, not enough to collect numbers from it. */
export const maskMobile = (mobile: string) =>
  mobile.length === 11 ? `${mobile.slice(0, 3)}****${mobile.slice(7)}` : '***';

export class LocalSmsProvider implements SmsProvider {
  readonly name = 'local';
  private readonly sent: SentSms[] = [];

  constructor(
    private readonly log: Pick<FastifyBaseLogger, 'info'>,
    /** Bounded: a process that runs for months must not grow with every text it ever sent. */
    private readonly keep = 200,
  ) {}

  async send(mobile: string, text: string) {
    this.sent.push({ mobile, text, sentAt: Date.now() });
    if (this.sent.length > this.keep) this.sent.splice(0, this.sent.length - this.keep);
    // The text is an SMS code notice; passwords never pass through here.
    this.log.info({ sms: { provider: this.name, mobile: maskMobile(mobile), text } }, 'sms sent');
  }

  /** The kept messages, newest first, optionally for one number only. */
  recent(mobile?: string): SentSms[] {
    const all = mobile ? this.sent.filter((m) => m.mobile === mobile) : this.sent;
    return [...all].reverse();
  }
}
