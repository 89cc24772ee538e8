// The built files go out as the brotli or gzip copies the build wrote beside them, chosen by Accept-Encoding;
// hashed assets are immutable for a year, the page shell (also compressed) and unhashed files are revalidated.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './harness';

const indexHtml = `<!doctype html><html lang="zh-CN"><head><meta charset="UTF-8" /><title>球live</title>
<!--qiulive:config--></head><body><div id="app"></div></body></html>`;
const script = `export const rows = [${Array.from({ length: 400 }, (_, i) => `'比赛${i}'`).join(',')}];`;
const icon = `<svg xmlns="http://www.w3.org/2000/svg">${'<rect width="1" height="1"/>'.repeat(60)}</svg>`;

/** Writes a file with the .br and .gz copies the build's precompress plugin makes. */
async function withCopies(path: string, text: string) {
  await writeFile(path, text);
  await writeFile(`${path}.br`, brotliCompressSync(text));
  await writeFile(`${path}.gz`, gzipSync(text));
}

let dir: string;
let t: TestApp;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'qiulive-compress-'));
  await mkdir(join(dir, 'assets'));
  await writeFile(join(dir, 'index.html'), indexHtml);
  await withCopies(join(dir, 'assets', 'app-B1x9QaZ3.js'), script);
  await withCopies(join(dir, 'favicon.svg'), icon);
  t = await startTestApp({ env: { STATIC_DIR: dir } });
});
afterAll(async () => {
  await t.close();
  await rm(dir, { recursive: true, force: true });
});

const get = (url: string, acceptEncoding?: string) =>
  t.app.inject({ url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

describe('a hashed script', () => {
  it.each([
    ['br, gzip, deflate', 'br', brotliDecompressSync],
    ['gzip, deflate', 'gzip', gunzipSync],
  ] as const)('asked with %s goes out as %s, immutable', async (accept, encoding, decode) => {
    const res = await get('/assets/app-B1x9QaZ3.js', accept);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe(encoding);
    expect(res.headers['content-type']).toContain('javascript');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers.vary).toContain('accept-encoding');
    expect(decode(res.rawPayload).toString()).toBe(script);
  });

  it('goes out as it is to a client that accepts no encoding', async () => {
    const res = await get('/assets/app-B1x9QaZ3.js');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers.vary).toContain('accept-encoding');
    expect(res.body).toBe(script);
  });
});

describe('unhashed files and the page shell', () => {
  it('sends an unhashed file compressed but revalidated', async () => {
    const res = await get('/favicon.svg', 'br');
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toContain('image/svg+xml');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(icon);
  });

  it.each([
    ['br', brotliDecompressSync],
    ['gzip', gunzipSync],
  ] as const)('answers a page route with the shell as %s', async (encoding, decode) => {
    const res = await get('/football', `${encoding}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe(encoding);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers.vary).toContain('accept-encoding');
    const html = decode(res.rawPayload).toString();
    expect(html).toContain('window.__QIULIVE__=');
    expect(html).toContain('<div id="app"></div>');
  });

  it('answers a page route as it is without Accept-Encoding, and refuses br;q=0', async () => {
    for (const accept of [undefined, 'br;q=0, identity']) {
      const res = await get('/football', accept);
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.body).toContain('window.__QIULIVE__=');
    }
  });

  it('still never serves index.html by its own name, compressed or not', async () => {
    const res = await get('/index.html', 'br');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 10007 });
  });
});
