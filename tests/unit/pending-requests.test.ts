// The in-flight request counter and its wiring into the axios clients, against a real local server.
import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineCall } from '../../contract/call';
import { createClient, createClients } from '../../src/api/clients';
import { createRequest } from '../../src/api/request';
import { createPendingRequests, type PendingRequests } from '../../streams/pending-requests';

describe('createPendingRequests', () => {
  it('counts starts and ends and never goes below zero', () => {
    const pending = createPendingRequests();
    pending.requestStarted();
    pending.requestStarted();
    expect(pending.count()).toBe(2);
    pending.requestEnded();
    pending.requestEnded();
    pending.requestEnded();
    expect(pending.count()).toBe(0);
  });

  it("track()'s end function ends its request only once", () => {
    const pending = createPendingRequests();
    const endA = pending.track();
    pending.track();
    endA();
    endA();
    expect(pending.count()).toBe(1);
  });

  it('replays the current count and emits only changes', () => {
    const pending = createPendingRequests();
    pending.requestStarted();
    const seen: number[] = [];
    const sub = pending.count$.subscribe((n) => seen.push(n));
    pending.requestEnded();
    pending.requestEnded(); // already zero: no emission
    pending.requestStarted();
    sub.unsubscribe();
    expect(seen).toEqual([1, 0, 1]);
  });
});

// Requests to /hold/<n> wait until release(n) answers them; /slow never answers.
const held = new Map<string, ServerResponse>();
let server: Server;
let base: string;

beforeAll(async () => {
  server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (url.pathname.startsWith('/gw/hold/')) {
      held.set(url.pathname.slice('/gw/hold/'.length), res);
      return;
    }
    if (url.pathname === '/gw/slow') return;
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ code: 200, msg: 'success', data: null }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/gw`;
});

afterAll(() => {
  server.closeAllConnections();
  return new Promise<void>((resolve) => server.close(() => resolve()));
});

const arrived = async (name: string) => {
  for (let i = 0; i < 200 && !held.has(name); i++) await new Promise((r) => setTimeout(r, 5));
  expect(held.has(name)).toBe(true);
};
const release = (name: string) => {
  const res = held.get(name);
  held.delete(name);
  res?.writeHead(200, { 'content-type': 'application/json' });
  res?.end(JSON.stringify({ code: 200, msg: 'success', data: name }));
};

const clientWith = (pending: PendingRequests, timeout = 5_000) =>
  createClient({ baseURL: base, timeout, getToken: () => '', pending });

describe('the clients count their requests', () => {
  it('counts a request while it is in flight, and overlapping ones together', async () => {
    const pending = createPendingRequests();
    const seen: number[] = [];
    pending.count$.subscribe((n) => seen.push(n));
    const client = clientWith(pending);
    const a = client.get('/hold/a');
    const b = client.post('/hold/b', { x: 1 });
    await arrived('a');
    await arrived('b');
    expect(pending.count()).toBe(2);
    release('a');
    await a;
    expect(pending.count()).toBe(1);
    release('b');
    await b;
    expect(pending.count()).toBe(0);
    expect(seen).toEqual([0, 1, 2, 1, 0]);
  });

  it('a request that opts out of progress is not counted', async () => {
    const pending = createPendingRequests();
    const client = clientWith(pending);
    const quiet = client.get('/hold/quiet', { progress: false });
    await arrived('quiet');
    expect(pending.count()).toBe(0);
    const loud = client.get('/hold/loud', { progress: true });
    await arrived('loud');
    expect(pending.count()).toBe(1);
    release('quiet');
    release('loud');
    await Promise.all([quiet, loud]);
    expect(pending.count()).toBe(0);
  });

  it('request() passes the opt-out through and still works without options', async () => {
    const pending = createPendingRequests();
    const request = createRequest(
      createClients({ api: base, live: base, captcha: base }, { getToken: () => '', pending }),
    );
    const hold = defineCall({
      host: 'live',
      method: 'GET',
      path: '/hold/{name}',
      summary: 'test',
      tag: 'test',
      auth: 'none',
      params: z.object({ name: z.string() }),
      response: z.string(),
    });
    const polled = request(hold, { name: 'poll' }, { progress: false });
    await arrived('poll');
    expect(pending.count()).toBe(0);
    const shown = request(hold, { name: 'shown' });
    await arrived('shown');
    expect(pending.count()).toBe(1);
    release('poll');
    release('shown');
    expect(await polled).toMatchObject({ success: true, data: 'poll' });
    expect(await shown).toMatchObject({ success: true, data: 'shown' });
    expect(pending.count()).toBe(0);
  });

  it('a refused connection still ends its count', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const pending = createPendingRequests();
    const seen: number[] = [];
    pending.count$.subscribe((n) => seen.push(n));
    const client = createClient({ baseURL: `http://127.0.0.1:${port}`, timeout: 1_000, pending });
    await expect(client.get('/x')).rejects.toThrow();
    expect(pending.count()).toBe(0);
    expect(seen).toEqual([0, 1, 0]);
  });

  it('a timeout still ends its count', async () => {
    const pending = createPendingRequests();
    const client = clientWith(pending, 100);
    const slow = client.get('/slow');
    await new Promise((r) => setTimeout(r, 20));
    expect(pending.count()).toBe(1);
    await expect(slow).rejects.toThrow(/timeout/);
    expect(pending.count()).toBe(0);
  });

  it('an aborted request still ends its count', async () => {
    const pending = createPendingRequests();
    const client = clientWith(pending);
    const controller = new AbortController();
    const aborted = client.get('/hold/aborted', { signal: controller.signal });
    await arrived('aborted');
    expect(pending.count()).toBe(1);
    controller.abort();
    await expect(aborted).rejects.toThrow();
    expect(pending.count()).toBe(0);
  });
});
