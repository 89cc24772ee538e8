// The user centre's pages in Chromium: /v/home, /v/attention, /v/concern, /v/collection and /v/reserve
// walked by a logged-in fan who follows, collects and reserves on the site's own pages; a visitor is sent
// home; a component deep link opens its wallet tab.
import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chinaDay } from '../../contract/format';
import {
  collections,
  follows,
  matchFollows,
  newsArticles,
  rooms,
  users,
} from '../../server/db/schema';
import { giveTickets } from '../server/pay-withdraw-support';
import { createUserWithSession } from '../server/users';
import { type Browser, openBrowser } from './browser';
import { smsCodeFor, solveSlider } from './captcha-steps';
import { football, onDay, reference } from './score-world';
import { openPage, type Site, startSite } from './site';

const UPCOMING = 3701;
/** Generous for a loaded 2-core machine. */
const WAIT = { timeout: 30_000 };

let site: Site;
let browser: Browser;
const db = () => site.database.db;

beforeAll(async () => {
  [site, browser] = await Promise.all([startSite(), openBrowser()]);
  // A match of today (as the server counts it) still to start: the one the fan stars on the board.
  const now = Date.now();
  await site.app.ctx.ingest.reference(reference);
  await site.app.ctx.ingest.fixtures([football(UPCOMING, onDay(chinaDay(now), now + 90 * 60_000))]);
});
afterAll(async () => {
  await browser?.close();
  await site?.close();
});

const rowOf = (page: Page, testId: string, attr: string, id: number) =>
  page.locator(`[data-testid="${testId}"][${attr}="${id}"]`);

/** An anchor whose room is live now (no stream needed: the lists read the room's state). */
async function liveAnchor() {
  const anchor = await createUserWithSession(db(), { isAnchor: 1, level: 10 });
  const [room] = await db()
    .insert(rooms)
    .values({
      anchorId: anchor.user.id,
      streamName: randomBytes(8).toString('hex'),
      title: '今晚英超',
      status: 'live',
    })
    .returning();
  return { ...anchor, roomId: room!.id };
}

describe('guard and deep links', () => {
  it('sends a visitor at /v/home home', async () => {
    const { page } = await openPage(browser, site);
    await page.goto(`${site.url}/v/home`);
    await page.waitForURL(`${site.url}/`, WAIT);
    await page.getByTestId('login-button').waitFor(WAIT);
    await page.close();
  });

  it('opens the wallet on its 支付密码 tab from /v/paypw', async () => {
    const { token } = await createUserWithSession(db());
    const { page, errors } = await openPage(browser, site, token);
    await page.goto(`${site.url}/v/paypw`);
    const tab = page.getByTestId('wallet-tab-pay-password');
    await expect.poll(() => tab.getAttribute('aria-selected'), WAIT).toBe('true');
    expect(new URL(page.url()).searchParams.get('tab')).toBe('pay-password');
    expect(errors).toEqual([]);
    await page.close();
  });
});

