// IP属地: the province a comment was written from. Private, loopback and link-local addresses are 未知.
// TODO(issue 18): look public addresses up in an offline database (ip2region); until then they are 未知 too,
// and the address is stored so a later migration can fill the region in.
import { isIP } from 'node:net';

export const UNKNOWN_REGION = '未知';

const privateV4 = [
  /^10\./,
  /^127\./,
  /^192\.168\./,
  /^172\.(1[6-9]|2\d|3[01])\./,
  /^169\.254\./,
  /^0\./,
];

export function isPrivateAddress(address: string) {
  const ip = address.replace(/^::ffff:/i, '');
  if (isIP(ip) === 4) return privateV4.some((p) => p.test(ip));
  if (isIP(ip) === 6) return /^(::1?$|f[cd]|fe[89ab])/i.test(ip);
  return true;
}

export function regionOf(address: string) {
  if (isPrivateAddress(address)) return UNKNOWN_REGION;
  return UNKNOWN_REGION;
}
