// The operator console's calls: fetch with the admin cookie (sent by the browser, HttpOnly), JSON bodies and
// the CSRF header on writes. Answers are the {code,msg,data} envelope, turned into a result the pages branch on.
import {
  type CallData,
  type CallInput,
  changesState,
  fillPath,
  pathParamNames,
} from '../../../contract/call';
import { ADMIN_CSRF_HEADER, type AdminCall } from '../../../contract/calls/admin';
import { config } from '../../config';

export type AdminResult<T> =
  | { ok: true; data: T }
  | { ok: false; code: number; msg: string; data: unknown };

/** The session's CSRF token, learnt from /admin/me or the login's answer. */
let csrf = '';
export const setAdminCsrf = (token: string) => {
  csrf = token;
};

/** The address of a call (also the export's download link). */
export function adminUrl(call: AdminCall, input: Record<string, unknown> = {}) {
  const names = new Set(pathParamNames(call.path));
  const url = config.hosts.api.replace(/\/+$/, '') + fillPath(call.path, input);
  if (changesState(call)) return url;
  const query = new URLSearchParams();
  for (const [k, v] of Object.entries(input))
    if (!names.has(k) && v !== undefined && v !== '') query.set(k, String(v));
  const text = query.toString();
  return text ? `${url}?${text}` : url;
}

export async function adminCall<C extends AdminCall>(
  call: C,
  input: CallInput<C> | Record<string, never> = {},
): Promise<AdminResult<CallData<C>>> {
  const fields = input as Record<string, unknown>;
  const writes = changesState(call);
  const names = new Set(pathParamNames(call.path));
  const body = Object.fromEntries(Object.entries(fields).filter(([k]) => !names.has(k)));
  try {
    const res = await fetch(adminUrl(call, fields), {
      method: call.method,
      credentials: 'include',
      headers: writes ? { 'content-type': 'application/json', [ADMIN_CSRF_HEADER]: csrf } : {},
      ...(writes ? { body: JSON.stringify(body) } : {}),
    });
    const envelope = (await res.json()) as { code: number; msg: string; data: unknown };
    if (envelope.code === 200) return { ok: true, data: envelope.data as CallData<C> };
    return { ok: false, code: envelope.code, msg: envelope.msg, data: envelope.data };
  } catch {
    return { ok: false, code: 0, msg: '网络异常，请稍后再试', data: null };
  }
}
