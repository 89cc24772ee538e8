// Serves the built client: hashed assets cached for a year, every page path answered by index.html (history mode);
// a page whose params break the shared route table's rules is answered 404 (the client shows the error page).
// Files go out as the brotli or gzip copies the build made beside them (vite.config.ts), chosen by
// Accept-Encoding; the page shell, which gets the runtime config written in here, is compressed once at start.
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { newsDetail } from '../../contract/calls/news';
import { ok } from '../../contract/envelope';
import { errors } from '../../contract/errors';
import { matchPage, PAGE_NOT_FOUND, type PageMatch } from '../../contract/pages';
import { type Config, mountPath } from '../config';
import type { AppContext } from '../context';
import { articleHead, feedLinkTag } from '../modules/news/page-head';
import { articlePrerender, pageData } from '../modules/news/prerender';
import { type ArticleRead, newsReader, readArticle } from '../modules/news/service';
import { ApiError } from './api-error';
import { AUTH_COOKIE, userOf } from './auth';
import { encodeLater } from './encode-later';
import { type Encoded, encodeOnce, pickEncoding } from './encodings';
import { envelopeOfError } from './envelope';
import { type FirstView, firstViewMaker } from './first-view';
import { withHead } from './page-head';
import { loadPageDrawer } from './prerender';
import { publicOrigin } from './public-origin';
import { allowFraming, FRAMEABLE_PAGES } from './security-headers';
import type { SerializedEnvelope } from './serialized';

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

const APP_MARK = '<div id="app"></div>';
const ENTRY_SCRIPT = /<script type="module"[^>]*\ssrc="([^"]+)"[^>]*><\/script>/;
const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*>/g;

/**
 * A drawn page loads the client's code after its first paint (public/after-paint.js): the entry's module script
 * and its preloads leave the head, a deferred loader names the entry at the end of the body.
 */
export function codeAfterPaint(html: string) {
  const entry = ENTRY_SCRIPT.exec(html)?.[1];
  if (!entry) return html;
  return html
    .replace(ENTRY_SCRIPT, '')
    .replace(MODULE_PRELOAD, '')
    .replace(
      '</body>',
      () =>
        `<script defer src="/after-paint.js" data-entry="${escapeAttribute(entry)}"></script></body>`,
    );
}

