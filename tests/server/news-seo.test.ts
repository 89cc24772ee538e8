// Headlines on search engines: an article page's own head (title, description, Open Graph, canonical, feed link,
// all escaped), 404 for unknown and withdrawn ids, the sitemap, the RSS feed (parsed) and robots.txt.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { matchPage } from '../../contract/pages';
import { setArticleStatus, writeArticle } from '../../server/modules/news/authoring';
import { RSS_ITEMS, sitemapPages } from '../../server/modules/news/feeds';
import { startTestApp, type TestApp, testEngine } from './harness';
import { newsWorld } from './news-world';

const indexHtml = `<!doctype html><html lang="zh-CN"><head><meta charset="UTF-8" />
<title>球live - 免费高清足球篮球直播</title>
<meta
  name="description"
  content="球live 提供各大足球、篮球赛事的免费高清直播。"
/>
<!--qiulive:config--></head><body><div id="app"></div></body></html>`;

const hostile = `<script>alert("x")</script> 梅西's "最后一舞" & 巴萨`;

let dir: string;
let t: TestApp;
let world: Awaited<ReturnType<typeof newsWorld>>;
let hostileId: number;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'qiulive-seo-'));
  await writeFile(join(dir, 'index.html'), indexHtml);
  t = await startTestApp({ env: { STATIC_DIR: dir } });
  world = await newsWorld(t.database.db);
  hostileId = await writeArticle(t.database.db, {
    title: hostile,
    summary: `摘要 <b>"引号"</b> & 'apos' \u0001控制字符`,
    cover: `/gw/live/img/article/1.svg?a="b"`,
    body: '<p>正文</p>',
    authorId: world.editor.user.id,
    authorKind: 1,
    columnNo: 'football',
  });
});
afterAll(async () => {
  await t?.close();
  await rm(dir, { recursive: true, force: true });
});

const page = (url: string, host = 'news.example.test') => t.app.inject({ url, headers: { host } });
const headOf = (body: string) => body.slice(0, body.indexOf('</head>'));

