// Security headers on every answer through helmet: a strict CSP (scripts and connections from this site and the
// hosts it is configured with), nosniff, no framing (the OBS overlay excepted), a referrer policy, HSTS behind TLS.
// helmet's headers are worked out once, at start (the Fastify wrapper, @fastify/helmet, rebuilt its middleware for
// every request, re-parsing the whole CSP each time), and every answer gets them in one assignment.
import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyReply } from 'fastify';
import helmet from 'helmet';
import type { Config } from '../config';

/** The OBS browser-source overlay: some streaming tools embed it in a frame of their own. */
export const FRAMEABLE_PAGES = ['/v/anchor-barrage'];

const HSTS = 'max-age=31536000; includeSubDomains';

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
  const fixed = headersOf(
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
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(fixed);
    done();
  });
  app.addHook('onSend', async (request, reply) => {
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
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
  reply.removeHeader('x-frame-options');
  const csp = reply.getHeader('content-security-policy');
  if (typeof csp === 'string') {
    reply.header(
      'content-security-policy',
      csp.replace("frame-ancestors 'none'", 'frame-ancestors *'),
    );
  }
}
