// Every page of the route table, at a phone's width (390×844) and a desktop's (1440×900): the document is
// never wider than the viewport, no picture is broken and the page logs no error.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import type { BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type PageName, pageRoutes } from '../../contract/pages';
import {
  circles,
  competitions,
  newsArticles,
  postPictures,
  rooms,
  teams,
  users,
} from '../../server/db/schema';
import { findFfmpeg } from '../../server/providers/media/ffmpeg';
import { BB_LIVE, LIVE_HOT, loadWorld } from '../server/match-centre-world';
import { clipsSettled, finishedBroadcast } from '../server/playback-world';
import { createUserWithSession } from '../server/users';
import { type Browser, openBrowser } from './browser';
import { picturesSettled, type Site, startSite } from './site';

let site: Site;
let browser: Browser;
let token: string;
let mediaDir = '';
const sample: Record<string, string> = {};

beforeAll(async () => {
  // Recordings for the playback pages (a replay made by ffmpeg, its clips cut).
  mediaDir = await mkdtemp(join(tmpdir(), 'qiulive-every-page-'));
  [site, browser] = await Promise.all([startSite({ MEDIA_DIR: mediaDir }), openBrowser()]);
  const db = site.database.db;
  ({ token } = await createUserWithSession(db));
  const [anchor] = await db.select().from(users).where(eq(users.phone, '13800000002'));
  const [room] = await db.select().from(rooms).where(eq(rooms.anchorId, anchor!.id));
  // The hand-built match world, fed through the real ingest: a live football match, a basketball one.
  await loadWorld(site.app.ctx.ingest);
  const ffmpeg = findFfmpeg('auto');
  if (!ffmpeg)
    throw new Error('the playback pages need ffmpeg on the PATH (apt-get install ffmpeg)');
  const replay = await finishedBroadcast(site.app, ffmpeg, 2901);
  await clipsSettled(db, replay.matchId);
  sample.replayRoom = String(replay.roomId);
  sample.replay = String(replay.replayId);
  sample.room = String(room!.id);
  sample.football = String(LIVE_HOT);
  sample.basketball = String(BB_LIVE);
  sample.user = String(anchor!.id);
  const [article] = await db
    .select({ id: newsArticles.id })
    .from(newsArticles)
    .where(eq(newsArticles.status, 'published'))
    .limit(1);
  sample.article = String(article!.id);
  // The demo seed's circles name the simulator catalogue's clubs and leagues, which this hand-built world
  // does not load (their crests would be unknown here): they take the topic circles' drawn icon, and the
  // posts lose the crests the seed drew as pictures.
  await db.delete(postPictures).where(sql`${postPictures.url} like 'art:%'`);
  await db
    .update(circles)
    .set({ icon: '/img/circle-topic.svg' })
    .where(
      sql`${circles.teamId} not in (select ${teams.id} from ${teams}) or ${circles.competitionId} not in (select ${competitions.id} from ${competitions})`,
    );
  const [circle] = await db.select({ id: circles.id }).from(circles).limit(1);
  sample.circle = String(circle!.id);
});
afterAll(async () => {
  await browser?.close();
  await site?.close();
  if (mediaDir) await rm(mediaDir, { recursive: true, force: true });
});

/** The data library's pages over the hand-built world: 英超 (1) and NBA (101), 曼城, 湖人 and a player of each. */
const libraryUrls: Partial<Record<PageName, string>> = {
  databaseFbCompetition: '/database/fb/1',
  databaseLqCompetition: '/database/lq/101',
  databaseFbHot: '/database/fb/hot/0/1/12026/standings',
  databaseLqHot: '/database/lq/hot/0/101/1012026/leaders',
  databaseFbTeam: '/database/fb/team/101',
  databaseLqTeam: '/database/lq/team/10101',
  databaseFbPlayer: '/database/fb/player/10101',
  databaseLqPlayer: '/database/lq/player/1010101',
};