describe(`article page head (${testEngine()})`, () => {
  it('writes the title, description, Open Graph, canonical and feed link into the head', async () => {
    const res = await page(`/news/${world.ids.derbyReport}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    const head = headOf(res.body);
    const url = `http://news.example.test/news/${world.ids.derbyReport}`;
    expect(head).toContain('<title>战报：申花 2-1 海港，德比逆转 - 球live</title>');
    expect(head.match(/<title>/g)).toHaveLength(1);
    expect(head.match(/name="description"/g)).toHaveLength(1);
    expect(head).toContain('<meta name="description" content="战报：申花 2-1 海港，德比逆转。" />');
    expect(head).toContain(`<link rel="canonical" href="${url}" />`);
    expect(head).toContain('<meta property="og:title" content="战报：申花 2-1 海港，德比逆转" />');
    expect(head).toContain(`<meta property="og:url" content="${url}" />`);
    expect(head).toContain(
      '<link rel="alternate" type="application/rss+xml" title="球live头条" href="/news/rss.xml" />',
    );
    // No cover uploaded: the drawn one (server/modules/art), made absolute.
    expect(head).toContain(
      `<meta property="og:image" content="http://news.example.test/gw/live/img/article/${world.ids.derbyReport}.svg" />`,
    );
    // The runtime config still goes in, after the page's own tags.
    expect(head).toContain('window.__QIULIVE__=');
  });

  it('draws the article into #app for the first paint and carries its data for the client', async () => {
    const res = await page(`/news/${world.ids.derbyReport}`);
    const app = res.body.slice(res.body.indexOf('<div id="app">'));
    expect(app).toContain(
      '<h1 class="mt-2 text-xl font-black leading-snug text-neutral-900 lg:text-[28px]">战报：申花 2-1 海港，德比逆转</h1>',
    );
    expect(app).toContain('<p>战报：申花 2-1 海港，德比逆转。</p>');
    const island = /<script type="application\/json" id="page-data">(.*?)<\/script>/.exec(res.body);
    expect(island).not.toBeNull();
    const { key, envelope } = JSON.parse(island![1]!);
    expect(key).toEqual(['/inform/info/detail/{id}', { id: world.ids.derbyReport }]);
    // The same answer the detail call gives a visitor.
    const detail = await t.app.inject({ url: `/gw/inform/info/detail/${world.ids.derbyReport}` });
    expect(envelope).toEqual({
      ...detail.json(),
      data: { ...detail.json().data, viewCount: envelope.data.viewCount },
    });
    expect(envelope.data.collected).toBe(false);
  });

  it('escapes a hostile title and summary everywhere, and makes the cover absolute', async () => {
    const res = await page(`/news/${hostileId}`, 'm.example.test:8443');
    expect(res.statusCode).toBe(200);
    const head = headOf(res.body);
    expect(head).not.toContain('<script>alert');
    expect(head).not.toContain('"最后一舞"');
    expect(head).toContain(
      '<title>&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; 梅西&#39;s &quot;最后一舞&quot; &amp; 巴萨 - 球live</title>',
    );
    expect(head).toContain(
      '<meta property="og:title" content="&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; 梅西&#39;s &quot;最后一舞&quot; &amp; 巴萨" />',
    );
    expect(head).toContain(
      'og:description" content="摘要 &lt;b&gt;&quot;引号&quot;&lt;/b&gt; &amp;',
    );
    expect(head).toContain(
      '<meta property="og:image" content="http://m.example.test:8443/gw/live/img/article/1.svg?a=&quot;b&quot;" />',
    );
    // Every attribute value is closed by its own quote: no tag gained an attribute from the text.
    for (const tag of head.match(/<meta [^>]*>/g) ?? [])
      expect(tag, tag).toMatch(
        /^<meta (name|property|charset)=("[^"]*"\s*)*(content="[^"]*" )?\/?>$/,
      );
  });

  it('does not trust a Host header that is not a host name', async () => {
    const res = await page(`/news/${world.ids.derby}`, 'evil.test"><script>');
    expect(headOf(res.body)).toContain(
      `<link rel="canonical" href="http://localhost/news/${world.ids.derby}" />`,
    );
  });

  it('answers 404 for an unknown, a draft and a withdrawn article, with the plain shell', async () => {
    const gone = await writeArticle(t.database.db, {
      title: '将被撤回的文章',
      body: '<p>x</p>',
      authorId: world.editor.user.id,
      authorKind: 1,
      columnNo: 'football',
    });
    await setArticleStatus(t.database.db, gone, 'withdrawn');
    for (const id of [999_999, world.ids.draft, gone]) {
      const res = await page(`/news/${id}`);
      expect(res.statusCode, String(id)).toBe(404);
      expect(res.body).toContain('<title>球live - 免费高清足球篮球直播</title>');
      expect(res.body).not.toContain('og:title');
    }
    expect((await page('/news/abc')).statusCode).toBe(404);
  });

  it('names the feed on /news and the archive, not on other pages', async () => {
    for (const url of ['/news', '/news/pages/2']) {
      const res = await page(url);
      expect(res.statusCode).toBe(200);
      expect(headOf(res.body)).toContain('type="application/rss+xml"');
    }
    expect((await page('/football')).body).not.toContain('application/rss+xml');
  });

  it('sends the article page compressed when asked', async () => {
    const res = await t.app.inject({
      url: `/news/${world.ids.epl}`,
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(res.headers['content-encoding']).toBe('gzip');
    const { gunzipSync } = await import('node:zlib');
    expect(gunzipSync(res.rawPayload).toString()).toContain('英超第12轮：阿森纳客场取胜 - 球live');
  });
});

describe(`sitemap, RSS and robots (${testEngine()})`, () => {
  it('lists the main pages and the published articles with lastmod, as valid XML', async () => {
    const res = await page('/sitemap.xml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(XMLValidator.validate(res.body)).toBe(true);
    const doc = new XMLParser({ isArray: (name) => name === 'url' }).parse(res.body);
    const urls: { loc: string; lastmod?: string }[] = doc.urlset.url;
    const locs = urls.map((u) => u.loc);
    expect(locs).toContain('http://news.example.test/');
    expect(locs).toContain('http://news.example.test/news');
    for (const path of sitemapPages) expect(matchPage(path)?.valid, path).toBe(true);
    const articles = urls.filter((u) => /\/news\/\d+$/.test(u.loc));
    const ids = articles.map((u) => Number(u.loc.split('/').pop()));
    expect(ids).toContain(world.ids.nba);
    expect(ids).toContain(hostileId);
    expect(ids).not.toContain(world.ids.draft);
    for (const a of articles) expect(Number.isNaN(Date.parse(a.lastmod ?? ''))).toBe(false);
  });

  it('serves the RSS 2.0 feed: newest first, escaped, RFC 822 dates, permalink guids', async () => {
    const res = await page('/news/rss.xml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/rss+xml; charset=utf-8');
    expect(XMLValidator.validate(res.body)).toBe(true);
    const doc = new XMLParser({
      ignoreAttributes: false,
      isArray: (name) => name === 'item',
    }).parse(res.body);
    expect(doc.rss['@_version']).toBe('2.0');
    const items: {
      title: string;
      link: string;
      description: string;
      pubDate: string;
      guid: { '#text': string; '@_isPermaLink': string };
    }[] = doc.rss.channel.item;
    // Four published in the world, the hostile one, and any the other tests of this file published.
    expect(items.length).toBeGreaterThanOrEqual(5);
    expect(items.length).toBeLessThanOrEqual(RSS_ITEMS);
    const hostileItem = items.find((i) => i.link.endsWith(`/news/${hostileId}`))!;
    expect(hostileItem.title).toBe(hostile);
    // The control character is dropped: XML 1.0 cannot carry it.
    expect(hostileItem.description).toBe(`摘要 <b>"引号"</b> & 'apos' 控制字符`);
    for (const item of items) {
      expect(item.pubDate).toMatch(
        /^[A-Z][a-z]{2}, \d{2} [A-Z][a-z]{2} \d{4} \d{2}:\d{2}:\d{2} GMT$/,
      );
      expect(item.guid).toEqual({ '#text': item.link, '@_isPermaLink': 'true' });
      expect(item.link).toMatch(/^http:\/\/news\.example\.test\/news\/\d+$/);
    }
    const times = items.map((i) => Date.parse(i.pubDate));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
  });

  it('bounds the feed to the newest 50', async () => {
    for (let i = 0; i < RSS_ITEMS; i++)
      await writeArticle(t.database.db, {
        title: `批量文章 ${i}`,
        body: '<p>x</p>',
        authorId: world.editor.user.id,
        authorKind: 1,
        columnNo: 'basketball',
      });
    // Another origin is another cache entry: the feed is read fresh.
    const res = await page('/news/rss.xml', 'other.example.test');
    const doc = new XMLParser({ isArray: (name) => name === 'item' }).parse(res.body);
    expect(doc.rss.channel.item).toHaveLength(RSS_ITEMS);
  });

  it('points robots.txt at the sitemap', async () => {
    const res = await page('/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(res.body).toContain('Sitemap: http://news.example.test/sitemap.xml');
  });
});
