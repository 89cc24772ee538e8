// The room lists in Chromium: /live/all shows the seeded rooms live first, a status change pushed on the bus
// shows without reload, search by anchor name, a bad category is 404, the home section, /live/follow,
// /live/reserve, and the report form storing a report.
import { mkdirSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { channels } from '../../contract/events';
import { follows, roomReports, rooms, users } from '../../server/db/schema';
import { createSession } from '../../server/modules/user/sessions';
import { type Browser, openBrowser } from './browser';
import { openPage, type Site, startSite } from './site';

const SHOTS = process.env.SHOTS_DIR ?? '/tmp/shots-h4';
let site: Site;
let browser: Browser;
let fanToken: string;
const roomOf: Record<string, number> = {};

const db = () => site.database.db;

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  [site, browser] = await Promise.all([startSite(), openBrowser()]);
  const list = await db()
    .select({ roomId: rooms.id, nick: users.nickName, anchorId: users.id })
    .from(rooms)
    .innerJoin(users, eq(users.id, rooms.anchorId));
  for (const r of list) roomOf[r.nick] = r.roomId;
  // Two rooms on air, as if their anchors were streaming.
  for (const nick of ['战术板老周', '篮球老张'])
    await db()
      .update(rooms)
      .set({ status: 'live', liveAt: new Date() })
      .where(eq(rooms.id, roomOf[nick]!));
  const [fan] = await db().select().from(users).where(eq(users.phone, '13800000001'));
  fanToken = (await createSession(db(), fan!.id, true)).token;
  const followed = list.filter((r) => ['主播阿杰', '篮球老张'].includes(r.nick));
  await db()
    .insert(follows)
    .values(followed.map((r) => ({ followerId: fan!.id, targetId: r.anchorId })))
    .onConflictDoNothing();
});
afterAll(async () => {
  await browser?.close();
  await site?.close();
});

const shot = (page: import('playwright-core').Page, name: string) =>
  page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true, animations: 'disabled' });

describe('/live/{id?}', () => {
  it('lists the seeded rooms, live first; a pushed status change shows without reload', async () => {
    const { page, errors } = await openPage(browser, site);
    await page.goto(`${site.url}/live/all`);
    await page.getByTestId('room-card').first().waitFor();
    const cards = page.getByTestId('room-card');
    expect(await cards.count()).toBe(Object.keys(roomOf).length);
    const statuses = await cards.evaluateAll((els) =>
      els.map((e) => e.getAttribute('data-status')),
    );
    expect(statuses.slice(0, 2)).toEqual(['live', 'live']);
    expect(statuses.slice(2).every((s) => s !== 'live')).toBe(true);
    await page.getByTestId('hot-anchors').getByText('篮球老张').waitFor();
    await shot(page, 'live-all');

    const roomId = roomOf.看球小美!;
    const card = page.locator(`[data-testid="room-card"][data-room-id="${roomId}"]`);
    expect(await card.getAttribute('data-status')).toBe('offline');
    await db()
      .update(rooms)
      .set({ status: 'live', liveAt: new Date() })
      .where(eq(rooms.id, roomId));
    await site.app.ctx.bus.publish(channels.room(roomId), 'room.status', {
      roomId,
      status: 'live',
    });
    await page.waitForSelector(
      `[data-testid="room-card"][data-room-id="${roomId}"][data-status="live"]`,
    );
    expect(await card.getByTestId('room-card-status').textContent()).toBe('直播中');
    await site.app.ctx.bus.publish(channels.room(roomId), 'room.viewers', { roomId, viewers: 42 });
    await card.getByText('42 人在看').waitFor();
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('searches by anchor name, filters by category and 404s an unknown one', async () => {
    const { page, errors } = await openPage(browser, site);
    await page.goto(`${site.url}/live/all`);
    await page.getByTestId('room-card').first().waitFor();
    await page.getByTestId('live-search').fill('老张');
    await page.getByTestId('live-search').press('Enter');
    await page.getByText('“老张” 的搜索结果：1 个直播间').waitFor();
    expect(
      await page
        .getByTestId('room-card-anchor')
        .evaluateAll((els) => els.map((e) => e.textContent)),
    ).toEqual(['篮球老张']);

    await page.goto(`${site.url}/live/2`);
    await page.getByTestId('room-card').first().waitFor();
    expect(
      await page
        .getByTestId('room-card-anchor')
        .evaluateAll((els) => els.map((e) => e.textContent)),
    ).toEqual(['篮球老张']);
    await page.goto(`${site.url}/live/1`);
    await page.getByTestId('room-card').first().waitFor();
    expect(await page.getByTestId('room-card-anchor').allTextContents()).not.toContain('篮球老张');
    await shot(page, 'live-1');

    await page.goto(`${site.url}/live/9`);
    await page.getByText('This page could not be found').waitFor();
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('shows the rooms on the home page', async () => {
    const { page } = await openPage(browser, site);
    await page.goto(site.url);
    await page.getByTestId('home-live-rooms').getByTestId('room-card').first().waitFor();
    await page.getByTestId('home-live-rooms').scrollIntoViewIfNeeded();
    await shot(page, 'home-live');
    await page.context().close();
  });
});

describe('the signed-in live pages', () => {
  it('/live/follow lists my followed anchors, live first; a visitor is sent home', async () => {
    const { page, errors } = await openPage(browser, site, fanToken);
    await page.goto(`${site.url}/live/follow`);
    await page.getByTestId('room-card').first().waitFor();
    expect(await page.getByTestId('room-card-anchor').allTextContents()).toEqual([
      '篮球老张',
      '主播阿杰',
    ]);
    await shot(page, 'live-follow');
    expect(errors).toEqual([]);
    await page.context().close();

    const visitor = await openPage(browser, site);
    await visitor.page.goto(`${site.url}/live/follow`);
    await visitor.page.waitForURL(`${site.url}/`);
    await visitor.page.context().close();
  });

  it('/live/reserve opens for a signed-in user', async () => {
    const { page, errors } = await openPage(browser, site, fanToken);
    await page.goto(`${site.url}/live/reserve`);
    await page.getByTestId('live-reserve-page').waitFor();
    await page.waitForLoadState('networkidle');
    await shot(page, 'live-reserve');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('/live/report stores a report with its reason and detail', async () => {
    const roomId = roomOf.战术板老周!;
    const { page, errors } = await openPage(browser, site, fanToken);
    await page.goto(`${site.url}/live/report?roomId=${roomId}`);
    await page.getByText('举报对象：战术板老周').waitFor();
    await page.getByTestId('report-submit').click();
    expect(await page.getByTestId('report-error').textContent()).toBe('请选择举报原因');
    await page.getByLabel('侵权盗播').check();
    await page.getByTestId('report-detail').fill('画面是别的平台的直播');
    await shot(page, 'live-report');
    await page.getByTestId('report-submit').click();
    await page.getByTestId('report-done').waitFor();
    const [report] = await db().select().from(roomReports).where(eq(roomReports.roomId, roomId));
    expect(report).toMatchObject({
      reason: '侵权盗播',
      detail: '画面是别的平台的直播',
      status: 'open',
    });
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
