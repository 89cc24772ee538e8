// Per-address rate limits of the captcha: get calls per minute and failed checks per window.
import { isIPv4, isIPv6 } from 'node:net';
import type { AppContext } from '../../context';
import { captchaSettings } from './settings';

/**
 * Whom a limit counts: the IPv4 address, or the /64 of an IPv6 address, since one IPv6 host
 * usually holds a whole /64 and could otherwise rotate addresses to reset its limits. The address
 * is Fastify's request.ip, which believes X-Forwarded-For only from configured proxies.
 */
export function clientKey(ip: string | undefined): string {
  const address = (ip ?? '').replace(/%.*$/, '');
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped?.[1]) return mapped[1];
  if (isIPv4(address)) return address;
  if (!isIPv6(address)) return 'unknown';
  const [head = '', tail = ''] = address.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = address.includes('::')
    ? [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right]
    : left;
  return `${groups
    .slice(0, 4)
    .map((g) => Number.parseInt(g, 16).toString(16))
    .join(':')}::/64`;
}

const getKey = (client: string) => `captcha:limit:get:${client}`;
const failureKey = (client: string) => `captcha:limit:fail:${client}`;

/** Counts a get; false once the address is past its allowance for this window. */
export async function allowGet(ctx: AppContext, client: string): Promise<boolean> {
  const { getLimit } = captchaSettings(ctx);
  return (await ctx.kv.increment(getKey(client), getLimit.windowMs)) <= getLimit.max;
}

/** True while the address has failed too many checks in the window. */
export async function lockedOut(ctx: AppContext, client: string): Promise<boolean> {
  const { failureLimit } = captchaSettings(ctx);
  const failures = Number((await ctx.kv.get(failureKey(client))) ?? 0);
  return failures >= failureLimit.max;
}

export async function countFailure(ctx: AppContext, client: string) {
  await ctx.kv.increment(failureKey(client), captchaSettings(ctx).failureLimit.windowMs);
}
