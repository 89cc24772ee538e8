// The play paths of server/modules/room/play-urls.ts, on the app's own origin: live HTTP-FLV from the
// embedded media server, and the files ffmpeg writes under MEDIA_DIR (live HLS, recordings, covers, the
// frames of live rooms under covers/, whose URLs carry a version so an hour's cache is safe, and the goal
// clips under clips/, which play only through a signed URL: they are paid content).
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { errors } from '../../../contract/errors';
import { ApiError } from '../../http/api-error';
import { STREAM_NAME } from '../../providers/media/types';
import { signatureValid } from '../playback/signed-urls';
import { MEDIA_PATH, MEDIA_ROOT } from './play-urls';

const contentTypes: Record<string, string> = {
  '.m3u8': 'application/vnd.apple.mpegurl',
  '.ts': 'video/mp2t',
  '.jpg': 'image/jpeg',
  '.mp4': 'video/mp4',
};
/** Media roots whose files need a signed URL (signed-urls.ts). */
const SIGNED_ROOTS = new Set(['clips']);
const DIR = /^[A-Za-z0-9_-]{1,64}$/;
const FILE = /^[A-Za-z0-9_-]{1,64}\.(m3u8|ts|jpg|mp4)$/;

const notFound = () => new ApiError(errors.notFound);

/** The file under the media directory a URL path names, or null when the path is not one we serve. */
export function mediaFileOf(dir: string, urlPath: string): string | null {
  const parts = urlPath.split('/').filter(Boolean);
  const file = parts.pop();
  if (!file || !FILE.test(file) || parts.length < 1 || parts.length > 3) return null;
  if (!parts.every((p) => DIR.test(p))) return null;
  if (!['live', 'recordings', 'covers', 'clips'].includes(parts[0]!)) return null;
  return path.join(dir, ...parts, file);
}

/** One byte range of a `Range: bytes=a-b` header (players seek MP4 this way), or null for the whole file. */
function rangeOf(header: string | undefined, size: number): { start: number; end: number } | null {
  const m = header ? /^bytes=(\d*)-(\d*)$/.exec(header.trim()) : null;
  if (!m || (m[1] === '' && m[2] === '')) return null;
  const start = m[1] === '' ? Math.max(0, size - Number(m[2])) : Number(m[1]);
  const end = m[1] === '' || m[2] === '' ? size - 1 : Math.min(Number(m[2]), size - 1);
  return { start, end };
}

async function sendFile(reply: FastifyReply, file: string, rangeHeader?: string) {
  const info = await stat(file).catch(() => null);
  if (!info?.isFile()) throw notFound();
  const ext = path.extname(file);
  reply.header('content-type', contentTypes[ext] ?? 'application/octet-stream');
  reply.header('accept-ranges', 'bytes');
  // Live playlists change every second; segments and recordings never change once written.
  const live = file.endsWith('.m3u8') && file.includes(`${path.sep}live${path.sep}`);
  reply.header('cache-control', live ? 'no-cache' : 'public, max-age=3600');
  const range = rangeOf(rangeHeader, info.size);
  if (range && (range.start > range.end || range.start >= info.size)) {
    reply.header('content-range', `bytes */${info.size}`);
    return reply.code(416).send();
  }
  if (range) {
    reply.code(206);
    reply.header('content-range', `bytes ${range.start}-${range.end}/${info.size}`);
    reply.header('content-length', range.end - range.start + 1);
    return reply.send(createReadStream(file, range));
  }
  reply.header('content-length', info.size);
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

  app.get<{ Params: { '*': string }; Querystring: { e?: string; s?: string } }>(
    `${MEDIA_ROOT}/*`,
    async (request, reply) => {
      const relative = request.params['*'];
      const file = mediaFileOf(app.ctx.config.media.dir, relative);
      if (!file) throw notFound();
      const root = relative.split('/').find(Boolean) ?? '';
      if (
        SIGNED_ROOTS.has(root) &&
        !signatureValid(app.ctx.config.playback.urlSecret, relative, request.query)
      )
        throw new ApiError(errors.mediaLinkExpired);
      return sendFile(reply, file, request.headers.range);
    },
  );
}
