// Over real HTTP: refusals made before routing (Node's parser, the router) answer in the envelope, and every answer
// carries the security headers (pages the full set: CSP, nosniff, no framing but for the OBS overlay, referrer
// policy; JSON answers the short API set; HSTS behind TLS).
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errors } from '../../contract/errors';
import { startTestApp, type TestApp, testEngine } from './harness';
import { createUserWithSession } from './users';

let t: TestApp;
let base: string;
let port: number;
let token: string;

beforeAll(async () => {
  t = await startTestApp({ env: { TRUST_PROXY: '127.0.0.1' } });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  port = typeof address === 'object' && address ? address.port : 0;
  base = `http://127.0.0.1:${port}`;
  ({ token } = await createUserWithSession(t.database.db));
});
afterAll(() => t.close());

/** Writes a raw request and reads the whole answer: for requests fetch() would refuse to send. */
function raw(request: string): Promise<{ status: number; headers: string; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(request));
    let text = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk) => {
      text += chunk;
    });
    socket.on('error', reject);
    socket.on('close', () => {
      const [head = '', body = ''] = text.split('\r\n\r\n');
      resolve({ status: Number(head.split(' ')[1]), headers: head, body });
    });
  });
}

const envelope = (error: { code: number; msg: string }) => ({
  code: error.code,
  msg: error.msg,
  data: null,
});

describe(`refusals before routing answer in the envelope (${testEngine()})`, () => {
  it('a NUL byte in a path parameter: 10001, not a database error', async () => {
    const res = await fetch(`${base}/gw/pay/recharge/order/%00`, {
      headers: { accesstoken: token },
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({
      code: errors.badParams.code,
      data: expect.anything(),
    });
  });

  it('a path parameter over the router limit: 414 without echoing the URL', async () => {
    const long = 'x'.repeat(300);
    const res = await fetch(`${base}/gw/pay/recharge/order/${long}`, {
      headers: { accesstoken: token },
    });
    expect(res.status).toBe(414);
    const text = await res.text();
    expect(JSON.parse(text)).toEqual(envelope(errors.uriTooLong));
    expect(text).not.toContain(long);
  });

  it('bad percent-encoding: 400 in the envelope', async () => {
    const res = await fetch(`${base}/gw/pay/recharge/order/%E0%A4%A`, {
      headers: { accesstoken: token },
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: errors.badParams.code, data: null });
  });

  it('a query string over Node’s head limit: 431 in the envelope', async () => {
    const res = await raw(
      `GET /gw/live/time?q=${'a'.repeat(20_000)} HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n`,
    );
    expect(res.status).toBe(431);
    expect(JSON.parse(res.body)).toEqual(envelope(errors.headersTooLarge));
  });

  it('an unknown method and a malformed request line: 400 in the envelope', async () => {
    const unknown = await raw('BREW /gw/live/time HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n');
    expect(unknown.status).toBe(400);
    expect(JSON.parse(unknown.body)).toEqual(envelope(errors.badRequest));
    const garbage = await raw('this is not http\r\n\r\n');
    expect(garbage.status).toBe(400);
    expect(JSON.parse(garbage.body)).toEqual(envelope(errors.badRequest));
  });

  it('a known method on no route: 404 in the envelope', async () => {
    const res = await fetch(`${base}/gw/live/time`, { method: 'PATCH' });
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual(envelope(errors.notFound));
  });

  it('the server still answers after all of these', async () => {
    const res = await fetch(`${base}/healthz`);
    expect(res.status).toBe(200);
  });
});

describe(`security headers (${testEngine()})`, () => {
  it('a page: the full set (strict CSP, nosniff, no framing, referrer policy), no HSTS over plain HTTP', async () => {
    const res = await fetch(`${base}/football`);
    expect(res.headers.get('content-type')).toContain('text/html');
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/=]+'(;|$)/);
    expect(csp).not.toContain('unsafe-eval');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(res.headers.get('strict-transport-security')).toBeNull();
  });

  it('a JSON answer: the short set an API needs, not the document set', async () => {
    const res = await fetch(`${base}/gw/live/time`);
    expect(res.headers.get('content-type')).toContain('application/json');
    expect(res.headers.get('content-security-policy')).toBe(
      "default-src 'none'; frame-ancestors 'none'",
    );
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    expect(res.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    expect(res.headers.get('referrer-policy')).toBeNull();
    expect(res.headers.get('strict-transport-security')).toBeNull();
  });

  it("a list's 304 stays on the JSON set", async () => {
    const list = await fetch(`${base}/gw/live/football/list`);
    const etag = list.headers.get('etag') ?? '';
    const res = await fetch(`${base}/gw/live/football/list`, {
      headers: { 'if-none-match': etag },
    });
    expect(res.status).toBe(304);
    expect(res.headers.get('content-security-policy')).toBe(
      "default-src 'none'; frame-ancestors 'none'",
    );
  });

  it('the OBS overlay alone may be framed', async () => {
    const overlay = await fetch(`${base}/v/anchor-barrage?roomId=1`);
    expect(overlay.headers.get('x-frame-options')).toBeNull();
    const csp = overlay.headers.get('content-security-policy') ?? '';
    expect(csp).toContain('frame-ancestors *');
    expect(csp).toContain("script-src 'self'");
  });

  it('HSTS when a trusted proxy says the request came over TLS', async () => {
    const res = await fetch(`${base}/gw/live/time`, { headers: { 'x-forwarded-proto': 'https' } });
    expect(res.headers.get('strict-transport-security')).toBe(
      'max-age=31536000; includeSubDomains',
    );
  });

  it('errors carry them as well', async () => {
    const res = await fetch(`${base}/gw/no/such/call`);
    expect(res.status).toBe(404);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('content-security-policy')).toBe(
      "default-src 'none'; frame-ancestors 'none'",
    );
  });
});
