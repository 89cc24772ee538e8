// Every call that changes state, read from the contract, refuses the auth cookie alone: a cross-site link,
// image or form carries the cookie but never the accessToken header.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Call, changesState, fillPath, pathParamNames } from '../../contract/call';
import { allCalls } from '../../contract/calls';
import { errors } from '../../contract/errors';
import { feedback } from '../../server/db/schema';
import { callUrl } from '../../server/http/route';
import { startTestApp, type TestApp, testEngine } from './harness';
import { createUserWithSession } from './users';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await startTestApp();
  ({ token } = await createUserWithSession(t.database.db));
});
afterAll(() => t.close());

const writes = allCalls.filter((c) => changesState(c) && c.auth === 'required');
const optionalWrites = allCalls.filter((c) => changesState(c) && c.auth === 'optional');
const reads = allCalls.filter((c) => !changesState(c) && c.auth === 'required');

/** A URL for the call with every path parameter filled by a plausible value. */
function urlOf(call: Call) {
  const values = Object.fromEntries(pathParamNames(call.path).map((name) => [name, '1']));
  return fillPath(callUrl(t.app, call), values);
}

const send = (call: Call, headers: Record<string, string>) =>
  t.app.inject({
    method: call.method,
    url: urlOf(call),
    headers: {
      ...headers,
      ...(call.method === 'GET' ? {} : { 'content-type': 'application/json' }),
    },
    ...(call.method === 'GET' ? {} : { payload: '{}' }),
  });

describe(`writes need the accessToken header (${testEngine()})`, () => {
  it('the contract marks the GET writes of spec §7', () => {
    const getWrites = writes.filter((c) => c.method === 'GET').map((c) => c.path);
    // The spec keeps these as GETs; each changes what other people see or what the user owns.
    expect(getWrites).toEqual(
      expect.arrayContaining([
        '/api/attention/operAttention',
        '/api/forbid/add',
        '/api/forbid/remove',
        '/api/manager/add',
        '/api/manager/remove',
        '/api/room/down',
        '/user/center/updateNickName',
        '/user/center/updatePortrait',
      ]),
    );
    expect(writes.length).toBeGreaterThan(30);
  });

  it.each(writes.map((c) => [`${c.method} ${c.path}`, c] as const))(
    '%s: the cookie alone is refused with 10005, the header is let through',
    async (_, call) => {
      const cookieOnly = await send(call, { cookie: `auth=${token}` });
      expect(cookieOnly.statusCode).toBe(errors.notLoggedIn.status);
      expect(cookieOnly.json()).toMatchObject({
        code: errors.notLoggedIn.code,
        msg: '请求缺少 accessToken 头，请刷新页面后重试',
        data: null,
      });
      // The same session in the header passes the login check (the empty input may fail later).
      const withHeader = await send(call, { accesstoken: token });
      expect(withHeader.json().code).not.toBe(errors.notLoggedIn.code);
    },
  );

  it.each(reads.map((c) => [`${c.method} ${c.path}`, c] as const))(
    '%s: a read still accepts the cookie (links to one’s own pages keep working)',
    async (_, call) => {
      const res = await send(call, { cookie: `auth=${token}` });
      expect(res.statusCode).not.toBe(errors.notLoggedIn.status);
    },
  );

  it('a write open to guests takes the cookie-only caller as a guest, never as the user', async () => {
    expect(optionalWrites.map((c) => c.path).sort()).toEqual([
      '/api/chat/welcome',
      '/inform/feedback/add',
      // Reads the spec keeps as POSTs: a cookie-only caller sees them as a guest (no shields, no 已赞).
      '/inform/post/list/anchor',
      '/inform/post/list/general',
      // 有料's lists, POSTs in spec §7 too (已购 and 已关注 only with the header).
      '/tj/expert/home/rec',
      '/tj/expert/pc/center/head',
      '/tj/expert/pc/center/recommends',
      '/tj/expert/pc/experts',
      '/tj/expert/pc/more',
      '/tj/expert/pc/rec',
      '/tj/expert/pc/recommends',
      '/tj/expert/v2/index/recommends',
    ]);
    const { user, token: own } = await createUserWithSession(t.database.db);
    const post = (headers: Record<string, string>, content: string) =>
      t.app.inject({
        method: 'POST',
        url: '/gw/inform/feedback/add',
        headers,
        payload: { content, type: 1 },
      });
    expect((await post({ cookie: `auth=${own}` }, '跨站带来的反馈')).json().code).toBe(200);
    expect((await post({ accesstoken: own }, '本站页面的反馈')).json().code).toBe(200);
    const rows = await t.database.db.select().from(feedback);
    const byContent = new Map(rows.map((r) => [r.content, r.userId]));
    expect(byContent.get('跨站带来的反馈')).toBeNull();
    expect(byContent.get('本站页面的反馈')).toBe(user.id);
  });
});
