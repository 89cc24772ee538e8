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
    // The type goes on a 304 as well: it keeps the answer on the JSON API's short header set.
    reply
      .header('etag', this.etag)
      .header('vary', 'accept-encoding')
      .type('application/json; charset=utf-8');
    if (request.headers['if-none-match'] === this.etag) return reply.code(304).send();
    if (/\bgzip\b/.test(request.headers['accept-encoding'] ?? '')) {
      return reply.header('content-encoding', 'gzip').send(this.gzip);
    }
    return reply.send(this.json);
  }
}
