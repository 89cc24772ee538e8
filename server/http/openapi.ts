// Serves the contract's OpenAPI document at <api mount>/openapi.json and a Swagger UI at <api mount>/docs.
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { allCalls } from '../../contract/calls';
import { buildOpenApi } from '../../contract/openapi';
import { mountPath } from '../config';

/**
 * The document for a version and its mounts, built once a process: turning every call's schemas into JSON
 * Schema took ~100 ms of each app's start, and the contract does not change while the process runs.
 */
const documents = new Map<string, ReturnType<typeof buildOpenApi>>();
function documentFor(version: string, mounts: Record<'api' | 'live' | 'captcha', string>) {
  const key = JSON.stringify([version, mounts]);
  let document = documents.get(key);
  if (!document) {
    document = buildOpenApi(allCalls, { title: 'qiulive API', version, mounts });
    documents.set(key, document);
  }
  return document;
}

export async function installOpenApi(app: FastifyInstance) {
  const { baseUrls } = app.ctx.config;
  const mounts = {
    api: mountPath(baseUrls.api),
    live: mountPath(baseUrls.live),
    captcha: mountPath(baseUrls.captcha),
  };
  const document = documentFor(app.ctx.version, mounts);
  await app.register(swagger, { mode: 'static', specification: { document: document as never } });
  await app.register(swaggerUi, { routePrefix: `${mounts.api}/docs` });
  app.get(`${mounts.api}/openapi.json`, async () => document);
}
