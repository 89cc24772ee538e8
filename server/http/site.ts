// Serves the built client: hashed assets cached for a year, every page path answered by index.html (history mode);
// a page whose params break the shared route table's rules is answered 404 (the client shows the error page).
// Files go out as the brotli or gzip copies the build made beside them (vite.config.ts), chosen by
// Accept-Encoding; the page shell, which gets the runtime config written in here, is compressed once at start.
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { errors } from '../../contract/errors';
import { matchPage, PAGE_NOT_FOUND } from '../../contract/pages';
import { type Config, mountPath } from '../config';
import type { AppContext } from '../context';
import { encodeOnce, pickEncoding } from './encodings';
import { envelopeOfError } from './envelope';
import { allowFraming, FRAMEABLE_PAGES } from './security-headers';

const CONFIG_MARK = '<!--qiulive:config-->';

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** Spec §9: the site-wide tracking loader, `{url}?{token}`, when a token is configured. */
export function trackingScript(tracking: Config['tracking']) {
  if (!tracking) return '';
  const joiner = tracking.scriptUrl.includes('?') ? '&' : '?';
  const src = `${tracking.scriptUrl}${joiner}${encodeURIComponent(tracking.token)}`;
  return `<script async src="${escapeAttribute(src)}"></script>`;
}

/** The client's runtime config as an inline script's body; the CSP allows it by its hash (security-headers.ts). */
export function runtimeConfigScript(ctx: AppContext) {
  const config = { hosts: ctx.config.baseUrls, version: ctx.version };
  return `window.__QIULIVE__=${JSON.stringify(config).replace(/</g, '\\u003c')}`;
}

/** The client's runtime config, written into index.html so one build serves any deployment. */
function injectConfig(html: string, app: FastifyInstance) {
  const head = `<script>${runtimeConfigScript(app.ctx)}</script>${trackingScript(app.ctx.config.tracking)}`;
  // A function replacement: `$` in the config must not be read as a replacement pattern.
  return html.replace(CONFIG_MARK, () => head);
}

const notBuiltPage = `<!doctype html><html lang="zh-CN"><meta charset="utf-8"><title>球live</title>
<p>前端尚未构建：请运行 <code>npm run build</code>（<code>npm start</code> 会自动构建）。</p></html>`;

export async function installSite(app: FastifyInstance) {
  const root = resolve(app.ctx.config.staticDir);
  const indexFile = join(root, 'index.html');
  const index = existsSync(indexFile) ? injectConfig(readFileSync(indexFile, 'utf8'), app) : null;
  const shell = encodeOnce(index ?? notBuiltPage);

  if (index) {
    await app.register(fastifyStatic, {
      root,
      index: false,
      wildcard: false,
      preCompressed: true,
      // index.html is only ever sent with the runtime config written into it (below).
      allowedPath: (path) => path !== '/index.html',
      setHeaders(reply, path) {
        const hashed = path.includes(`${join(root, 'assets')}`);
        reply.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  const apiMounts = Object.values(app.ctx.config.baseUrls)
    .map(mountPath)
    .filter((p) => p !== '');
  const isApiPath = (url: string) => apiMounts.some((m) => url === m || url.startsWith(`${m}/`));

  // No page path ends in a file extension: a missing /banners/x.svg is a missing file, not a page.
  const isFilePath = (url: string) => /\.[A-Za-z0-9]{1,8}$/.test(url.slice(url.lastIndexOf('/')));

  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split('?')[0] ?? '/';
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !isApiPath(path) &&
      !isFilePath(path) &&
      !path.startsWith('/assets/') &&
      !path.startsWith('/socket.io');
    if (!isPage) {
      return reply.status(errors.notFound.status).send(envelopeOfError(errors.notFound));
    }
    // Unmatched paths stay 200: the client redirects them to / (spec §2).
    const page = matchPage(path);
    const status = !index ? 503 : page && !page.valid ? PAGE_NOT_FOUND.status : 200;
    if (FRAMEABLE_PAGES.includes(path)) allowFraming(reply);
    const encoding = pickEncoding(request.headers['accept-encoding']);
    if (encoding !== 'identity') reply.header('content-encoding', encoding);
    return reply
      .status(status)
      .header('cache-control', 'no-cache')
      .header('vary', 'accept-encoding')
      .type('text/html; charset=utf-8')
      .send(shell[encoding]);
  });
}
