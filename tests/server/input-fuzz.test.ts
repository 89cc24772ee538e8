// Every operation of the OpenAPI document, every one of its fields: a NUL byte, a lone surrogate and an oversize value
// each get a 4xx {code,msg,data} envelope (10001 for the bad characters), never a 500 or a stall.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errors } from '../../contract/errors';
import { startTestApp, type TestApp, testEngine } from './harness';
import { createUserWithSession } from './users';

interface Parameter {
  name: string;
  in: 'path' | 'query';
}
interface Operation {
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: { properties?: Record<string, unknown> } }> };
}
type Document = { paths: Record<string, Record<string, Operation>> };

let t: TestApp;
let token: string;
let operations: { method: string; path: string; op: Operation }[];

beforeAll(async () => {
  t = await startTestApp();
  ({ token } = await createUserWithSession(t.database.db));
  const doc = (await t.app.inject({ url: '/gw/openapi.json' })).json() as Document;
  operations = Object.entries(doc.paths).flatMap(([path, ops]) =>
    Object.entries(ops).map(([method, op]) => ({ method: method.toUpperCase(), path, op })),
  );
});
afterAll(() => t.close());

/** Each field an operation takes, with where it goes. */
function fieldsOf(op: Operation) {
  const params = (op.parameters ?? []).map((p) => ({ name: p.name, in: p.in }));
  const json =
    op.requestBody?.content['application/json'] ??
    op.requestBody?.content['application/x-www-form-urlencoded'];
  const body = Object.keys(json?.schema.properties ?? {}).map((name) => ({
    name,
    in: 'body' as const,
  }));
  return [...params, ...body];
}

/** The operation with one field set to `value` (path parameters otherwise '1'), sent with a live session. */
function send(
  { method, path }: { method: string; path: string },
  field: { name: string; in: 'path' | 'query' | 'body' },
  value: string,
) {
  const url = path.replace(/\{(\w+)\}/g, (_, name: string) =>
    encodeURIComponent(field.in === 'path' && name === field.name ? value : '1'),
  );
  const query = field.in === 'query' ? `?${field.name}=${encodeURIComponent(value)}` : '';
  const body = field.in === 'body' ? JSON.stringify({ [field.name]: value }) : undefined;
  return t.app.inject({
    method: method as 'GET',
    url: `${url}${query}`,
    headers: {
      accesstoken: token,
      ...(method === 'GET' ? {} : { 'content-type': 'application/json' }),
    },
    ...(method === 'GET' ? {} : { payload: body ?? '{}' }),
  });
}

/** The captcha host speaks AJ-Captcha's protocol: always HTTP 200, success false and a repCode for a refusal. */
const isCaptchaHost = (path: string) => path.startsWith('/gw/captcha/');

function expectRefusal(res: { statusCode: number; json(): unknown }, path: string, label: string) {
  if (isCaptchaHost(path) && res.statusCode === 200) {
    const answer = res.json() as { success: boolean; repCode: string };
    expect(answer.success, label).toBe(false);
    expect(answer.repCode, label).not.toBe('0000');
    return null;
  }
  return expectEnvelope(res, label);
}

function expectEnvelope(res: { statusCode: number; json(): unknown }, label: string) {
  expect(res.statusCode, label).toBeGreaterThanOrEqual(400);
  expect(res.statusCode, label).toBeLessThan(500);
  const envelope = res.json() as { code: number; msg: string; data: unknown };
  expect(Object.keys(envelope).sort(), label).toEqual(['code', 'data', 'msg']);
  expect(envelope.msg, label).not.toMatch(/at .*\.ts:\d+|Error:/);
  return envelope;
}

describe(`every field of every operation under bad input (${testEngine()})`, () => {
  it('knows every operation of the document', () => {
    expect(operations.length).toBeGreaterThan(100);
    expect(operations.flatMap((o) => fieldsOf(o.op)).length).toBeGreaterThan(300);
  });

  it('refuses a NUL byte or a lone surrogate in any field with 10001', async () => {
    let cases = 0;
    for (const operation of operations) {
      for (const field of fieldsOf(operation.op)) {
        // Half a surrogate pair cannot be written as UTF-8 in a URL: only a JSON body can carry one.
        const values = field.in === 'body' ? ['a\u0000b', 'a\uD800b'] : ['a\u0000b'];
        for (const value of values) {
          const label = `${operation.method} ${operation.path} ${field.in}.${field.name} ${JSON.stringify(value)}`;
          const res = await send(operation, field, value);
          const envelope = expectRefusal(res, operation.path, label);
          if (envelope) expect(envelope.code, label).toBe(errors.badParams.code);
          cases++;
        }
      }
    }
    console.log(
      `bad characters: ${cases} requests, each refused (10001, or the captcha protocol's own refusal)`,
    );
  }, 120_000);

  it('answers an oversize value in any field with a 4xx envelope', async () => {
    const huge = '9'.repeat(20_000);
    let cases = 0;
    for (const operation of operations) {
      for (const field of fieldsOf(operation.op)) {
        const label = `${operation.method} ${operation.path} ${field.in}.${field.name}`;
        const envelope = expectRefusal(await send(operation, field, huge), operation.path, label);
        if (field.in === 'path') expect(envelope?.code, label).toBe(errors.uriTooLong.code);
        cases++;
      }
    }
    console.log(`oversize values: ${cases} requests, each a 4xx envelope`);
  }, 120_000);
});