describe('a fan in the user centre', () => {
  it('lands on /v/home: profile, balances, shortcuts, and a followed anchor live now', async () => {
    const fan = await createUserWithSession(db(), { nickName: '周末看球人', level: 6 });
    const live = await liveAnchor();
    await db().insert(follows).values({ followerId: fan.user.id, targetId: live.user.id });
    const { page, errors } = await openPage(browser, site, fan.token);
    await page.goto(`${site.url}/v/home`);
    await expect
      .poll(() => page.getByTestId('home-nickname').textContent(), WAIT)
      .toBe('周末看球人');
    await expect.poll(() => page.getByTestId('home-follows').textContent(), WAIT).toBe('1');
    expect(await page.getByTestId('home-fans').textContent()).toBe('0');
    await expect.poll(() => page.getByTestId('wallet-diamonds').textContent(), WAIT).toBe('0.00');
    const liveLink = page.getByTestId('home-live-anchor');
    await liveLink.waitFor(WAIT);
    expect(await liveLink.getAttribute('href')).toBe(`/live/room/${live.roomId}`);
    expect(await page.getByTestId('home-reserve').textContent()).toContain('没有未开赛的预约');
    // The menu marks 个人中心; a shortcut leads on.
    const current = page.getByTestId('centre-menu').locator('[aria-current="page"]');
    expect(await current.textContent()).toBe('个人中心');
    await page.getByTestId('home-shortcuts').getByText('我的收藏').click();
    await page.getByTestId('v-collection').waitFor(WAIT);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('follows an anchor in the room, sees them on /v/attention after a live one, and unfollows in place', async () => {
    const fan = await createUserWithSession(db());
    const live = await liveAnchor();
    await db().insert(follows).values({ followerId: fan.user.id, targetId: live.user.id });
    const [anchor] = await db().select().from(users).where(eq(users.phone, '13800000005'));
    const [room] = await db().select().from(rooms).where(eq(rooms.anchorId, anchor!.id));
    const { page, errors } = await openPage(browser, site, fan.token);

    await page.goto(`${site.url}/live/room/${room!.id}`);
    await page.getByTestId('offline-follow').click(WAIT);
    await page.getByTestId('offline-follow').filter({ hasText: '已关注' }).waitFor(WAIT);

    await page.goto(`${site.url}/v/attention`);
    const rows = page.getByTestId('person-row');
    await expect.poll(() => rows.count(), WAIT).toBe(2);
    // The live anchor first (followed earlier), with 直播中 leading to the room.
    expect(await rows.nth(0).getAttribute('data-user-id')).toBe(String(live.user.id));
    expect(await rows.nth(0).getByTestId('person-live').getAttribute('href')).toBe(
      `/live/room/${live.roomId}`,
    );
    const followed = rowOf(page, 'person-row', 'data-user-id', anchor!.id);
    expect(await followed.getByTestId('person-name').textContent()).toBe(anchor!.nickName);
    expect(await followed.getByTestId('person-live').count()).toBe(0);
    expect(await page.getByTestId('people-tabs-1').textContent()).toBe('主播2');

    await followed.getByTestId('person-unfollow').click();
    await followed.waitFor({ state: 'detached', ...WAIT });
    await expect.poll(() => rows.count(), WAIT).toBe(1);
    await expect.poll(() => page.getByTestId('people-tabs-1').textContent(), WAIT).toBe('主播1');
    const gone = await db()
      .select()
      .from(follows)
      .where(and(eq(follows.followerId, fan.user.id), eq(follows.targetId, anchor!.id)));
    expect(gone).toHaveLength(0);
    // The 用户 tab is empty and says what to do.
    await page.getByTestId('people-tabs-3').click();
    await page.getByTestId('people-empty').waitFor(WAIT);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('sees a new follower on /v/concern and follows back in place', async () => {
    const fan = await createUserWithSession(db());
    const follower = await createUserWithSession(db(), { nickName: '同城球友' });
    await db().insert(follows).values({ followerId: follower.user.id, targetId: fan.user.id });
    const { page, errors } = await openPage(browser, site, fan.token);
    await page.goto(`${site.url}/v/concern`);
    const row = rowOf(page, 'person-row', 'data-user-id', follower.user.id);
    await row.waitFor(WAIT);
    expect(await row.getByTestId('person-name').textContent()).toBe('同城球友');
    await row.getByTestId('person-follow-back').click();
    await row.getByText('互相关注').waitFor(WAIT);
    expect(await row.getByTestId('person-unfollow').textContent()).toBe('已回关');
    const back = await db()
      .select()
      .from(follows)
      .where(and(eq(follows.followerId, fan.user.id), eq(follows.targetId, follower.user.id)));
    expect(back).toHaveLength(1);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('collects an article and finds it on /v/collection, then uncollects it in place', async () => {
    const fan = await createUserWithSession(db());
    const [article] = await db()
      .select({ id: newsArticles.id, title: newsArticles.title })
      .from(newsArticles)
      .where(eq(newsArticles.status, 'published'))
      .limit(1);
    const { page, errors } = await openPage(browser, site, fan.token);
    await page.goto(`${site.url}/news/${article!.id}`);
    const collect = page.getByTestId('article-collect');
    await collect.click(WAIT);
    await collect.filter({ hasText: '已收藏' }).waitFor(WAIT);
    // The button turns at once; the page is left only once the server has kept it.
    const collected = () =>
      db().select().from(collections).where(eq(collections.userId, fan.user.id));
    await expect.poll(async () => (await collected()).length, WAIT).toBe(1);

    await page.goto(`${site.url}/v/collection`);
    const row = rowOf(page, 'collected-article', 'data-article-id', article!.id);
    await row.waitFor(WAIT);
    expect(await row.getByTestId('collected-article-title').textContent()).toBe(article!.title);
    expect(await row.getByTestId('collected-article-title').getAttribute('href')).toBe(
      `/news/${article!.id}`,
    );
    await row.getByTestId('collection-uncollect').click();
    await page.getByTestId('collection-empty').waitFor(WAIT);
    expect(await collected()).toHaveLength(0);
    // The 比赛 tab has nothing either, and says where to star one.
    await page.getByTestId('collection-tabs-match').click();
    await page.getByTestId('collection-empty').filter({ hasText: '收藏比赛' }).waitFor(WAIT);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('reserves a match on the score board and sees it on /v/reserve, then cancels in place', async () => {
    const fan = await createUserWithSession(db());
    const { page, errors } = await openPage(browser, site, fan.token);
    await page.goto(`${site.url}/football`);
    const star = rowOf(page, 'board-row', 'data-match-id', UPCOMING).getByTestId('row-follow');
    await star.click(WAIT);
    await star.and(page.locator('[aria-pressed="true"]')).waitFor(WAIT);
    await expect
      .poll(
        async () =>
          (await db().select().from(matchFollows).where(eq(matchFollows.userId, fan.user.id)))
            .length,
        WAIT,
      )
      .toBe(1);

    await page.goto(`${site.url}/v/reserve`);
    const row = page
      .getByTestId('reserve-upcoming')
      .locator(`[data-testid="match-line"][data-match-id="${UPCOMING}"]`);
    await row.waitFor(WAIT);
    expect(await row.getByTestId('match-kickoff').textContent()).toMatch(/^\d\d-\d\d \d\d:\d\d$/);
    expect(await row.getByTestId('match-teams').getAttribute('href')).toBe(
      `/football/live/${UPCOMING}`,
    );
    // No anchor has reserved it: the row says so.
    await row.getByTestId('match-anchors').filter({ hasText: '暂无主播预约直播' }).waitFor(WAIT);

    await row.getByTestId('reserve-cancel').click();
    await page.getByTestId('reserve-empty').waitFor(WAIT);
    await expect
      .poll(
        async () =>
          (await db().select().from(matchFollows).where(eq(matchFollows.userId, fan.user.id)))
            .length,
        WAIT,
      )
      .toBe(0);
    expect(errors).toEqual([]);
    await page.close();
  });
});

describe('注销账号', () => {
  it('deletes the account after the slider and an SMS code; the other open tab logs out without reload', async () => {
    const fan = await createUserWithSession(db(), { nickName: '准备注销的我' });
    await giveTickets(site.app.ctx, fan.user.id, 300);
    const { page, errors } = await openPage(browser, site, fan.token);
    const other = await page.context().newPage();
    await other.goto(`${site.url}/`);
    await expect
      .poll(() => other.getByTestId('user-nickname').textContent(), WAIT)
      .toBe('准备注销的我');

    // The newest tab is the one in front; a tab behind gets its animation frames throttled (the slider waits on them).
    await page.bringToFront();
    await page.goto(`${site.url}/v/personal-data`);
    await page.getByTestId('delete-account-open').click(WAIT);
    await page.getByTestId('delete-account-form').waitFor(WAIT);
    expect(await page.getByTestId('delete-account-assets').textContent()).toContain('3.00 球票');
    await page.getByTestId('delete-account-mobile').fill(fan.user.phone);
    const captchaAnswer = page.waitForResponse((r) => r.url().includes('/captcha/get'));
    await page.getByTestId('delete-account-send-code').click();
    const { repData } = (await (await captchaAnswer).json()) as { repData: { token: string } };
    const smsSent = page.waitForResponse((r) => r.url().includes('/user/account/deletion/sms'));
    await solveSlider(page, site, repData.token);
    expect(((await (await smsSent).json()) as { msg: string }).msg).toBe('已发送');
    await page.getByTestId('delete-account-code').fill(await smsCodeFor(site, fan.user.phone));
    await page.getByTestId('delete-account-agree').check();
    // The tickets are not given up yet: the form says so and sends nothing.
    await page.getByTestId('delete-account-submit').click();
    await expect
      .poll(() => page.getByTestId('delete-account-message').textContent(), WAIT)
      .toContain('放弃');
    await page.getByTestId('delete-account-give-up').check();
    await page.getByTestId('delete-account-submit').click();

    await page.waitForURL(`${site.url}/`, WAIT);
    await page.getByTestId('login-button').waitFor(WAIT);
    await other.getByTestId('login-button').waitFor(WAIT);
    const [row] = await db().select().from(users).where(eq(users.id, fan.user.id));
    expect(row?.nickName).toBe(`已注销用户${fan.user.id}`);
    expect(row?.deletedAt).not.toBeNull();
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
