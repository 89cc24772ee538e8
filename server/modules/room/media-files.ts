// The play paths of server/modules/room/play-urls.ts, on the app's own origin: live HTTP-FLV from the
// embedded media server, and the files ffmpeg writes under MEDIA_DIR (live HLS, recordings, covers, and the
// frames of live rooms under covers/, whose URLs carry a version so an hour's cache is safe).
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { errors } from '../../../contract/errors';
import { ApiError } from '../../http/api-error';
import { STREAM_NAME } from '../../providers/media/types';
import { MEDIA_PATH } from './play-urls';

export const MEDIA_ROOT = '/media';

const contentTypes: Record<string, string> = {
  '.m3u8': 'application/vnd.apple.mpegurl',
  '.ts': 'video/mp2t',
  '.jpg': 'image/jpeg',
};
const DIR = /^[A-Za-z0-9_-]{1,64}$/;
const FILE = /^[A-Za-z0-9_-]{1,64}\.(m3u8|ts|jpg)$/;

const notFound = () => new ApiError(errors.notFound);

/** The file under the media directory a URL path names, or null when the path is not one we serve. */
export function mediaFileOf(dir: string, urlPath: string): string | null {
  const parts = urlPath.split('/').filter(Boolean);
  const file = parts.pop();
  if (!file || !FILE.test(file) || parts.length < 1 || parts.length > 3) return null;
  if (!parts.every((p) => DIR.test(p))) return null;
  if (parts[0] !== 'live' && parts[0] !== 'recordings' && parts[0] !== 'covers') return null;
  return path.join(dir, ...parts, file);
}

async function sendFile(reply: FastifyReply, file: string) {
  const info = await stat(file).catch(() => null);
  if (!info?.isFile()) throw notFound();
  const ext = path.extname(file);
  reply.header('content-type', contentTypes[ext] ?? 'application/octet-stream');
  reply.header('content-length', info.size);
  // Live playlists change every second; segments and recordings never change once written.
  const live = file.endsWith('.m3u8') && file.includes(`${path.sep}live${path.sep}`);
  reply.header('cache-control', live ? 'no-cache' : 'public, max-age=3600');
  return reply.send(createReadStream(file));
}

export function mediaFileRoutes(app: FastifyInstance) {
  app.get<{ Params: { file: string } }>(`${MEDIA_PATH}/:file`, async (request, reply) => {
    const name = request.params.file.replace(/\.flv$/, '');
    const server = app.media.server;
    if (
      !request.params.file.endsWith('.flv') ||
      !STREAM_NAME.test(name) ||
      !server?.isPublishing(name)
    )
      throw new ApiError(errors.roomNotFound, '直播未开始或已结束');
    // The media server writes the answer itself: it carries the site's headers (nosniff, CSP, CORP) all the same.
    for (const [name, value] of Object.entries(reply.getHeaders())) {
      if (value !== undefined) reply.raw.setHeader(name, value);
    }
    reply.hijack();
    if (!server.playFlv(name, request.raw, reply.raw)) {
      reply.raw.statusCode = 404;
      reply.raw.end();
    }
  });

  app.get<{ Params: { '*': string } }>(`${MEDIA_ROOT}/*`, async (request, reply) => {
    const file = mediaFileOf(app.ctx.config.media.dir, request.params['*']);
    if (!file) throw notFound();
    return sendFile(reply, file);
  });
}
