// POST /user/common/multiUploadBase64 and GET /gw/uploads/<id>.<ext>: PNG/JPEG/WebP by their bytes, re-encoded in the worker pool, stored, served.
import { eq } from 'drizzle-orm';
import jpeg from 'jpeg-js';
import { PNG } from 'pngjs';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errors } from '../../contract/errors';
import { uploads } from '../../server/db/schema';
import { startTestApp, type TestApp } from './harness';
import {
  dataUrl,
  fetchUpload,
  gradient,
  jpegOf,
  noisyPng,
  pngOf,
  postForm,
  upload,
} from './profile-fixtures';
import {
  jpegClaiming,
  phonePhoto,
  pngClaiming,
  pngWithText,
  webpClaiming,
  webpOf,
  zeroBomb,
} from './upload-fixtures';
import { createUserWithSession } from './users';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const urlPattern = /^\/gw\/uploads\/[A-Za-z0-9_-]{22}\.(png|jpg|webp)$/;

async function uploadedBytes(url: string) {
  const res = await fetchUpload(t.app, url);
  expect(res.statusCode).toBe(200);
  return { res, bytes: res.rawPayload };
}

const expectError = (
  res: { statusCode: number; json(): unknown },
  error: { code: number; status: number },
) => {
  expect(res.statusCode).toBe(error.status);
  expect((res.json() as { code: number }).code).toBe(error.code);
};

