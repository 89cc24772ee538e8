// contract/openapi.ts: every call appears under its host's mount, with parameters and the envelope.
import { describe, expect, it } from 'vitest';
import { allCalls } from '../../contract/calls';
import { buildOpenApi } from '../../contract/openapi';

const doc = buildOpenApi(allCalls, {
  title: 't',
  version: '1.0.0',
  mounts: { api: '/gw', live: '/data', captcha: '/cap' },
});

describe('buildOpenApi', () => {
  it('lists every call once, under its host mount', () => {
    const operations = Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.keys(ops).map((m) => `${m.toUpperCase()} ${path}`),
    );
    const expected = allCalls.map((c) => {
      const mount = { api: '/gw', live: '/data', captcha: '/cap' }[c.host];
      return `${c.method} ${mount}${c.path}`;
    });
    expect(operations.sort()).toEqual(expected.sort());
  });

  it('declares the common GET parameters and the form body', () => {
    const time = doc.paths['/data/live/time']?.get as { parameters: { name: string }[] };
    expect(time.parameters.map((p) => p.name)).toEqual(['channelId', 'platform']);
    const feedback = doc.paths['/gw/inform/feedback/add']?.post as {
      requestBody: { content: Record<string, { schema: { properties: Record<string, unknown> } }> };
    };
    const form = feedback.requestBody.content['application/x-www-form-urlencoded'];
    expect(Object.keys(form?.schema.properties ?? {})).toEqual(['content', 'contact', 'type']);
  });
});
