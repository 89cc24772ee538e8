// The client's AJ calls against a real local HTTP server: JSON bodies, raw AJ answers, failures as answers.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AJ_FAILURE, createCaptchaApi } from '../../src/api/captcha';
import { createClients } from '../../src/api/clients';
import { NETWORK_ERROR_MSG } from '../../src/api/result';

let server: Server;
let base: string;
const seen: { path: string; type: string; body: string }[] = [];

beforeAll(async () => {
  server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks).toString('utf8');
    seen.push({ path: req.url ?? '', type: req.headers['content-type'] ?? '', body });
    const parsed = JSON.parse(body || '{}');
    if (parsed.captchaType === 'html') {
      res.writeHead(502, { 'content-type': 'text/html' });
      return res.end('<html>Bad Gateway</html>');
    }
    res.writeHead(200, { 'content-type': 'application/json' });
    if (req.url?.endsWith('/captcha/get') && parsed.captchaType === 'blockPuzzle') {
      return res.end(
        JSON.stringify({
          repCode: '0000',
          repMsg: null,
          success: true,
          error: false,
          repData: { token: 't1', secretKey: 'k'.repeat(16), originalImageBase64: 'AA==' },
        }),
      );
    }
    res.end(
      JSON.stringify({
        repCode: '6111',
        repMsg: '验证失败',
        repData: null,
        success: false,
        error: true,
      }),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/cap`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const api = (host = base) =>
  createCaptchaApi(createClients({ api: host, live: host, captcha: host }, { getToken: () => '' }));

describe('captcha api', () => {
  it('posts JSON to the captcha host and returns the AJ answer as is', async () => {
    const answer = await api().getCaptcha({ captchaType: 'blockPuzzle', clientUid: 'u', ts: 1 });
    expect(answer).toMatchObject({ repCode: '0000', success: true, repData: { token: 't1' } });
    const last = seen.at(-1);
    expect(last?.path).toBe('/cap/captcha/get');
    expect(last?.type).toContain('application/json');
    expect(JSON.parse(last?.body ?? '')).toEqual({
      captchaType: 'blockPuzzle',
      clientUid: 'u',
      ts: 1,
    });
  });

  it('returns a failure repCode and message untouched', async () => {
    const answer = await api().checkCaptcha({
      captchaType: 'blockPuzzle',
      pointJson: 'x',
      token: 't1',
      mobile: '13800000000',
      action: 'sms:3',
    });
    expect(answer).toEqual({
      repCode: '6111',
      repMsg: '验证失败',
      repData: null,
      success: false,
      error: true,
    });
    expect(JSON.parse(seen.at(-1)?.body ?? '')).toMatchObject({
      mobile: '13800000000',
      action: 'sms:3',
    });
  });

  it('turns an answer that is not AJ-shaped into a failure', async () => {
    const answer = await api().getCaptcha({ captchaType: 'html' as 'clickWord' });
    expect(answer).toMatchObject({ repCode: AJ_FAILURE, success: false, repData: null });
  });

  it('turns no answer at all into a failure with the network message', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const answer = await api(`http://127.0.0.1:${port}/cap`).getCaptcha({
      captchaType: 'clickWord',
    });
    expect(answer).toEqual({
      repCode: AJ_FAILURE,
      repMsg: NETWORK_ERROR_MSG,
      repData: null,
      success: false,
      error: true,
    });
  });
});
