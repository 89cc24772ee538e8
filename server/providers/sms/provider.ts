// The seam to an SMS gateway: the app sends texts only through an SmsProvider, never to a gateway directly.

/**
 * Sends one text message to one mainland mobile number (11 digits, no country code).
 *
 * Two kinds exist:
 * - `LocalSmsProvider` (local.ts), the default: nothing leaves the machine; the text is logged
 *   and kept in memory for the dev inbox (`{api mount}/dev/sms-inbox`, demo mode only).
 * - A real gateway adapter (Aliyun SMS, Tencent Cloud SMS, …) implements this same interface:
 *   - it is built from its own settings (access key, secret, sign name, template id) read from the
 *     environment, and never logs them;
 *   - most mainland gateways only send registered templates: the adapter maps `text` to its
 *     template (our texts carry a 6-digit code and a purpose) or sends it verbatim where allowed;
 *   - it resolves once the gateway accepted the message and rejects with `SmsSendError` (a short
 *     reason, never the text, which holds the code) when it did not or did not answer within 5 s;
 *     the caller then forgets the code and answers 验证码获取失败 (errors.smsSendFailed);
 *   - it does no rate limiting of its own: the SMS module limits per phone and per IP before
 *     calling it, so one limit table governs every provider.
 */
export interface SmsProvider {
  /** Shown in logs and /healthz-style diagnostics: 'local', 'aliyun'… */
  readonly name: string;
  send(mobile: string, text: string): Promise<void>;
}

/** A gateway refused or did not answer; the message is a reason safe to log. */
export class SmsSendError extends Error {}
