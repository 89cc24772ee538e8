// A password never reaches the logs nor the database in clear: login, register and retrieve with the info log captured.
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SMS_TYPE } from '../../contract/calls/sms';
import { users } from '../../server/db/schema';
import { freshSmsCode, newPhone, passwordFields, post } from './auth-support';
import { startTestApp, type TestApp } from './harness';

/** Every line the app's logger writes from now on (pino's destination, found by its symbol's name). */
function captureLog(app: FastifyInstance): string[] {
  let holder: object | null = app.log;
  let symbol: symbol | undefined;
  while (holder && !symbol) {
    symbol = Object.getOwnPropertySymbols(holder).find((s) => s.description === 'pino.stream');
    holder = Object.getPrototypeOf(holder);
  }
  if (!symbol) throw new Error('pino stream not found');
  const stream = (app.log as unknown as Record<symbol, { write(line: string): boolean }>)[symbol];
  if (!stream) throw new Error('pino stream not found');
  const lines: string[] = [];
  stream.write = (line: string) => {
    lines.push(line);
    return true;
  };
  return lines;
}

let t: TestApp;
let lines: string[];
beforeAll(async () => {
  t = await startTestApp({ env: { LOG_LEVEL: 'info' } });
  lines = captureLog(t.app);
});
afterAll(() => t.close());

describe('passwords and logs', () => {
  it('logs requests and texts, but never a password, its ciphertext or the one-time key', async () => {
    const mobile = newPhone();
    const first = 'FirstPass11';
    const second = 'SecondPass22';
    const secrets: string[] = [first, second];
    const fields = async (password: string) => {
      const f = await passwordFields(t.app, password);
      secrets.push(f.password, f.key);
      return f;
    };

    const registered = await post(t.app, '/user/register', {
      mobile,
      verifyCode: await freshSmsCode(t.app, mobile, SMS_TYPE.register),
      nickName: `日志${String(Date.now()).slice(-6)}`,
      ...(await fields(first)),
    });
    expect(registered.json().code).toBe(200);
    const wrong = await post(t.app, '/user/login', {
      mobile,
      mode: 0,
      ...(await fields('Nope9999')),
    });
    secrets.push('Nope9999');
    expect(wrong.json().code).toBe(10011);
    const right = await post(t.app, '/user/login', { mobile, mode: 0, ...(await fields(first)) });
    expect(right.json().code).toBe(200);
    const retrieved = await post(t.app, '/user/center/retrievePassword', {
      mobile,
      verifyCode: await freshSmsCode(t.app, mobile, SMS_TYPE.retrievePassword),
      ...(await fields(second)),
    });
    expect(retrieved.json().code).toBe(200);

    const log = lines.join('');
    // The capture works: the calls and the SMS texts are there.
    expect(log).toContain('/gw/user/login');
    expect(log).toContain('/gw/user/register');
    expect(log).toContain('sms sent');
    for (const secret of secrets) {
      expect(log).not.toContain(secret);
      expect(log).not.toContain(encodeURIComponent(secret));
    }
    // Nor the session token handed back.
    expect(log).not.toContain(right.json().data.token);

    const [row] = await t.database.db.select().from(users).where(eq(users.phone, mobile));
    expect(row?.passwordHash).toMatch(/^scrypt\$/);
    for (const secret of secrets) expect(row?.passwordHash).not.toContain(secret);
    expect(JSON.stringify(row)).not.toContain(second);
  });
});
