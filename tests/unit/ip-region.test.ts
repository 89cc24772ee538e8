// IP属地 from the offline ip2region database: provinces without their suffix, regions of China by name, countries
// abroad, and 未知 for anything private, malformed or IPv6.
import { describe, expect, it } from 'vitest';
import { regionFromRecord, regionOf } from '../../server/providers/ip-region';

describe('IP属地', () => {
  it('places public addresses by province in China and by country abroad', async () => {
    const cases: [string, string][] = [
      ['202.96.128.86', '广东'], // a Guangzhou Telecom DNS server
      ['218.4.167.70', '江苏'],
      ['61.135.169.121', '北京'],
      ['223.5.5.5', '浙江'],
      ['203.198.7.66', '香港'],
      ['60.246.1.1', '澳门'],
      ['8.8.8.8', '美国'],
      ['::ffff:202.96.128.86', '广东'],
    ];
    for (const [ip, region] of cases) expect(await regionOf(ip), ip).toBe(region);
  });

  it('is 未知 for private, loopback, link-local, shared and malformed addresses, and for IPv6', async () => {
    for (const ip of [
      '127.0.0.1',
      '10.1.2.3',
      '192.168.0.8',
      '172.20.1.1',
      '100.64.0.1',
      '::1',
      'fd00::1',
      '::ffff:10.0.0.1',
      '2400:3200::1',
      'garbage',
      '',
    ]) {
      expect(await regionOf(ip), ip).toBe('未知');
    }
  });

  it('reads the database record the way Chinese platforms show it', () => {
    expect(regionFromRecord('中国|0|新疆维吾尔自治区|乌鲁木齐市|电信')).toBe('新疆');
    expect(regionFromRecord('中国|0|广西壮族自治区|南宁市|联通')).toBe('广西');
    expect(regionFromRecord('中国|0|上海|上海市|电信')).toBe('上海');
    expect(regionFromRecord('中国|0|0|0|0')).toBe('未知');
    expect(regionFromRecord('0|0|0|0|0')).toBe('未知');
    expect(regionFromRecord('日本|0|0|0|0')).toBe('日本');
  });
});
