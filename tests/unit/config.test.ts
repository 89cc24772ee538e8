// server/config.ts: defaults, validation messages and mount paths.
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, mountPath } from '../../server/config';

describe('loadConfig', () => {
  it('runs with nothing set: the embedded defaults', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({
      port: 3000,
      dataDir: './data',
      databaseUrl: undefined,
      redisUrl: undefined,
      baseUrls: { api: '/gw', live: '/gw', captcha: '/gw' },
      demoData: true,
      bodyLimit: 1_048_576,
      trustProxy: [],
      env: 'development',
    });
  });

  it('treats empty values as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '' }).port).toBe(3000);
  });

  it('reads every variable', () => {
    const c = loadConfig({
      PORT: '8080',
      DATABASE_URL: 'postgres://u@db:5432/qiulive',
      REDIS_URL: 'redis://cache:6379',
      API_BASE_URL: 'https://api.example.test/gw',
      DEMO_DATA: 'off',
      TRUST_PROXY: '10.0.0.1, 10.0.0.0/8',
    });
    expect(c.port).toBe(8080);
    expect(c.databaseUrl).toBe('postgres://u@db:5432/qiulive');
    expect(c.redisUrl).toBe('redis://cache:6379');
    expect(c.baseUrls.api).toBe('https://api.example.test/gw');
    expect(c.demoData).toBe(false);
    expect(c.trustProxy).toEqual(['10.0.0.1', '10.0.0.0/8']);
  });

  it('names every bad variable in one error', () => {
    const fail = () =>
      loadConfig({
        PORT: 'eighty',
        DATABASE_URL: 'mysql://x',
        API_BASE_URL: 'gw',
        DEMO_DATA: 'maybe',
      });
    expect(fail).toThrow(ConfigError);
    try {
      fail();
    } catch (e) {
      const msg = (e as Error).message;
      for (const name of ['PORT', 'DATABASE_URL', 'API_BASE_URL', 'DEMO_DATA'])
        expect(msg).toContain(name);
    }
  });
});

describe('tracking script settings', () => {
  it('is off by default', () => {
    expect(loadConfig({}).tracking).toBeNull();
  });

  it('reads a token with an https URL or a site path', () => {
    expect(
      loadConfig({
        TRACKING_TOKEN: 'a1b2c3d4',
        TRACKING_SCRIPT_URL: 'https://hm.example.test/hm.js',
      }).tracking,
    ).toEqual({ token: 'a1b2c3d4', scriptUrl: 'https://hm.example.test/hm.js' });
    expect(
      loadConfig({ TRACKING_TOKEN: 'a1b2c3d4', TRACKING_SCRIPT_URL: '/stats/hm.js' }).tracking
        ?.scriptUrl,
    ).toBe('/stats/hm.js');
  });

  it('requires the script URL when a token is set, and says so beside other errors', () => {
    const fail = () => loadConfig({ TRACKING_TOKEN: 'a1b2c3d4', PORT: 'eighty' });
    expect(fail).toThrow(ConfigError);
    expect(fail).toThrow(/TRACKING_SCRIPT_URL: required when TRACKING_TOKEN is set/);
    expect(fail).toThrow(/PORT/);
  });

  it('refuses a malformed token and a non-https or protocol-relative URL', () => {
    for (const token of ['short', 'has space1', 'x'.repeat(65), 'bad"quote1']) {
      expect(() => loadConfig({ TRACKING_TOKEN: token, TRACKING_SCRIPT_URL: '/hm.js' })).toThrow(
        /TRACKING_TOKEN/,
      );
    }
    for (const url of [
      'http://hm.example.test/hm.js',
      '//hm.example.test/hm.js',
      'hm.js',
      '/a"b',
    ]) {
      expect(() => loadConfig({ TRACKING_TOKEN: 'a1b2c3d4', TRACKING_SCRIPT_URL: url })).toThrow(
        /TRACKING_SCRIPT_URL/,
      );
    }
  });
});

describe('mountPath', () => {
  it('takes the path of a base URL without the trailing slash', () => {
    expect(mountPath('/gw')).toBe('/gw');
    expect(mountPath('/gw/')).toBe('/gw');
    expect(mountPath('https://api.example.test/v1/')).toBe('/v1');
    expect(mountPath('https://api.example.test')).toBe('');
  });
});
