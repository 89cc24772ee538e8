// A call of spec §7 as data: host, method, verbatim path, auth and zod schemas; server, client and OpenAPI read it.
import type { z } from 'zod';

/** The three hosts the client talks to (spec §7 General). */
export type Host = 'api' | 'live' | 'captcha';
export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
/** none: no user needed; optional: a user is read if present; required: 10005 without one. */
export type AuthMode = 'none' | 'optional' | 'required';

type Shape = z.ZodObject;

export interface Call {
  host: Host;
  method: Method;
  /** The spec's path, verbatim; path parameters are written {name}. */
  path: string;
  summary: string;
  tag: string;
  auth: AuthMode;
  /** The call changes state (a write). POST/PUT/DELETE always do; a GET says so here, since spec §7
   *  keeps several writes as GETs. A write reads the user from the accessToken header only, never
   *  from the cookie a cross-site link or form would carry. */
  changesState?: true;
  params?: Shape;
  query?: Shape;
  body?: Shape;
  /** How the client encodes the body: spec §7 says form-encoded unless the call is JSON. */
  encoding?: 'form' | 'json';
  /** The answer's shape: the {code,msg,data} envelope (default), or AJ-Captcha's own
   *  {repCode,repMsg,repData,success,error}, always HTTP 200, for the captcha host's protocol. */
  wire?: 'envelope' | 'aj-captcha';
  /** The envelope's msg on success when the client shows it (spec §8: SMS 已发送); else 'success'. */
  successMsg?: string;
  /** The schema of `data` inside the envelope (of `repData` for AJ-Captcha calls). */
  response: z.ZodType;
}

export const defineCall = <const C extends Call>(call: C): C => call;

/** Whether a call writes: any method but GET, or a GET marked `changesState`. */
export const changesState = (call: Pick<Call, 'method' | 'changesState'>) =>
  call.method !== 'GET' || call.changesState === true;

type InputOf<S> = S extends z.ZodType ? z.input<S> : unknown;
type OutputOf<S> = S extends z.ZodType ? z.output<S> : Record<string, never>;

/** What a client passes: path params, query and body fields side by side. */
export type CallInput<C extends Call> = InputOf<C['params']> &
  InputOf<C['query']> &
  InputOf<C['body']>;

/** What a handler receives after validation. */
export interface CallRequest<C extends Call> {
  params: OutputOf<C['params']>;
  query: OutputOf<C['query']>;
  body: OutputOf<C['body']>;
}

export type CallData<C extends Call> = z.output<C['response']>;

/** `/inform/post/detail/{id}` → `/inform/post/detail/:id` for the server's router. */
export const routerPath = (path: string) => path.replace(/\{(\w+)\}/g, ':$1');

/** Fill the {name} segments of a path; the values are URI-encoded. */
export const fillPath = (path: string, values: Record<string, unknown>) =>
  path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(String(values[name] ?? '')));

export const pathParamNames = (path: string) =>
  [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1] as string);
