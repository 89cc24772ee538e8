// Helpers for the profile suites: requests with a token, made-up PNG and JPEG images, uploads, encrypted passwords.
import type { FastifyInstance } from 'fastify';
import jpeg from 'jpeg-js';
import { PNG } from 'pngjs';
import { encryptPassword } from '../../src/api/password-seal';

export const api = (path: string) => `/gw${path}`;

export const getAs = (app: FastifyInstance, path: string, token?: string) =>
  app.inject({ url: api(path), headers: token ? { accesstoken: token } : {} });

export const postJson = (app: FastifyInstance, path: string, body: unknown, token?: string) =>
  app.inject({
    method: 'POST',
    url: api(path),
    payload: JSON.stringify(body),
    headers: { 'content-type': 'application/json', ...(token ? { accesstoken: token } : {}) },
  });

export const postForm = (
  app: FastifyInstance,
  path: string,
  body: Record<string, string>,
  token?: string,
) =>
  app.inject({
    method: 'POST',
    url: api(path),
    payload: new URLSearchParams(body).toString(),
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      ...(token ? { accesstoken: token } : {}),
    },
  });

/** RGBA pixels with a diagonal gradient, so that a resize or re-encode has something to change. */
export function gradient(width: number, height: number, alpha = 255) {
  const data = Buffer.alloc(width * height * 4);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 4;
      data[i] = (x * 255) / Math.max(1, width - 1);
      data[i + 1] = (y * 255) / Math.max(1, height - 1);
      data[i + 2] = 128;
      data[i + 3] = alpha;
    }
  }
  return data;
}

/** A PNG as an ordinary encoder writes it (fast deflate, RGBA). */
export function pngOf(width: number, height: number, alpha = 255) {
  const png = new PNG({ width, height });
  png.data = gradient(width, height, alpha);
  return PNG.sync.write(png, { deflateLevel: 1 });
}

export const jpegOf = (width: number, height: number, quality = 75) =>
  jpeg.encode({ width, height, data: gradient(width, height) }, quality).data;

/** Random pixels compress badly: a way to a big file with few pixels. */
export function noisyPng(width: number, height: number) {
  const png = new PNG({ width, height });
  for (let i = 0; i < png.data.length; i++) png.data[i] = Math.floor(Math.random() * 256);
  return PNG.sync.write(png, { deflateLevel: 0 });
}

export const dataUrl = (mime: string, bytes: Buffer) =>
  `data:${mime};base64,${bytes.toString('base64')}`;

export async function upload(
  app: FastifyInstance,
  token: string,
  files: string[],
  type?: 'image' | 'portrait',
) {
  return postJson(
    app,
    '/user/common/multiUploadBase64',
    { files, ...(type ? { type } : {}) },
    token,
  );
}

/** The path part of an upload URL answered by the api host mounted at /gw. */
export const fetchUpload = (app: FastifyInstance, url: string) => app.inject({ url });

/** A fresh one-time key, and each given password encrypted with it as the client does. */
export async function encryptWithOneKey(app: FastifyInstance, ...passwords: string[]) {
  const res = await app.inject({ url: api('/user/key/getDynamicKey') });
  const { iv, key } = res.json().data as { iv: string; key: string };
  return { iv, key, encrypted: passwords.map((p) => encryptPassword(p, { iv, key })) };
}