export async function installSite(app: FastifyInstance) {
  const root = resolve(app.ctx.config.staticDir);
  const indexFile = join(root, 'index.html');
  const raw = existsSync(indexFile) ? readFileSync(indexFile, 'utf8') : null;
  const index = raw === null ? null : injectConfig(raw, app);
  const shell = encodeOnce(index ?? notBuiltPage);
  // News pages name the RSS feed in their head; an article page also gets its own title, description and og tags.
  const newsShell =
    raw === null
      ? shell
      : encodeOnce(injectConfig(withHead(raw, { tags: feedLinkTag }, CONFIG_MARK), app));
  const reader = newsReader(app.ctx, app.log);

  /**
   * An article's page: its head (title, description, og tags), the article drawn for the first paint and its data
   * for the client's cache, read the way the detail call reads it (the read counts a view).
   */
  function articlePage(origin: string, read: ArticleRead['data']) {
    const meta = { ...read, publishedAt: new Date(read.publishedAt) };
    const html = withHead(raw ?? '', articleHead(origin, meta), CONFIG_MARK).replace(
      APP_MARK,
      () =>
        `<div id="app">${articlePrerender(read)}</div>${pageData([newsDetail.path, { id: read.id }], ok(read))}`,
    );
    return encodeLater(injectConfig(codeAfterPaint(html), app));
  }
  // A visitor's page is the same for every visitor while the article's cached answer lives: made once per answer.
  const visitorPages = new WeakMap<SerializedEnvelope, Map<string, Promise<Encoded>>>();

  async function articleShell(id: number, request: FastifyRequest) {
    const user = await userOf(request, false);
    let read: ArticleRead;
    try {
      read = await readArticle(app.ctx, reader, id, user?.id ?? null);
    } catch (err) {
      if (err instanceof ApiError && err.error.code === errors.newsNotFound.code) return null;
      throw err;
    }
    const origin = publicOrigin(request);
    // A logged-in reader's page says whether they collected the article: made for them.
    if (user) return articlePage(origin, read.data);
    let pages = visitorPages.get(read.shared);
    if (!pages) {
      pages = new Map();
      visitorPages.set(read.shared, pages);
    }
    let page = pages.get(origin);
    if (!page) {
      page = articlePage(origin, read.data);
      pages.set(origin, page);
    }
    return page;
  }

  // The home page, the football board and a live room carry their first view's data (first-view.ts), made at
  // most once a second, and are drawn from it by the client's own components (the SSR build, prerender.ts): the
  // first paint comes with the HTML, and the client's code loads after it (codeAfterPaint).
  const firstView = firstViewMaker(app);
  const draw = raw === null ? null : await loadPageDrawer(app.ctx.config.staticDir, app.log);
  const withFirstView = new Map<string, { view: FirstView; body: Promise<Encoded> }>();

  async function drawnPage(url: string, view: FirstView) {
    let drawn = '';
    const at = Date.now();
    if (draw) {
      try {
        drawn = await draw(url, JSON.parse(view.json), at);
      } catch (err) {
        app.log.warn({ err, url }, 'first paint not drawn');
      }
    }
    // The instant the drawing tells: the client hydrates it held at the same one (src/main.tsx).
    const html = (index ?? '').replace(APP_MARK, () =>
      drawn === ''
        ? `${APP_MARK}${view.island}`
        : `<div id="app" data-drawn-at="${at}">${drawn}</div>${view.island}`,
    );
    return drawn === '' ? html : codeAfterPaint(html);
  }

  /** The shell with the first view's data and nothing drawn: the client renders the page from it. */
  const withIsland = (view: FirstView) =>
    (index ?? '').replace(APP_MARK, () => `${APP_MARK}${view.island}`);

  async function firstViewShell(page: PageMatch, path: string, request: FastifyRequest) {
    // A logged-in viewer's room says whether they follow the anchor: theirs is the client's to ask.
    if (page.name === 'liveRoom' && request.cookies[AUTH_COOKIE]) return shell;
    const params = Object.fromEntries(
      Object.entries(page.params).filter((e): e is [string, string] => e[1] !== undefined),
    );
    const view = await firstView(page.name, params);
    if (view === null) return shell;
    // Drawn only where FIRST_PAINT=drawn asks for it, and for visitors: the drawing knows no viewer, so a logged-in
    // one would see 登录 in the header until the client took over. Taps on the drawing before the takeover are held
    // and done again on the client's elements, and a part drawn without the viewer's local settings (the board's
    // filter and pins) is hidden from a viewer who has them (public/after-paint.js).
    const drawIt =
      app.ctx.config.firstPaint === 'drawn' && request.cookies[AUTH_COOKIE] === undefined;
    const key = `${page.name}:${path}:${drawIt ? 'drawn' : 'data'}`;
    const last = withFirstView.get(key);
    // The same answers within their second (or unchanged since): the same page.
    if (last?.view === view || last?.view.json === view.json) return last.body;
    const body = (drawIt ? drawnPage(path, view) : Promise.resolve(withIsland(view))).then(
      encodeLater,
    );
    if (withFirstView.size >= 200) withFirstView.clear();
    withFirstView.set(key, { view, body });
    return body;
  }

  /** The shell and status a valid page path gets. */
  async function shellOf(page: PageMatch, request: FastifyRequest) {
    if (raw === null) return { status: 200, body: shell };
    if (page.name === 'home' || page.name === 'football' || page.name === 'liveRoom')
      return {
        status: 200,
        body: await firstViewShell(page, request.url.split('?')[0] ?? '/', request),
      };
    if (page.name === 'news' || page.name === 'newsPages') return { status: 200, body: newsShell };
    if (page.name !== 'newsArticle') return { status: 200, body: shell };
    const body = await articleShell(Number(page.params.id), request);
    // Unknown, unpublished or withdrawn: the client shows its error page, and crawlers see the 404.
    return body ? { status: 200, body } : { status: PAGE_NOT_FOUND.status, body: newsShell };
  }

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

  app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
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
    const { status, body } = !index
      ? { status: 503, body: shell }
      : page && !page.valid
        ? { status: PAGE_NOT_FOUND.status, body: shell }
        : page
          ? await shellOf(page, request)
          : { status: 200, body: shell };
    if (FRAMEABLE_PAGES.includes(path)) allowFraming(reply);
    const encoding = pickEncoding(request.headers['accept-encoding']);
    if (encoding !== 'identity') reply.header('content-encoding', encoding);
    return reply
      .status(status)
      .header('cache-control', 'no-cache')
      .header('vary', 'accept-encoding')
      .type('text/html; charset=utf-8')
      .send(body[encoding]);
  });
}
