// IP属地: the province (or, abroad, the country) a public address belongs to, as Chinese platforms must show
// beside what users write. Looked up in ip2region's offline database (the project's official binding and its
// IPv4 xdb, loaded into memory once: about 11 MB, ~2 µs a lookup), so no request leaves the machine.
// Private, loopback and link-local addresses, IPv6 and anything the database does not place are 未知.
import { isIP } from 'node:net';
import { fileURLToPath } from 'node:url';
import { IPv4, loadContentFromFile, newWithBuffer, type Searcher } from 'ip2region.js';

export const UNKNOWN_REGION = '未知';

/** The database ships with the code (Apache-2.0, from the ip2region project; see README.md beside it). */
const XDB_FILE = fileURLToPath(new URL('./ip2region_v4.xdb', import.meta.url));

const privateV4 = [
  /^10\./,
  /^127\./,
  /^192\.168\./,
  /^172\.(1[6-9]|2\d|3[01])\./,
  /^169\.254\./,
  /^100\.(6[4-9]|[7-9]\d|1[01]\d|12[0-7])\./, // carrier-grade NAT
  /^0\./,
];

export function isPrivateAddress(address: string) {
  const ip = address.replace(/^::ffff:/i, '');
  if (isIP(ip) === 4) return privateV4.some((p) => p.test(ip));
  if (isIP(ip) === 6) return /^(::1?$|f[cd]|fe[89ab])/i.test(ip);
  return true;
}

/**
 * "中国|0|江苏省|苏州市|电信" → 江苏; "中国|0|香港|0|…" → 香港; "美国|0|0|0|…" → 美国. Provinces drop their
 * administrative suffix, as 微博 and 抖音 show them (IP属地：广东).
 */
export function regionFromRecord(record: string) {
  const [country = '', , province = ''] = record.split('|');
  if (country === '中国') {
    if (!province || province === '0') return UNKNOWN_REGION;
    return (
      province.replace(/(省|市|壮族自治区|回族自治区|维吾尔自治区|自治区|特别行政区)$/, '') ||
      province
    );
  }
  return country && country !== '0' ? country : UNKNOWN_REGION;
}

let searcher: Searcher | undefined;

/** Loads the database on first use: a server that never sees a comment never pays for it. */
function db() {
  searcher ??= newWithBuffer(IPv4, loadContentFromFile(XDB_FILE));
  return searcher;
}

export async function regionOf(address: string): Promise<string> {
  if (isPrivateAddress(address)) return UNKNOWN_REGION;
  const ip = address.replace(/^::ffff:/i, '');
  if (isIP(ip) !== 4) return UNKNOWN_REGION;
  try {
    return regionFromRecord(await db().search(ip));
  } catch {
    // A malformed address is not the writer's fault, and never worth refusing a comment over.
    return UNKNOWN_REGION;
  }
}
