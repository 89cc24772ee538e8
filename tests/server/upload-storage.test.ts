// Where upload work happens: the call's body is parsed in the worker pool (and not at all for a caller without a
// session), and on the embedded engine on disk the bytes are files beside its data, the table keeping none.
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errors } from '../../contract/errors';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { uploads } from '../../server/db/schema';
import { openTestDatabase, openTestKv, testEngine } from './harness';
import { dataUrl, fetchUpload, pngOf, postForm, upload } from './profile-fixtures';
import { createUserWithSession } from './users';

type App = Awaited<ReturnType<typeof buildApp>>;
let app: App;
let dataDir: string;
let closeAll: () => Promise<void>;

beforeAll(async () => {
  // The app as npm start opens it: a database with a data directory (here a fresh temporary one).
  dataDir = await mkdtemp(join(tmpdir(), 'qiulive-upload-files-'));
  const { database, drop } = await openTestDatabase();
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    STATIC_DIR: './.tmp/no-client-build',
  } as Record<string, string>);
  app = await buildApp({ config, database: { ...database, dataDir }, kv: openTestKv() });
  await app.ready();
  closeAll = async () => {
    await app.close();
    await database.close();
    await drop();
    await rm(dataDir, { recursive: true, force: true });
  };
});
afterAll(() => closeAll());

const completed = () => app.ctx.workers.stats().completed;

describe(`upload bytes on disk (${testEngine()} with a data directory)`, () => {
  it('writes each image to a file named by its URL, serves it from there, and keeps no bytes in the table', async () => {
    const { user, token } = await createUserWithSession(app.ctx.db);
    const res = await upload(app, token, [
      dataUrl('image/png', pngOf(30, 20)),
      dataUrl('image/png', pngOf(8, 8)),
    ]);
    expect(res.statusCode).toBe(200);
    const urls = res.json().data as string[];
    const names = urls.map((u) => u.slice(u.lastIndexOf('/') + 1)).sort();
    expect((await readdir(join(dataDir, 'uploads'))).sort()).toEqual(names);

    const served = await fetchUpload(app, urls[0]!);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    const file = await readFile(
      join(dataDir, 'uploads', urls[0]!.slice(urls[0]!.lastIndexOf('/') + 1)),
    );
    expect(served.rawPayload.equals(file)).toBe(true);
    expect(file.readUInt32BE(16)).toBe(30);

    const rows = await app.ctx.db.select().from(uploads).where(eq(uploads.userId, user.id));
    expect(rows.map((r) => r.bytes.length)).toEqual([0, 0]);
  });

  it('leaves no file behind when a later file of the call is refused', async () => {
    const { user, token } = await createUserWithSession(app.ctx.db);
    const before = await readdir(join(dataDir, 'uploads'));
    const res = await upload(app, token, [
      dataUrl('image/png', pngOf(6, 6)),
      dataUrl('image/png', pngOf(7, 7)),
      dataUrl('image/png', Buffer.from('GIF89a not a picture')),
    ]);
    expect(res.statusCode).toBe(errors.uploadUnsupported.status);
    expect(res.json()).toMatchObject({
      code: errors.uploadUnsupported.code,
      msg: `第 3 张图片：${errors.uploadUnsupported.msg}`,
      data: { index: 2 },
    });
    expect((await readdir(join(dataDir, 'uploads'))).sort()).toEqual(before.sort());
    const rows = await app.ctx.db.select().from(uploads).where(eq(uploads.userId, user.id));
    expect(rows).toHaveLength(0);
  });

  it('still serves an upload stored in the table before files were used, and 404s a lost file', async () => {
    const { user } = await createUserWithSession(app.ctx.db);
    const bytes = pngOf(5, 5);
    const id = 'OldStyleUpload00000001';
    await app.ctx.db.insert(uploads).values({
      id,
      userId: user.id,
      kind: 'image',
      mime: 'image/png',
      bytes,
      width: 5,
      height: 5,
    });
    const old = await fetchUpload(app, `/gw/uploads/${id}.png`);
    expect(old.statusCode).toBe(200);
    expect(old.rawPayload.equals(bytes)).toBe(true);

    const lost = 'LostFileUpload00000001';
    await app.ctx.db.insert(uploads).values({
      id: lost,
      userId: user.id,
      kind: 'image',
      mime: 'image/png',
      bytes: Buffer.alloc(0),
      width: 5,
      height: 5,
    });
    expect(existsSync(join(dataDir, 'uploads', `${lost}.png`))).toBe(false);
    const gone = await fetchUpload(app, `/gw/uploads/${lost}.png`);
    expect(gone.statusCode).toBe(404);
    expect(gone.json().code).toBe(errors.notFound.code);
  });
});

describe('the upload body', () => {
  it('is not parsed at all for a caller without a session (10005)', async () => {
    const before = completed();
    const res = await upload(app, '', [dataUrl('image/png', pngOf(400, 400))]);
    expect(res.statusCode).toBe(errors.notLoggedIn.status);
    expect(res.json().code).toBe(errors.notLoggedIn.code);
    expect(completed()).toBe(before);
  });

  it('is parsed in the pool: JSON and a form with the file field repeated', async () => {
    const { token } = await createUserWithSession(app.ctx.db);
    const before = completed();
    const json = await upload(app, token, [dataUrl('image/png', pngOf(3, 3))]);
    expect(json.statusCode).toBe(200);
    // One task reads the body, one re-encodes the image.
    expect(completed() - before).toBe(2);

    const file = dataUrl('image/png', pngOf(4, 4));
    const form = await app.inject({
      method: 'POST',
      url: '/gw/user/common/multiUploadBase64',
      payload: `files=${encodeURIComponent(file)}&files=${encodeURIComponent(file)}&type=portrait`,
      headers: { 'content-type': 'application/x-www-form-urlencoded', accesstoken: token },
    });
    expect(form.statusCode).toBe(200);
    expect(form.json().data).toHaveLength(2);
    const single = await postForm(app, '/user/common/multiUploadBase64', { files: file }, token);
    expect(single.json().data).toHaveLength(1);
  });

  it('refuses a body over the call’s limit (10003) without parsing it', async () => {
    const { token } = await createUserWithSession(app.ctx.db);
    const before = completed();
    const res = await app.inject({
      method: 'POST',
      url: '/gw/user/common/multiUploadBase64',
      payload: JSON.stringify({ files: ['A'.repeat(15_000_000)] }),
      headers: { 'content-type': 'application/json', accesstoken: token },
    });
    expect(res.statusCode).toBe(errors.bodyTooLarge.status);
    expect(res.json()).toMatchObject({ code: errors.bodyTooLarge.code, data: null });
    expect(completed()).toBe(before);
  });

  it('answers broken JSON with 10002 and a __proto__ key with 10001', async () => {
    const { token } = await createUserWithSession(app.ctx.db);
    const post = (payload: string) =>
      app.inject({
        method: 'POST',
        url: '/gw/user/common/multiUploadBase64',
        payload,
        headers: { 'content-type': 'application/json', accesstoken: token },
      });
    const broken = await post('{"files": ["abc"');
    expect(broken.statusCode).toBe(errors.badJson.status);
    expect(broken.json()).toMatchObject({ code: errors.badJson.code, data: null });
    const proto = await post('{"files": ["abc"], "__proto__": {"admin": true}}');
    expect(proto.statusCode).toBe(errors.badParams.status);
    expect(proto.json().code).toBe(errors.badParams.code);
    expect(({} as { admin?: boolean }).admin).toBeUndefined();
  });
});