describe('multiUploadBase64', () => {
  it('re-encodes a PNG: new bytes, same size and pixels, served with the right type and long cache', async () => {
    const { token } = await createUserWithSession(t.database.db);
    const original = pngOf(40, 30);
    const res = await upload(t.app, token, [dataUrl('image/png', original)]);
    expect(res.statusCode).toBe(200);
    const [url] = res.json().data as string[];
    expect(url).toMatch(urlPattern);
    expect(url).toMatch(/\.png$/);

    const { res: file, bytes } = await uploadedBytes(url!);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(bytes.equals(original)).toBe(false);
    const decoded = PNG.sync.read(bytes);
    expect([decoded.width, decoded.height]).toEqual([40, 30]);
    expect(Buffer.from(decoded.data).equals(gradient(40, 30))).toBe(true);
  });

  it('re-encodes a JPEG, given as bare base64, keeping its size', async () => {
    const { token } = await createUserWithSession(t.database.db);
    const original = jpegOf(64, 48);
    const res = await upload(t.app, token, [original.toString('base64')]);
    const [url] = res.json().data as string[];
    expect(url).toMatch(/\.jpg$/);
    const { res: file, bytes } = await uploadedBytes(url!);
    expect(file.headers['content-type']).toBe('image/jpeg');
    expect(bytes.equals(original)).toBe(false);
    const decoded = jpeg.decode(bytes);
    expect([decoded.width, decoded.height]).toEqual([64, 48]);
  });

  it('judges by the bytes, not the claimed type: a JPEG sent as image/png stays a JPEG', async () => {
    const { token } = await createUserWithSession(t.database.db);
    const res = await upload(t.app, token, [dataUrl('image/png', jpegOf(16, 16))]);
    expect((res.json().data as string[])[0]).toMatch(/\.jpg$/);
  });

  it('scales portraits down to 512 px on the long side, and leaves small ones alone', async () => {
    const { token } = await createUserWithSession(t.database.db);
    const res = await upload(
      t.app,
      token,
      [
        dataUrl('image/png', pngOf(1200, 800)),
        dataUrl('image/jpeg', jpegOf(300, 600)),
        dataUrl('image/png', pngOf(100, 80)),
      ],
      'portrait',
    );
    expect(res.statusCode).toBe(200);
    const [big, tall, small] = res.json().data as string[];
    const png = PNG.sync.read((await uploadedBytes(big!)).bytes);
    expect([png.width, png.height]).toEqual([512, 341]);
    const jpg = jpeg.decode((await uploadedBytes(tall!)).bytes);
    expect([jpg.width, jpg.height]).toEqual([256, 512]);
    const kept = PNG.sync.read((await uploadedBytes(small!)).bytes);
    expect([kept.width, kept.height]).toEqual([100, 80]);
    // Scaling keeps the gradient: red runs from 0 at the left edge to 255 at the right.
    expect(png.data[0]).toBeLessThan(10);
    expect(png.data[(511 + 340 * 512) * 4]).toBeGreaterThan(245);
  });

  it('keeps transparency in a PNG and drops the unused alpha channel of an opaque one', async () => {
    const { token } = await createUserWithSession(t.database.db);
    const res = await upload(t.app, token, [
      dataUrl('image/png', pngOf(8, 8, 100)),
      dataUrl('image/png', pngOf(8, 8)),
    ]);
    const [translucent, opaque] = res.json().data as string[];
    const a = (await uploadedBytes(translucent!)).bytes;
    const b = (await uploadedBytes(opaque!)).bytes;
    // IHDR colour type at byte 25: 6 RGBA, 2 RGB.
    expect([a[25], b[25]]).toEqual([6, 2]);
    expect(PNG.sync.read(a).data[3]).toBe(100);
  });

  it('drops whatever hides after the image data', async () => {
    const { token } = await createUserWithSession(t.database.db);
    const hidden = Buffer.from('<html><script>alert(document.cookie)</script></html>');
    const res = await upload(t.app, token, [
      dataUrl('image/png', Buffer.concat([pngOf(10, 10), hidden])),
      dataUrl('image/jpeg', Buffer.concat([jpegOf(10, 10), hidden])),
    ]);
    expect(res.statusCode).toBe(200);
    const [png, jpg] = res.json().data as string[];
    const pngBytes = (await uploadedBytes(png!)).bytes;
    const jpgBytes = (await uploadedBytes(jpg!)).bytes;
    for (const bytes of [pngBytes, jpgBytes]) expect(bytes.includes('<script>')).toBe(false);
    expect(pngBytes.subarray(-8, -4).toString('latin1')).toBe('IEND');
    expect([...jpgBytes.subarray(-2)]).toEqual([0xff, 0xd9]);
  });

  it('turns a phone photo upright by its EXIF orientation and keeps no EXIF', async () => {
    const { token } = await createUserWithSession(t.database.db);
    // APP1 Exif, big-endian TIFF, IFD0 with one entry: Orientation (0x0112) SHORT = 6 (rotate 90° clockwise).
    const tiff = Buffer.from([
      0x4d, 0x4d, 0x00, 0x2a, 0x00, 0x00, 0x00, 0x08, 0x00, 0x01, 0x01, 0x12, 0x00, 0x03, 0x00,
      0x00, 0x00, 0x01, 0x00, 0x06, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00,
    ]);
    const body = Buffer.concat([Buffer.from('Exif\0\0', 'latin1'), tiff]);
    const app1 = Buffer.concat([Buffer.from([0xff, 0xe1, 0, body.length + 2]), body]);
    const plain = jpegOf(60, 20);
    const photo = Buffer.concat([plain.subarray(0, 2), app1, plain.subarray(2)]);
    const res = await upload(t.app, token, [dataUrl('image/jpeg', photo)]);
    const bytes = (await uploadedBytes((res.json().data as string[])[0]!)).bytes;
    const decoded = jpeg.decode(bytes);
    expect([decoded.width, decoded.height]).toEqual([20, 60]);
    expect(bytes.includes('Exif')).toBe(false);
    // The stored top-left was red 0 / green 0; after a clockwise turn it sits top-right.
    const topRight = (decoded.width - 1) * 4;
    expect(decoded.data[topRight]).toBeLessThan(20);
    expect(decoded.data[topRight + 1]).toBeLessThan(20);
  });

  it('refuses a GIF and an HTML page sent as image/png (11121), and stores nothing', async () => {
    const { user, token } = await createUserWithSession(t.database.db);
    const gif = Buffer.from(
      'R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==',
      'base64',
    );
    const html = Buffer.from('<!doctype html><script>alert(1)</script>');
    for (const bytes of [gif, html]) {
      const res = await upload(t.app, token, [dataUrl('image/png', bytes)]);
      expectError(res, errors.uploadUnsupported);
    }
    const rows = await t.database.db.select().from(uploads).where(eq(uploads.userId, user.id));
    expect(rows).toHaveLength(0);
  });

  it('refuses text that is not base64, and a broken PNG (11122)', async () => {
    const { token } = await createUserWithSession(t.database.db);
    expectError(await upload(t.app, token, ['not base64 at all!']), errors.uploadUnsupported);
    const broken = Buffer.from(pngOf(20, 20));
    const at = broken.length - 20; // inside the image data: the CRC no longer matches
    broken.writeUInt8((broken[at] ?? 0) ^ 0xff, at);
    expectError(await upload(t.app, token, [dataUrl('image/png', broken)]), errors.uploadBroken);
    const truncated = jpegOf(32, 32).subarray(0, 40);
    expectError(
      await upload(t.app, token, [dataUrl('image/jpeg', truncated)]),
      errors.uploadBroken,
    );
  });

  it('refuses a file over 2 MB (11120)', async () => {
    const { token } = await createUserWithSession(t.database.db);
    const big = noisyPng(800, 700); // about 2.2 MB of incompressible pixels
    expect(big.length).toBeGreaterThan(2 * 1024 * 1024);
    expectError(await upload(t.app, token, [dataUrl('image/png', big)]), errors.uploadTooLarge);
  });

  it('refuses from the header alone an image over 4096×4096 pixels or 16383 px a side (11123)', async () => {
    const { token } = await createUserWithSession(t.database.db);
    // Tiny files whose headers claim too much: decoding them would find them broken (11122).
    for (const bytes of [
      pngClaiming(pngOf(2, 2), 4097, 4096),
      pngClaiming(pngOf(2, 2), 16384, 1),
      pngClaiming(pngOf(2, 2), 100_000, 100_000),
      jpegClaiming(jpegOf(16, 16), 65535, 65535),
      webpClaiming(await webpOf(4, 4), 16383, 16383),
      webpClaiming(await webpOf(4, 4), 1 << 24, 1 << 24),
    ]) {
      const res = await upload(t.app, token, [dataUrl('image/png', bytes)]);
      expectError(res, errors.uploadTooManyPixels);
      expect(res.json().msg).toBe(errors.uploadTooManyPixels.msg);
    }
    // The same kind of file claiming a size within the limit is decoded, and found broken.
    expectError(
      await upload(t.app, token, [dataUrl('image/png', pngClaiming(pngOf(2, 2), 4096, 4096))]),
      errors.uploadBroken,
    );
    // A real, whole image one pixel row over the limit: 65 KB, refused all the same.
    expectError(
      await upload(t.app, token, [dataUrl('image/png', await zeroBomb('png', 4097))]),
      errors.uploadTooManyPixels,
    );
  });

  it('takes WebP, lossy and lossless, keeps its transparency, and stores and serves it as WebP', async () => {
    const { token } = await createUserWithSession(t.database.db);
    const lossy = await webpOf(64, 48);
    const lossless = await webpOf(40, 30, { lossless: true, alpha: 100 });
    const res = await upload(t.app, token, [
      dataUrl('image/webp', lossy),
      lossless.toString('base64'),
    ]);
    expect(res.statusCode).toBe(200);
    const [a, b] = res.json().data as string[];
    expect(a).toMatch(/\.webp$/);
    const first = await uploadedBytes(a!);
    expect(first.res.headers['content-type']).toBe('image/webp');
    expect(first.bytes.equals(lossy)).toBe(false);
    const meta = await sharp(first.bytes).metadata();
    expect([meta.format, meta.width, meta.height, meta.hasAlpha]).toEqual(['webp', 64, 48, false]);
    // Lossless in, lossless out: every pixel as sent, alpha included.
    const second = (await uploadedBytes(b!)).bytes;
    const pixels = await sharp(second).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
    expect([pixels.info.width, pixels.info.height]).toEqual([40, 30]);
    expect(pixels.data.equals(gradient(40, 30, 100))).toBe(true);
  });

  it('scales a WebP portrait down to 512 px on the long side', async () => {
    const { token } = await createUserWithSession(t.database.db);
    const res = await upload(
      t.app,
      token,
      [dataUrl('image/webp', await webpOf(600, 1500))],
      'portrait',
    );
    const meta = await sharp(
      (await uploadedBytes((res.json().data as string[])[0]!)).bytes,
    ).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 205, 512]);
  });

  it('turns JPEG and WebP photos upright and keeps none of their metadata; PNG text goes too', async () => {
    const { token } = await createUserWithSession(t.database.db);
    const secret = 'owner-4f7c1e';
    const png = pngWithText(pngOf(8, 8), 'Comment', secret);
    expect(png.includes(secret)).toBe(true);
    const photos = [await phonePhoto('jpeg', secret), await phonePhoto('webp', secret), png];
    for (const photo of photos.slice(0, 2)) {
      const meta = await sharp(photo).metadata();
      expect([meta.orientation, Boolean(meta.exif), Boolean(meta.xmp), Boolean(meta.icc)]).toEqual([
        6,
        true,
        true,
        true,
      ]);
    }
    const res = await upload(
      t.app,
      token,
      photos.map((p) => dataUrl('image/jpeg', p)),
    );
    expect(res.statusCode).toBe(200);
    const urls = res.json().data as string[];
    expect(urls.map((u) => u.slice(u.lastIndexOf('.')))).toEqual(['.jpg', '.webp', '.png']);
    for (const url of urls) {
      const bytes = (await uploadedBytes(url)).bytes;
      expect(bytes.includes(secret)).toBe(false);
      const meta = await sharp(bytes).metadata();
      expect([meta.orientation, meta.exif, meta.xmp, meta.icc, meta.comments]).toEqual([
        undefined,
        undefined,
        undefined,
        undefined,
        undefined,
      ]);
      if (url.endsWith('.png')) continue;
      // 60×20 stored sideways is shown 20×60; the black stored top-left sits top-right once turned.
      const { data, info } = await sharp(bytes).raw().toBuffer({ resolveWithObject: true });
      expect([info.width, info.height]).toEqual([20, 60]);
      const at = (x: number, y: number) => data[(y * info.width + x) * info.channels] as number;
      expect(at(19, 0)).toBeLessThan(40);
      expect(at(0, 0)).toBeGreaterThan(160);
    }
  });

  it('takes five files of nearly 2 MB each in one body, above the site-wide body limit', async () => {
    const { token } = await createUserWithSession(t.database.db);
    // A small picture padded with 1.9 MB of trailing bytes: big on the wire, quick to re-encode.
    const padded = Buffer.concat([pngOf(16, 16), Buffer.alloc(1_900_000, 0x41)]);
    const file = dataUrl('image/png', padded);
    const res = await upload(t.app, token, [file, file, file, file, file]);
    expect(res.statusCode).toBe(200);
    const urls = res.json().data as string[];
    expect(new Set(urls).size).toBe(5);
    expect((await uploadedBytes(urls[4]!)).bytes.length).toBeLessThan(10_000);
  });

  it('names the bad file among several and stores none of them', async () => {
    const { user, token } = await createUserWithSession(t.database.db);
    const res = await upload(t.app, token, [
      dataUrl('image/png', pngOf(4, 4)),
      dataUrl('image/png', Buffer.from('GIF89a...')),
    ]);
    expectError(res, errors.uploadUnsupported);
    expect(res.json().msg).toContain('第 2 张图片');
    const rows = await t.database.db.select().from(uploads).where(eq(uploads.userId, user.id));
    expect(rows).toHaveLength(0);
  });

  it('refuses no file, more than five, an unknown type or field (10001), and a visitor (10005)', async () => {
    const { token } = await createUserWithSession(t.database.db);
    const one = dataUrl('image/png', pngOf(2, 2));
    for (const body of [
      { files: [] },
      { files: [one, one, one, one, one, one] },
      { files: [one], type: 'avatar' },
      { files: [one], path: '/etc/passwd' },
    ]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/gw/user/common/multiUploadBase64',
        payload: body,
        headers: { accesstoken: token },
      });
      expectError(res, errors.badParams);
    }
    expectError(await upload(t.app, '', [one]), errors.notLoggedIn);
  });

  it('takes a single file from a form body too', async () => {
    const { token } = await createUserWithSession(t.database.db);
    const res = await postForm(
      t.app,
      '/user/common/multiUploadBase64',
      { files: dataUrl('image/png', pngOf(3, 3)), type: 'portrait' },
      token,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().data[0]).toMatch(urlPattern);
  });
});

describe('GET /gw/uploads/<file>', () => {
  it('answers 404 (10007) for an unknown id, a wrong extension and a malformed name', async () => {
    const { token } = await createUserWithSession(t.database.db);
    const res = await upload(t.app, token, [dataUrl('image/png', pngOf(2, 2))]);
    const url = (res.json().data as string[])[0]!;
    for (const bad of [
      url.replace(/\.png$/, '.jpg'),
      '/gw/uploads/AAAAAAAAAAAAAAAAAAAAAA.png',
      '/gw/uploads/..%2F..%2Fetc%2Fpasswd',
      '/gw/uploads/x.png',
    ]) {
      const miss = await fetchUpload(t.app, bad);
      expect(miss.statusCode).toBe(404);
      expect(miss.json().code).toBe(errors.notFound.code);
    }
  });
});
