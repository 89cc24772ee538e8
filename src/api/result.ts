// What every call resolves to: the server's envelope plus a success flag; failures never throw.
import type { Envelope } from '../../contract/envelope';
import { SUCCESS } from '../../contract/envelope';

export interface ApiSuccess<T> extends Envelope<T> {
  success: true;
}

export interface ApiFailure {
  success: false;
  /** The envelope's code; else the HTTP status (-1 for a 2xx without envelope); 0 when no answer. */
  code: number;
  msg: string;
  data: null;
  /** HTTP status of the answer; 0 when none arrived. */
  status: number;
  /** The failed envelope's data (e.g. field errors of a 10001), when it carried any. */
  detail?: unknown;
}

export type ApiResult<T> = ApiSuccess<T> | ApiFailure;

export const NETWORK_ERROR_MSG = '网络异常，请稍后重试';
/** The code of a 2xx answer whose body is not an envelope. */
export const MALFORMED = -1;

const isEnvelope = (body: unknown): body is Envelope<unknown> =>
  typeof body === 'object' &&
  body !== null &&
  typeof (body as { code?: unknown }).code === 'number';

/** An HTTP answer as a result: a 2xx envelope with code 200 succeeds, everything else fails. */
export function resultOf<T>(status: number, body: unknown): ApiResult<T> {
  if (isEnvelope(body)) {
    const msg = typeof body.msg === 'string' ? body.msg : '';
    const ok = status >= 200 && status < 300 && body.code === SUCCESS;
    if (ok) return { success: true, code: body.code, msg, data: body.data as T };
    const detail = body.data ?? undefined;
    return {
      success: false,
      code: body.code,
      msg: msg || `请求失败（${body.code}）`,
      data: null,
      status,
      ...(detail === undefined ? {} : { detail }),
    };
  }
  // A 2xx without an envelope is a broken proxy or host; code 200 must never mean failure.
  if (status >= 200 && status < 300) {
    return { success: false, code: MALFORMED, msg: '服务器响应格式错误', data: null, status };
  }
  return { success: false, code: status, msg: `请求失败（${status}）`, data: null, status };
}

/** No answer at all: connection refused, DNS, offline, timeout, aborted. */
export const networkFailure = (): ApiFailure => ({
  success: false,
  code: 0,
  msg: NETWORK_ERROR_MSG,
  data: null,
  status: 0,
});
