// Serves the contract's OpenAPI document at <api mount>/openapi.json and a Swagger UI at <api mount>/docs.
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { allCalls } from '../../contract/calls';
import { buildOpenApi } from '../../contract/openapi';
import { mountPath } from '../config';

export async function installOpenApi(app: FastifyInstance) {
  const { baseUrls } = app.ctx.config;
  const mounts = {
    api: mountPath(baseUrls.api),
    live: mountPath(baseUrls.live),
    captcha: mountPath(baseUrls.captcha),
  };
  const document = buildOpenApi(allCalls, {
    title: 'qiulive API',
    version: app.ctx.version,
    mounts,
  });
  await app.register(swagger, { mode: 'static', specification: { document: document as never } });
  await app.register(swaggerUi, { routePrefix: `${mounts.api}/docs` });
  app.get(`${mounts.api}/openapi.json`, async () => document);
}
