// The foundation end to end over the real app: healthz, OpenAPI, the route helper's auth and parsing, socket.io.
import type { AddressInfo } from 'node:net';
import { io as connect } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineCall } from '../../contract/call';
import { errors } from '../../contract/errors';
import { int } from '../../contract/wire';
import { route } from '../../server/http/route';
import { startTestApp, type TestApp, testEngine } from './harness';
import { createUserWithSession } from './users';

const whoAmI = defineCall({
  host: 'api',
  method: 'GET',
  path: '/test/who/{id}',
  summary: 'test',
  tag: 'test',
  auth: 'required',
  params: z.object({ id: int() }),
  query: z.object({ n: int().optional() }),
  response: z.object({ id: z.number(), userId: z.number(), n: z.number().optional() }),
});

const echoWrite = defineCall({
  host: 'api',
  method: 'POST',
  path: '/test/write',
  summary: 'test',
  tag: 'test',
  auth: 'required',
  body: z.object({ amount: int() }),
  response: z.object({ userId: z.number(), amount: z.number() }),
});

const drifting = defineCall({
  host: 'live',
  method: 'GET',
  path: '/test/drift',
  summary: 'test',
  tag: 'test',
  auth: 'none',
  response: z.object({ ok: z.boolean() }),
});

let t: TestApp;
let token: string;
let userId: number;

beforeAll(async () => {
  t = await startTestApp({
    env: { API_BASE_URL: 'https://api.example.test/gw', LIVE_BASE_URL: '/live-gw' },
    extend(app) {
      route(app, whoAmI, async ({ params, query, user }) => ({
        id: params.id,
        userId: user.id,
        n: query.n,
      }));
      route(app, echoWrite, async ({ body, user }) => ({ userId: user.id, amount: body.amount }));
      route(app, drifting, async () => ({ ok: 'yes' }) as unknown as { ok: boolean });
    },
  });
  ({
    token,
    user: { id: userId },
  } = await createUserWithSession(t.database.db));
});
afterAll(() => t.close());

describe('GET /healthz', () => {
  it('reports status, hosts, version, uptime and the database engine', async () => {
    const res = await t.app.inject({ url: '/healthz' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.code).toBe(200);
    expect(body.data).toMatchObject({
      status: 'ok',
      version: expect.stringMatching(/^\d+\.\d+\.\d+/),
      hosts: { api: 'https://api.example.test/gw', live: '/live-gw', captcha: '/gw' },
      database: testEngine(),
    });
    expect(body.data.uptime).toBeGreaterThanOrEqual(0);
  });

  it('reports the event loop delay, which shows a stall, and the worker pool', async () => {
    // Hold the loop for 300 ms, as an image decoded on it once did.
    const until = Date.now() + 300;
    while (Date.now() < until) {
      // busy on purpose
    }
    type Window = { p50Ms: number; p99Ms: number; maxMs: number; seconds: number };
    const report = async () => {
      const res = await t.app.inject({ url: '/healthz' });
      return res.json().data as {
        eventLoop: { resolutionMs: number; current: Window; previous: Window | null };
        workers: Record<string, number>;
      };
    };
    // The window may have turned over since the stall: it is in the current one or the one before.
    await expect
      .poll(async () => {
        const { current, previous } = (await report()).eventLoop;
        return Math.max(current.maxMs, previous?.maxMs ?? 0);
      })
      .toBeGreaterThanOrEqual(250);
    const data = await report();
    expect(data.eventLoop.resolutionMs).toBeGreaterThan(0);
    const { current } = data.eventLoop;
    expect(current.p50Ms).toBeLessThanOrEqual(current.p99Ms);
    expect(current.p99Ms).toBeLessThanOrEqual(current.maxMs);
    expect(data.workers).toEqual({
      threads: expect.any(Number),
      inFlight: 0,
      queued: 0,
      completed: expect.any(Number),
      timedOut: 0,
      refused: 0,
    });
  });
});

describe('hosts mount at the path of their base URL', () => {
  it('serves the live host under its own prefix and not under the others', async () => {
    const res = await t.app.inject({ url: '/live-gw/live/time' });
    expect(res.json().code).toBe(200);
    expect(Math.abs(res.json().data.now - Date.now())).toBeLessThan(5000);
    const wrong = await t.app.inject({ url: '/gw/live/time' });
    expect(wrong.statusCode).toBe(404);
  });
});

describe('route helper', () => {
  it('refuses a required-auth call without a user', async () => {
    const res = await t.app.inject({ url: '/gw/test/who/7' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({
      code: errors.notLoggedIn.code,
      msg: errors.notLoggedIn.msg,
      data: null,
    });
  });

  it('reads the accessToken header, parses path and query integers', async () => {
    const res = await t.app.inject({ url: '/gw/test/who/7?n=42', headers: { accesstoken: token } });
    expect(res.json()).toEqual({ code: 200, msg: 'success', data: { id: 7, userId, n: 42 } });
  });

  it('refuses a non-numeric path parameter with a clear message', async () => {
    const res = await t.app.inject({ url: '/gw/test/who/abc', headers: { accesstoken: token } });
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toContain('params.id');
  });

  it('accepts the auth cookie on a GET', async () => {
    const res = await t.app.inject({ url: '/gw/test/who/1', cookies: { auth: token } });
    expect(res.json().data.userId).toBe(userId);
  });

  it('ignores the auth cookie on a write, so a cross-site form cannot act for the user', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/gw/test/write',
      cookies: { auth: token },
      payload: 'amount=5',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(res.statusCode).toBe(401);
  });

  it('decodes form-encoded and JSON bodies alike', async () => {
    const form = await t.app.inject({
      method: 'POST',
      url: '/gw/test/write',
      headers: { accesstoken: token, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'amount=5&channelId=3&platform=1',
    });
    expect(form.json().data).toEqual({ userId, amount: 5 });
    const json = await t.app.inject({
      method: 'POST',
      url: '/gw/test/write',
      headers: { accesstoken: token },
      payload: { amount: 6 },
    });
    expect(json.json().data).toEqual({ userId, amount: 6 });
  });

  it('refuses a revoked-looking or unknown token', async () => {
    const res = await t.app.inject({
      url: '/gw/test/who/1',
      headers: { accesstoken: 'not-a-token' },
    });
    expect(res.statusCode).toBe(401);
  });

  it('answers a handler that drifts from its contract with an internal envelope, no stack', async () => {
    const res = await t.app.inject({ url: '/live-gw/test/drift' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({
      code: errors.internal.code,
      msg: errors.internal.msg,
      data: null,
    });
  });
});

describe('OpenAPI', () => {
  it('documents every contract call under its mount with the envelope', async () => {
    const res = await t.app.inject({ url: '/gw/openapi.json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toBe('3.1.0');
    const feedback = doc.paths['/gw/inform/feedback/add'].post;
    expect(
      feedback.requestBody.content['application/x-www-form-urlencoded'].schema.required,
    ).toContain('content');
    expect(doc.paths['/live-gw/live/time'].get.responses['200']).toBeDefined();
    expect(doc.info.description).toContain('10011');
  });

  it('serves a docs page', async () => {
    const res = await t.app.inject({ url: '/gw/docs/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
  });
});

describe('socket.io shares the HTTP server', () => {
  it('accepts a websocket connection on the app port', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const socket = connect(`http://127.0.0.1:${port}`, {
      transports: ['websocket'],
      reconnection: false,
    });
    const id = await new Promise<string>((resolve, reject) => {
      socket.on('connect', () => resolve(socket.id ?? ''));
      socket.on('connect_error', reject);
    });
    expect(id).not.toBe('');
    socket.close();
  });
});
