// Security headers on every answer. Documents (pages, the API docs, scripts, anything not JSON) get helmet's full
// set: a strict CSP (scripts and connections from this site and the hosts it is configured with), nosniff, no
// framing (the OBS overlay excepted), a referrer policy, HSTS behind TLS. JSON answers get the short set a REST
// API needs (OWASP REST Security: nosniff, no framing, CSP default-src 'none', CORP): Node validates every header
// it writes, character by character, and the dozen long document headers cost the hot lists more than their
// handler did. helmet's headers are worked out once, at start, and an answer gets its set in one assignment.
import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import helmet from 'helmet';
import type { Config } from '../config';

/** The OBS browser-source overlay: some streaming tools embed it in a frame of their own. */
export const FRAMEABLE_PAGES = ['/v/anchor-barrage'];

const HSTS = 'max-age=31536000; includeSubDomains';

/** What a JSON answer carries: it is never rendered, so it may load nothing, be framed by nobody, sniffed as nothing. */
export const API_HEADERS: Readonly<Record<string, string>> = {
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  // Same as the documents': a client on another origin (API_BASE_URL pointed elsewhere) reads the answers.
  'cross-origin-resource-policy': 'cross-origin',
};

const isJson = (type: unknown) =>
  typeof type === 'string' && /^application\/([\w.-]+\+)?json\b/.test(type);

/** Answers that asked to be framed (the OBS overlay): they get the framed document set. */
const framed = new WeakSet<FastifyReply>();

/** The origin of an absolute http(s) URL, or null for a site path. */
function originOf(url: string): string | null {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.origin : null;
  } catch {
    return null;
  }
}

/** The hosts the client talks to beyond this site (a base URL pointed at another origin), with their sockets. */
function apiOrigins(config: Config) {
  const origins = Object.values(config.baseUrls)
    .map(originOf)
    .filter((o): o is string => o !== null);
  return [...new Set(origins.flatMap((o) => [o, o.replace(/^http/, 'ws')]))];
}

/** The CSP hash of an inline script the server writes (the runtime config in index.html). */
export const scriptHash = (body: string) =>
  `'sha256-${createHash('sha256').update(body).digest('base64')}'`;

export interface SecurityHeaderOptions {
  /** Inline scripts the server itself writes into pages; each is allowed by its hash, nothing else inline. */
  inlineScripts: string[];
}

export async function installSecurityHeaders(app: FastifyInstance, options: SecurityHeaderOptions) {
  const { config } = app.ctx;
  const tracking = config.tracking ? originOf(config.tracking.scriptUrl) : null;
  const remote = apiOrigins(config);
  const documentHeaders = headersOf(
    helmet({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: [
            "'self'",
            ...options.inlineScripts.map(scriptHash),
            ...(tracking ? [tracking] : []),
          ],
          // React and chart.js set style properties; the checkout and SMS inbox pages carry a <style>.
          styleSrc: ["'self'", "'unsafe-inline'"],
          // Captcha pictures arrive as data: URLs; players and charts use blob: URLs.
          imgSrc: ["'self'", 'data:', 'blob:', ...remote],
          mediaSrc: ["'self'", 'blob:', ...remote],
          fontSrc: ["'self'", 'data:'],
          connectSrc: ["'self'", ...remote, ...(tracking ? [tracking] : [])],
          workerSrc: ["'self'", 'blob:'],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
          frameAncestors: ["'none'"],
        },
      },
      // Sent only where the request came over TLS (below): a plain-HTTP deployment must not be told to upgrade.
      strictTransportSecurity: false,
      // Uploaded pictures may be read by a client on another origin (API_BASE_URL pointed elsewhere).
      crossOriginResourcePolicy: { policy: 'cross-origin' },
      crossOriginEmbedderPolicy: false,
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      frameguard: { action: 'deny' },
    }),
  );
  const framedDocument: Record<string, string> = {
    ...documentHeaders,
    'content-security-policy': documentHeaders['content-security-policy']!.replace(
      "frame-ancestors 'none'",
      'frame-ancestors *',
    ),
  };
  delete framedDocument['x-frame-options'];
  // Every answer starts with the short set: an answer a handler writes itself (media files) carries it too.
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(API_HEADERS);
    done();
  });
  // Anything but JSON is upgraded to the document set, unless its handler set a CSP of its own (uploads: a
  // sandbox). A bodiless 304 is upgraded too: a browser would lay its headers over the cached page's.
  app.addHook('onSend', (request: FastifyRequest, reply: FastifyReply, payload, done) => {
    if (
      !isJson(reply.getHeader('content-type')) &&
      reply.getHeader('content-security-policy') === API_HEADERS['content-security-policy']
    ) {
      if (framed.has(reply)) {
        reply.removeHeader('x-frame-options');
        reply.headers(framedDocument);
      } else reply.headers(documentHeaders);
    }
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
    done(null, payload);
  });
}

/**
 * The headers helmet's middleware sets, read once: they are the same for every answer, so each answer gets
 * them in one assignment to the reply (written with the status line) instead of a dozen validated raw writes.
 */
function headersOf(middleware: ReturnType<typeof helmet>) {
  const headers: Record<string, string> = {};
  const collector = {
    setHeader: (name: string, value: unknown) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  middleware({} as IncomingMessage, collector as unknown as ServerResponse, (err?: unknown) => {
    if (err) throw err;
  });
  return headers;
}

/** Lets a page be framed (the OBS overlay): no X-Frame-Options, and frame-ancestors opened in its CSP. */
export function allowFraming(reply: FastifyReply) {
  framed.add(reply);
}
