// A success envelope serialized (and gzipped) once and sent to many: the hot lists every score page opens.
import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ok } from '../../contract/envelope';

export class SerializedEnvelope<T = unknown> {
  readonly json: string;
  readonly gzip: Buffer;
  readonly etag: string;

  constructor(readonly data: T) {
    this.json = JSON.stringify(ok(data));
    this.gzip = gzipSync(this.json, { level: 6 });
    this.etag = `"${createHash('sha1').update(this.json).digest('base64url')}"`;
  }

  send(request: FastifyRequest, reply: FastifyReply) {
    reply.header('etag', this.etag).header('vary', 'accept-encoding');
    if (request.headers['if-none-match'] === this.etag) return reply.code(304).send();
    reply.type('application/json; charset=utf-8');
    if (/\bgzip\b/.test(request.headers['accept-encoding'] ?? '')) {
      return reply.header('content-encoding', 'gzip').send(this.gzip);
    }
    return reply.send(this.json);
  }
}