/** Addresses beyond one per page: the other tabs of a page whose tab is in its path. */
const moreUrls = ['/playback/1', '/playback/2', `/search?query=${encodeURIComponent('皇马')}`];

/** One address per page: its path with a real id where the page needs one to show something. */
function urlOf(name: PageName): string {
  const library = libraryUrls[name];
  if (library) return library;
  if (name === 'playbackList') return `/playback/list/${sample.replayRoom}`;
  if (name === 'playbackVideo') return `/playback/video/${sample.replay}`;
  const path: string = pageRoutes[name].path;
  const id =
    name === 'liveRoom'
      ? sample.room
      : name === 'personal' || name === 'communityAnchorDynamic'
        ? sample.user
        : name === 'communityCircle'
          ? sample.circle
          : name === 'newsArticle'
            ? sample.article
            : undefined;
  const sport = name.startsWith('basketball') ? sample.basketball : sample.football;
  return path
    .replace('{id?}', id ?? (/^(football|basketball)[A-Z]/.test(name) ? (sport ?? '') : ''))
    .replace('{id}', id ?? '')
    .replace('{view?}', '')
    .replace('{page?}', '2')
    .replace(/\/$/, '')
    .replace(/^$/, '/');
}

const viewports: Record<string, BrowserContextOptions> = {
  phone: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
  desktop: { viewport: { width: 1440, height: 900 } },
};

/**
 * What is wrong with the page now: wider than the viewport, broken pictures. The width is the device's, not
 * window.innerWidth: a phone's browser zooms out to fit a page that is too wide, which widens innerWidth too.
 */
const problemsOf = (page: Page, viewportWidth: number) =>
  page.evaluate((viewportWidth) => {
    const problems: string[] = [];
    const width = document.documentElement.scrollWidth;
    if (width > viewportWidth) problems.push(`${width} px wide in ${viewportWidth}`);
    for (const img of Array.from(document.images))
      if (img.complete && img.naturalWidth === 0 && img.getAttribute('src'))
        problems.push(`broken image ${img.getAttribute('src')}`);
    return problems;
  }, viewportWidth);

describe.each(Object.entries(viewports))('every page at the %s width', (_, options) => {
  let ctx: BrowserContext;
  let page: Page;
  let errors: string[] = [];
  beforeAll(async () => {
    ctx = await browser.newContext(options);
    await ctx.addCookies([{ name: 'auth', value: token, url: site.url }]);
    page = await ctx.newPage();
    page.on('pageerror', (e) => errors.push(e.message));
    page.on('console', (m) => {
      // A failed request is judged below with its address; every other console error counts as is.
      if (m.type() === 'error' && !m.text().startsWith('Failed to load resource'))
        errors.push(`console: ${m.text()}`);
    });
    // A file that is missing or a server that fails is an error; an API's 4xx is an answer the page
    // shows (no issue on sale, not an anchor), in the envelope the page reads.
    page.on('response', (r) => {
      const api = r.request().resourceType() === 'xhr' || r.request().resourceType() === 'fetch';
      if (r.status() >= 500 || (r.status() >= 400 && !api))
        errors.push(`${r.status()} ${new URL(r.url()).pathname}`);
    });
  });
  afterAll(() => ctx?.close());

  const walk = async (url: string) => {
    errors = [];
    await page.goto(site.url + url, { waitUntil: 'domcontentloaded' });
    await page.locator('[data-layout]').first().waitFor();
    // Every picture, the lazy ones below the fold included, loads (or fails) before it is judged.
    await picturesSettled(page);
    const width = options.viewport?.width ?? 0;
    expect([...(await problemsOf(page, width)), ...errors], url).toEqual([]);
  };

  it.each(Object.keys(pageRoutes) as PageName[])('%s', (name) => walk(urlOf(name)));
  it.each(moreUrls)('%s', walk);
});
