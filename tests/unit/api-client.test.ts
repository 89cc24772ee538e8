// The axios clients and request() against a real local HTTP server: query, headers, bodies, failures.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineCall } from '../../contract/call';
import { feedbackAdd } from '../../contract/calls/inform';
import { liveTime } from '../../contract/calls/live';
import { createClient, createClients } from '../../src/api/clients';
import { readCookie } from '../../src/api/cookie';
import { createRequest } from '../../src/api/request';
import { NETWORK_ERROR_MSG } from '../../src/api/result';

interface Echo {
  method: string;
  path: string;
  query: Record<string, string | string[]>;
  headers: IncomingMessage['headers'];
  body: string;
}

const readBody = async (req: IncomingMessage) => {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
};

const queryOf = (url: URL) => {
  const query: Record<string, string | string[]> = {};
  for (const key of new Set(url.searchParams.keys())) {
    const all = url.searchParams.getAll(key);
    query[key] = all.length === 1 ? (all[0] as string) : all;
  }
  return query;
};

let server: Server;
let base: string;

beforeAll(async () => {
  server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const body = await readBody(req);
    const json = (status: number, payload: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(payload));
    };
    if (url.pathname === '/gw/fail/400')
      return json(400, { code: 10001, msg: '参数错误', data: null });
    if (url.pathname === '/gw/fail/refused') {
      return json(200, { code: 10011, msg: '用户名或密码输入错误', data: null });
    }
    if (url.pathname === '/gw/fail/502') {
      res.writeHead(502, { 'content-type': 'text/html' });
      return res.end('<html><body>Bad Gateway</body></html>');
    }
    if (url.pathname === '/gw/slow') return; // never answers
    if (url.pathname === '/gw/live/time')
      return json(200, { code: 200, msg: 'success', data: { now: 42 } });
    const echo: Echo = {
      method: req.method ?? '',
      path: url.pathname,
      query: queryOf(url),
      headers: req.headers,
      body,
    };
    json(200, { code: 200, msg: 'success', data: echo });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/gw`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const echoAny = z.any();
const getItem = defineCall({
  host: 'api',
  method: 'GET',
  path: '/echo/item/{id}',
  summary: 'test',
  tag: 'test',
  auth: 'none',
  params: z.object({ id: z.string() }),
  query: z.object({ page: z.number(), tags: z.array(z.string()).optional() }),
  response: echoAny,
});
const postForm = defineCall({
  host: 'api',
  method: 'POST',
  path: '/echo/post/{postId}/reply',
  summary: 'test',
  tag: 'test',
  auth: 'none',
  params: z.object({ postId: z.number() }),
  query: z.object({ draft: z.number() }),
  body: z.object({ text: z.string(), images: z.array(z.string()), note: z.string().optional() }),
  response: echoAny,
});
const postJson = defineCall({
  host: 'live',
  method: 'PUT',
  path: '/echo/json',
  summary: 'test',
  tag: 'test',
  auth: 'none',
  body: z.object({ list: z.array(z.number()), nested: z.object({ a: z.string() }) }),
  encoding: 'json',
  response: echoAny,
});
const failing = (path: string) =>
  defineCall({
    host: 'api',
    method: 'GET',
    path,
    summary: 't',
    tag: 't',
    auth: 'none',
    response: echoAny,
  });

const requestWith = (token = 'tok-123', hosts?: { api: string; live: string; captcha: string }) =>
  createRequest(
    createClients(hosts ?? { api: base, live: base, captcha: base }, { getToken: () => token }),
  );

const echoOf = (result: { success: boolean; data: unknown }) => {
  expect(result.success).toBe(true);
  return result.data as Echo;
};

describe('GET', () => {
  it('adds channelId=3&platform=1, the accessToken header, and fills path params', async () => {
    const r = await requestWith()(getItem, { id: 'a b/c', page: 2, tags: ['x', 'y'] });
    const echo = echoOf(r);
    expect(echo.method).toBe('GET');
    expect(echo.path).toBe('/gw/echo/item/a%20b%2Fc');
    expect(echo.query).toEqual({ channelId: '3', platform: '1', page: '2', tags: ['x', 'y'] });
    expect(echo.headers.accesstoken).toBe('tok-123');
  });

  it('sends an empty accessToken header when logged out', async () => {
    const echo = echoOf(await requestWith('')(getItem, { id: '1', page: 1 }));
    expect(echo.headers.accesstoken).toBe('');
  });

  it('returns a successful envelope with success: true', async () => {
    const r = await requestWith()(liveTime);
    expect(r).toEqual({ success: true, code: 200, msg: 'success', data: { now: 42 } });
  });

  it('adds the common query on a bare client too', async () => {
    const client = createClient({ baseURL: base, timeout: 1000, getToken: () => 't' });
    const answer = await client.get('/echo/raw', { params: { q: 'k' } });
    expect(answer.data.data.query).toEqual({ channelId: '3', platform: '1', q: 'k' });
    expect(client.defaults.withCredentials).toBe(true);
  });
});

describe('bodies', () => {
  it('POST is form-encoded by default; query-schema fields go in the query', async () => {
    const r = await requestWith()(postForm, {
      postId: 7,
      draft: 1,
      text: '你好 & 再见',
      images: ['a.png', 'b.png'],
      note: undefined,
    });
    const echo = echoOf(r);
    expect(echo.method).toBe('POST');
    expect(echo.path).toBe('/gw/echo/post/7/reply');
    expect(echo.query).toEqual({ draft: '1' });
    expect(echo.headers['content-type']).toMatch(/^application\/x-www-form-urlencoded/);
    const form = new URLSearchParams(echo.body);
    expect(form.get('text')).toBe('你好 & 再见');
    expect(form.getAll('images')).toEqual(['a.png', 'b.png']);
    expect(form.has('note')).toBe(false);
    expect(form.has('postId')).toBe(false);
    expect(echo.headers.accesstoken).toBe('tok-123');
  });

  it('sends JSON when the call says so, on its host client', async () => {
    const r = await requestWith()(postJson, { list: [1, 2], nested: { a: 'b' } });
    const echo = echoOf(r);
    expect(echo.method).toBe('PUT');
    expect(echo.headers['content-type']).toMatch(/^application\/json/);
    expect(JSON.parse(echo.body)).toEqual({ list: [1, 2], nested: { a: 'b' } });
    expect(echo.query).toEqual({});
  });

  it('a real contract call (feedbackAdd) goes form-encoded to its path', async () => {
    const echo = echoOf(await requestWith()(feedbackAdd, { content: '很好用的网站', type: 2 }));
    expect(echo.path).toBe('/gw/inform/feedback/add');
    expect(Object.fromEntries(new URLSearchParams(echo.body))).toEqual({
      content: '很好用的网站',
      type: '2',
    });
  });
});

describe('failures are results, never throws', () => {
  it('a 400 with an envelope gives the envelope code', async () => {
    const r = await requestWith()(failing('/fail/400'));
    expect(r).toEqual({ success: false, code: 10001, msg: '参数错误', data: null, status: 400 });
  });

  it('a 200 with a non-200 code fails with that code', async () => {
    const r = await requestWith()(failing('/fail/refused'));
    expect(r).toMatchObject({ success: false, code: 10011, data: null, status: 200 });
  });

  it('a 502 with a non-JSON body gives the HTTP status', async () => {
    const r = await requestWith()(failing('/fail/502'));
    expect(r).toMatchObject({ success: false, code: 502, data: null, status: 502 });
  });

  it('a refused connection gives code 0 and the network message', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const dead = `http://127.0.0.1:${port}/gw`;
    const r = await requestWith('t', { api: dead, live: dead, captcha: dead })(liveTime);
    expect(r).toEqual({ success: false, code: 0, msg: NETWORK_ERROR_MSG, data: null, status: 0 });
  });

  it('a timeout gives code 0', async () => {
    const client = createClient({ baseURL: base, timeout: 200, getToken: () => '' });
    const clients = { api: client, live: client, captcha: client };
    const r = await createRequest(clients)(failing('/slow'));
    expect(r).toMatchObject({ success: false, code: 0, msg: NETWORK_ERROR_MSG });
  });
});

describe('readCookie', () => {
  it('finds the auth cookie among others and decodes it', () => {
    expect(readCookie('auth', 'a=1; auth=abc%20def; authx=no')).toBe('abc def');
    expect(readCookie('auth', 'authx=no; b=2')).toBe('');
    expect(readCookie('auth', '')).toBe('');
  });
});
