// The envelope under bad input: malformed JSON, wrong types, unknown fields, oversize bodies, unknown paths.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errors } from '../../contract/errors';
import { startTestApp, type TestApp } from './harness';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ env: { BODY_LIMIT: '2048' } });
});
afterAll(() => t.close());

const feedbackUrl = '/gw/inform/feedback/add';

describe('bad input gets a clear 4xx envelope', () => {
  it('malformed JSON', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: feedbackUrl,
      headers: { 'content-type': 'application/json' },
      payload: '{"content": "abc',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: errors.badJson.code, msg: errors.badJson.msg, data: null });
  });

  it('empty JSON body', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: feedbackUrl,
      headers: { 'content-type': 'application/json' },
      payload: '',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe(errors.badJson.code);
  });

  it('prototype pollution attempt is refused as bad JSON', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: feedbackUrl,
      headers: { 'content-type': 'application/json' },
      payload: '{"content":"正常的反馈内容","__proto__":{"x":1}}',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe(errors.badJson.code);
  });

  it('wrong types name the field', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: feedbackUrl,
      payload: { content: 12345678, type: 'abc' },
    });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.code).toBe(errors.badParams.code);
    expect(body.msg).toMatch(/^参数错误：body\./);
    const fields = body.data.fields.map((f: { field: string }) => f.field);
    expect(fields).toEqual(expect.arrayContaining(['body.content', 'body.type']));
  });

  it('unknown fields are refused, not silently dropped', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: feedbackUrl,
      payload: { content: '这是一条正常的反馈', isAdmin: 1 },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe(errors.badParams.code);
    expect(JSON.stringify(res.json().data)).toContain('isAdmin');
  });

  it('unknown query parameters on a GET are refused; channelId and platform are accepted', async () => {
    const good = await t.app.inject({ url: '/gw/live/time?channelId=3&platform=1' });
    expect(good.json().code).toBe(200);
    const bad = await t.app.inject({ url: '/gw/live/time?channelId=abc' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().msg).toContain('query.channelId');
    const unknown = await t.app.inject({ url: '/gw/live/time?debug=1' });
    expect(unknown.statusCode).toBe(400);
  });

  it('oversize bodies get 413 with the envelope', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: feedbackUrl,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ content: 'x'.repeat(5000) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().code).toBe(errors.bodyTooLarge.code);
  });

  it('oversize form bodies too', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: feedbackUrl,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `content=${'y'.repeat(5000)}`,
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().code).toBe(errors.bodyTooLarge.code);
  });

  it('unsupported media types get 415', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: feedbackUrl,
      headers: { 'content-type': 'text/xml' },
      payload: '<feedback/>',
    });
    expect(res.statusCode).toBe(415);
    expect(res.json().code).toBe(errors.unsupportedMediaType.code);
  });

  it('unknown API paths get a 404 envelope, never a page', async () => {
    const res = await t.app.inject({ url: '/gw/no/such/call' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      code: errors.notFound.code,
      msg: errors.notFound.msg,
      data: null,
    });
    const post = await t.app.inject({ method: 'POST', url: '/football', payload: {} });
    expect(post.statusCode).toBe(404);
    expect(post.json().code).toBe(errors.notFound.code);
  });

  it('no answer ever carries a stack trace', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: feedbackUrl,
      headers: { 'content-type': 'application/json' },
      payload: '[1,2',
    });
    expect(res.body).not.toMatch(/at .+\.(ts|js):\d+/);
    expect(res.body).not.toContain('stack');
  });
});
