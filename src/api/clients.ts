// One axios client per host (spec §7 General): token header, credentials, GET common params, form bodies.
import axios, { type AxiosAdapter, type AxiosInstance } from 'axios';
import type { Host } from '../../contract/call';
import { type PendingRequests, pendingRequests } from '../../streams/pending-requests';
import { config } from '../config';
import { authToken } from './cookie';

declare module 'axios' {
  // The type parameters must match axios's own declaration for the two to merge.
  interface AxiosRequestConfig<D, P> {
    /** `false` keeps this request out of the loading bar's count (spec §4), e.g. background polling. */
    progress?: boolean;
  }
}

/** Spec §9: 20000 ms on the main client, 40000 ms on the second (live data) client. */
export const TIMEOUTS: Record<Host, number> = { api: 20_000, live: 40_000, captcha: 20_000 };

/** Spec §7: every GET carries these. */
export const COMMON_QUERY = { channelId: 3, platform: 1 } as const;

export const TOKEN_HEADER = 'accessToken';

export interface ClientOptions {
  baseURL: string;
  timeout: number;
  /** Where the login token comes from; injectable so tests in node need no document. */
  getToken?: () => string;
  /** Where in-flight requests are counted for the loading bar; injectable so tests get their own. */
  pending?: PendingRequests;
}

export type Clients = Record<Host, AxiosInstance>;

const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && Object.getPrototypeOf(v) === Object.prototype;

/** Fields as a form body: absent values are left out, arrays repeat the key, objects go as JSON. */
export function formBody(fields: Record<string, unknown>): URLSearchParams {
  const form = new URLSearchParams();
  const add = (key: string, value: unknown) => {
    if (value === undefined || value === null) return;
    form.append(key, typeof value === 'object' ? JSON.stringify(value) : String(value));
  };
  for (const [key, value] of Object.entries(fields)) {
    if (Array.isArray(value)) for (const item of value) add(key, item);
    else add(key, value);
  }
  return form;
}

const isJson = (contentType: unknown) =>
  typeof contentType === 'string' && contentType.includes('application/json');

/** Wraps the transport itself, so every request that goes out is counted and every one that ends —
 *  answered, refused, timed out or aborted — is uncounted exactly once. */
function countingAdapter(pending: PendingRequests): AxiosAdapter {
  const defaultAdapters = axios.defaults.adapter;
  return async (req) => {
    const send = axios.getAdapter(defaultAdapters, req);
    if (req.progress === false) return send(req);
    const end = pending.track();
    try {
      return await send(req);
    } finally {
      end();
    }
  };
}

export function createClient({
  baseURL,
  timeout,
  getToken = authToken,
  pending = pendingRequests,
}: ClientOptions) {
  const client = axios.create({
    baseURL,
    timeout,
    adapter: countingAdapter(pending),
    withCredentials: true,
    // Answers of every status come back as results (request.ts); only no-answer is an error.
    validateStatus: () => true,
    // `a=1&a=2` rather than axios's `a[]=1&a[]=2`, which the server would not read as one field.
    paramsSerializer: { indexes: null },
  });
  client.interceptors.request.use((req) => {
    req.headers.set(TOKEN_HEADER, getToken());
    const method = (req.method ?? 'get').toLowerCase();
    if (method === 'get') {
      req.params = { ...COMMON_QUERY, ...req.params };
    } else if (isPlainObject(req.data) && !isJson(req.headers.getContentType())) {
      req.data = formBody(req.data);
    }
    return req;
  });
  return client;
}

export const createClients = (
  hosts: Record<Host, string>,
  options: Pick<ClientOptions, 'getToken' | 'pending'> = {},
): Clients => ({
  api: createClient({ baseURL: hosts.api, timeout: TIMEOUTS.api, ...options }),
  live: createClient({ baseURL: hosts.live, timeout: TIMEOUTS.live, ...options }),
  captcha: createClient({ baseURL: hosts.captcha, timeout: TIMEOUTS.captcha, ...options }),
});

/** The site's clients, on the hosts the server wrote into index.html. */
export const clients: Clients = createClients(config.hosts);
