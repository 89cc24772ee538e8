// The built-site fallback: pages whose params break the route table answer 404, tracking script only when configured.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './harness';

const indexHtml = `<!doctype html><html lang="zh-CN"><head><meta charset="UTF-8" /><title>球live</title>
<!--qiulive:config--></head><body><div id="app"></div></body></html>`;

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'qiulive-site-'));
  await writeFile(join(dir, 'index.html'), indexHtml);
});
afterAll(() => rm(dir, { recursive: true, force: true }));

describe('page paths', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ env: { STATIC_DIR: dir } });
  });
  afterAll(() => t.close());

  it.each([
    ['/about/99999', 404],
    ['/about/abc', 404],
    ['/about/live/7', 404],
    ['/about/10001', 200],
    ['/about', 200],
    ['/about/live/2', 200],
    ['/', 200],
    ['/no/such/page', 200],
  ])('GET %s answers %i with the page shell', async (url, status) => {
    const res = await t.app.inject({ url: `${url}?from=test` });
    expect(res.statusCode).toBe(status);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('window.__QIULIVE__=');
    expect(res.body).toContain('<div id="app"></div>');
  });

  it.each(['/banners/nope.svg', '/favicon.ico', '/deep/path/robots.txt'])(
    'answers a missing file %s with 404, not the page shell',
    async (url) => {
      const res = await t.app.inject({ url });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 10007, data: null });
    },
  );

  it('keeps API misses as the JSON envelope', async () => {
    const res = await t.app.inject({ url: '/gw/about/99999' });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe(10007);
  });

  it('writes no tracking script when no token is configured', async () => {
    const res = await t.app.inject({ url: '/' });
    expect(res.body).not.toMatch(/<script async src=/);
  });
});

describe('tracking script', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({
      env: {
        STATIC_DIR: dir,
        TRACKING_TOKEN: 'abc_DEF-123456',
        TRACKING_SCRIPT_URL: 'https://stats.example.test/hm.js',
      },
    });
  });
  afterAll(() => t.close());

  it('is written into the head beside the config, with the token', async () => {
    const res = await t.app.inject({ url: '/about/10001' });
    const head = res.body.slice(0, res.body.indexOf('</head>'));
    expect(head).toContain(
      '<script async src="https://stats.example.test/hm.js?abc_DEF-123456"></script>',
    );
    expect(head.indexOf('window.__QIULIVE__')).toBeLessThan(head.indexOf('hm.js'));
  });

  it('is also on the 404 page', async () => {
    const res = await t.app.inject({ url: '/about/99999' });
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('hm.js?abc_DEF-123456');
  });
});
