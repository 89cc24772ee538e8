// Webhooks an external media cluster calls (SRS http_hooks; nginx-rtmp on_publish/on_publish_done):
// the same publish gate as the embedded server. SRS allows on {"code":0}; nginx-rtmp on any 2xx.
import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { errors } from '../../../contract/errors';
import { findFfmpeg } from '../../providers/media/ffmpeg';
import { hookActions, importDvr, parseHook } from '../../providers/media/srs-hooks';

export const MEDIA_HOOKS_PATH = '/hooks/media';

const refuse = (reply: FastifyReply, msg: string) =>
  reply.code(403).send({ code: errors.mediaHookRefused.code, msg, data: null });

function secretMatches(expected: string | null, given: unknown) {
  if (!expected || typeof given !== 'string') return false;
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}

export function mediaHookRoutes(app: FastifyInstance) {
  const { media } = app.ctx.config;
  let ffmpeg: string | null | undefined;

  app.post<{ Params: { action: string }; Querystring: { secret?: string } }>(
    `${MEDIA_HOOKS_PATH}/:action`,
    async (request, reply) => {
      if (!secretMatches(media.hookSecret, request.query.secret))
        return refuse(reply, errors.mediaHookRefused.msg);
      if (!hookActions.some((a) => a === request.params.action))
        return reply
          .code(404)
          .send({ code: errors.notFound.code, msg: errors.notFound.msg, data: null });
      const hook = parseHook(request.params.action, request.body);
      if (!hook) return refuse(reply, '回调内容无法识别');
      const gate = app.media;
      if (hook.action === 'on_publish') {
        if (!(await gate.authorize(hook.streamName, hook.key)))
          return refuse(reply, '推流密钥错误或未开播');
        await gate.started(hook.streamName);
      } else if (hook.action === 'on_unpublish') {
        await gate.stopped(hook.streamName);
      } else if (hook.file) {
        ffmpeg ??= findFfmpeg(media.ffmpeg);
        const recording = ffmpeg
          ? await importDvr(ffmpeg, media.dir, hook.streamName, hook.file)
          : null;
        if (recording) await gate.recorded(recording);
        else
          app.log.warn(
            { file: hook.file },
            'media: DVR file not imported (no ffmpeg, or too short)',
          );
      }
      return reply.send({ code: 0, msg: 'ok', data: null });
    },
  );
}
