// One gate for text on every route: a string with a NUL byte or a lone UTF-16 surrogate is refused with 10001
// before any handler sees it (PostgreSQL refuses NUL in text, and half a surrogate pair is no character at all).
import type { FastifyInstance } from 'fastify';
import { errors } from '../../contract/errors';
import { ApiError } from './api-error';

/** A high surrogate not followed by a low one, or a low one not preceded by a high one. */
const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

const acceptable = (text: string) => !text.includes('\u0000') && !loneSurrogate.test(text);

/** The dotted path of the first unacceptable string in a parsed value, or null. */
export function badStringAt(value: unknown, path: string): string | null {
  if (typeof value === 'string') return acceptable(value) ? null : path;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = badStringAt(value[i], `${path}.${i}`);
      if (found) return found;
    }
    return null;
  }
  if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      const found = acceptable(key) ? badStringAt(item, `${path}.${key}`) : `${path}.${key}`;
      if (found) return found;
    }
  }
  return null;
}

export function installInputStringGate(app: FastifyInstance) {
  // A callback hook, not an async one: every request passes here, and a resolved promise per request costs
  // the hot lists a microtask turn for a check that is synchronous.
  app.addHook('preValidation', (request, _reply, done) => {
    const at =
      badStringAt(request.params, 'params') ??
      badStringAt(request.query, 'query') ??
      badStringAt(request.body, 'body');
    if (!at) return done();
    done(
      new ApiError(errors.badParams, `${errors.badParams.msg}：${at} 含有无法识别的字符`, {
        fields: [{ field: at, message: '含有无法识别的字符' }],
      }),
    );
  });
}
