// Builds the OpenAPI 3.1 document from the contract's calls, so the docs can never drift from the code.
import { z } from 'zod';
import type { Call, Host } from './call';
import { errors } from './errors';
import { commonParams } from './wire';

type JsonSchema = Record<string, unknown>;

const input = (schema: z.ZodType) =>
  z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
const output = (schema: z.ZodType) =>
  z.toJSONSchema(schema, { io: 'output', unrepresentable: 'any' }) as JsonSchema;

function parameters(shape: z.ZodObject | undefined, where: 'query' | 'path') {
  if (!shape) return [];
  const schema = input(shape) as { properties?: Record<string, JsonSchema>; required?: string[] };
  return Object.entries(schema.properties ?? {}).map(([name, s]) => ({
    name,
    in: where,
    required: where === 'path' || (schema.required ?? []).includes(name),
    description: typeof s.description === 'string' ? s.description : undefined,
    schema: s,
  }));
}

const envelope = (data: JsonSchema): JsonSchema => ({
  type: 'object',
  required: ['code', 'msg', 'data'],
  properties: { code: { type: 'integer', const: 200 }, msg: { type: 'string' }, data },
});

const errorEnvelope: JsonSchema = {
  type: 'object',
  required: ['code', 'msg', 'data'],
  properties: {
    code: { type: 'integer', enum: Object.values(errors).map((e) => e.code) },
    msg: { type: 'string' },
    data: {},
  },
};

/** AJ-Captcha's answer: failures come back with HTTP 200 too, as repCode and repMsg. */
const ajAnswer = (repData: JsonSchema): JsonSchema => ({
  type: 'object',
  required: ['repCode', 'repMsg', 'repData', 'success', 'error'],
  properties: {
    repCode: {
      type: 'string',
      description:
        '0000 成功；0011 参数错误，6110 已失效，6111 验证失败，6201/6202 次数超限，6206 无效请求',
    },
    repMsg: { type: ['string', 'null'] },
    repData: { anyOf: [repData, { type: 'null' }] },
    success: { type: 'boolean' },
    error: { type: 'boolean' },
  },
});

const responsesOf = (call: Call) => {
  const json = 'application/json';
  if (call.wire === 'aj-captcha') {
    return {
      200: {
        description: 'AJ-Captcha 应答（成功与失败均为 HTTP 200）',
        content: { [json]: { schema: ajAnswer(output(call.response)) } },
      },
    };
  }
  return {
    200: {
      description: 'code 200',
      content: { [json]: { schema: envelope(output(call.response)) } },
    },
    '4XX': {
      description: '参数、登录或权限错误',
      content: { [json]: { schema: errorEnvelope } },
    },
  };
};

export interface OpenApiOptions {
  title: string;
  version: string;
  /** Where each host's calls are mounted, e.g. { api: '/gw', live: '/gw', captcha: '/gw' }. */
  mounts: Record<Host, string>;
}

export function buildOpenApi(calls: Call[], options: OpenApiOptions) {
  const common = parameters(z.object(commonParams), 'query');
  const paths: Record<string, Record<string, unknown>> = {};
  for (const call of calls) {
    const body = call.body ? input(call.body) : undefined;
    const form = 'application/x-www-form-urlencoded';
    const json = 'application/json';
    const operation = {
      operationId: `${call.method.toLowerCase()}${call.path.replace(/[^a-zA-Z0-9]+(.)?/g, (_, c?: string) => (c ?? '').toUpperCase())}`,
      summary: call.summary,
      tags: [call.tag],
      security: call.auth === 'none' ? [] : [{ accessToken: [] }],
      'x-auth': call.auth,
      'x-host': call.host,
      parameters: [
        ...parameters(call.params, 'path'),
        ...parameters(call.query, 'query'),
        ...common,
      ],
      ...(body && {
        requestBody: {
          required: true,
          content:
            call.encoding === 'json'
              ? { [json]: { schema: body } }
              : { [form]: { schema: body }, [json]: { schema: body } },
        },
      }),
      responses: responsesOf(call),
    };
    const url = options.mounts[call.host] + call.path;
    paths[url] = { ...paths[url], [call.method.toLowerCase()]: operation };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: options.title,
      version: options.version,
      description: `错误码：\n\n${Object.values(errors)
        .map((e) => `- ${e.code} (HTTP ${e.status}) ${e.msg}`)
        .join('\n')}`,
    },
    components: {
      securitySchemes: { accessToken: { type: 'apiKey', in: 'header', name: 'accessToken' } },
    },
    paths,
  };
}
