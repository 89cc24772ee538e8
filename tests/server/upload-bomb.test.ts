// Decompression bombs over real HTTP: the largest images the upload accepts are worked in the pool while the
// server goes on answering; a pool out of time or out of room answers with its own envelope.
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { errors } from '../../contract/errors';
import { WorkerPool } from '../../server/workers/pool';
import { startTestApp, type TestApp } from './harness';
import { dataUrl, fetchUpload, upload } from './profile-fixtures';
import { zeroBomb } from './upload-fixtures';
import { createUserWithSession } from './users';

let t: TestApp;
let base: string;
beforeAll(async () => {
  // Correctness, not speed: a loaded CI machine may take longer than the default 10 s over the biggest pictures.
  t = await startTestApp({ env: { WORKER_TIMEOUT_SECONDS: '90' } });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(() => t.close());

const WAIT = { timeout: 30_000, interval: 20 };

/** Runs a test with another pool in the app's place (a tiny timeout, no queue), then puts the real one back. */
async function withPool(pool: WorkerPool, run: () => Promise<void>) {
  const real = t.app.ctx.workers;
  t.app.ctx.workers = pool;
  try {
    await run();
  } finally {
    t.app.ctx.workers = real;
    await pool.close();
  }
}

describe('image bombs', () => {
  // Minutes, not seconds, on a loaded two-core machine: five 16-megapixel pictures take their time.
  it('takes five 4096×4096 bombs in one request while /healthz keeps answering', {
    timeout: 180_000,
  }, async () => {
    const { token } = await createUserWithSession(t.database.db);
    const png = await zeroBomb('png');
    // 65 KB that decode to 64 MB each: on the event loop, five of these froze the site for 37 s.
    expect(png.length).toBeLessThan(100_000);
    const files = [png, png, png, png, png].map((b) => dataUrl('image/png', b));

    let uploadAnswered = false;
    const uploading = fetch(`${base}/gw/user/common/multiUploadBase64`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accesstoken: token },
      body: JSON.stringify({ files }),
    }).then(async (res) => {
      uploadAnswered = true;
      return { status: res.status, body: (await res.json()) as { code: number; data: string[] } };
    });

    // While the pictures are in the pool, the server answers others.
    await vi.waitFor(() => expect(t.app.ctx.workers.stats().inFlight).toBe(1), WAIT);
    const health = await fetch(`${base}/healthz`);
    const healthBody = (await health.json()) as { code: number; data: { status: string } };
    expect(uploadAnswered).toBe(false);
    expect(health.status).toBe(200);
    expect(healthBody).toMatchObject({ code: 200, data: { status: 'ok' } });

    const { status, body } = await uploading;
    expect(status).toBe(200);
    expect(body.code).toBe(200);
    expect(body.data).toHaveLength(5);
    const stored = await fetchUpload(t.app, body.data[0]!);
    expect(stored.statusCode).toBe(200);
    // The whole canvas, still transparent: an image re-encoded, not refused nor cropped.
    expect(stored.rawPayload.readUInt32BE(16)).toBe(4096);
    expect(stored.rawPayload.readUInt32BE(20)).toBe(4096);
    expect(stored.rawPayload[25]).toBe(6); // RGBA
  });

  it('takes the WebP bombs too: 4096×4096 lossy and lossless', { timeout: 120_000 }, async () => {
    const { token } = await createUserWithSession(t.database.db);
    const lossless = await sharp({
      create: {
        width: 4096,
        height: 4096,
        channels: 4,
        background: { r: 0, g: 0, b: 0, alpha: 0 },
      },
    })
      .webp({ lossless: true })
      .toBuffer();
    expect(lossless.length).toBeLessThan(1_000); // tens of bytes for 64 MB of pixels
    const res = await upload(t.app, token, [
      dataUrl('image/webp', await zeroBomb('webp')),
      dataUrl('image/webp', lossless),
    ]);
    expect(res.json()).toMatchObject({ code: 200 });
    expect(res.statusCode).toBe(200);
    for (const url of res.json().data as string[]) {
      const meta = await sharp((await fetchUpload(t.app, url)).rawPayload).metadata();
      expect([meta.format, meta.width, meta.height, meta.hasAlpha]).toEqual([
        'webp',
        4096,
        4096,
        true,
      ]);
    }
  });

  it('answers 11124 in the envelope when the pool runs out of time for a picture', async () => {
    const { token } = await createUserWithSession(t.database.db);
    await withPool(new WorkerPool({ threads: 1, timeoutMs: 1 }), async () => {
      const res = await upload(t.app, token, [dataUrl('image/png', await zeroBomb('png'))]);
      expect(res.statusCode).toBe(errors.uploadTimeout.status);
      expect(res.json()).toEqual({
        code: errors.uploadTimeout.code,
        msg: errors.uploadTimeout.msg,
        data: null,
      });
      expect(t.app.ctx.workers.stats().timedOut).toBe(1);
    });
  });

  it('answers 10012 without naming a file when the pool has no room', async () => {
    const { token } = await createUserWithSession(t.database.db);
    await withPool(new WorkerPool({ threads: 1, maxQueue: 0 }), async () => {
      const bomb = dataUrl('image/png', await zeroBomb('png'));
      const res = await upload(t.app, token, [bomb, bomb]);
      expect(res.statusCode).toBe(errors.workersBusy.status);
      expect(res.json()).toEqual({
        code: errors.workersBusy.code,
        msg: errors.workersBusy.msg,
        data: null,
      });
    });
  });
});
