// 有料's public pages in Chromium: the guide lists experts and plans at a phone's and a desktop's width; a
// visitor's locked plan carries no pick or analysis in the DOM; a fan buys a plan from the wallet (confirm
// dialog, balance down) and reads it, and the browser's SHA-256 of the revealed text matches the commitment
// (校验通过). Two experts publish through the real call on tomorrow's match, fed through the real ingest.
import { mkdir } from 'node:fs/promises';
import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { experts, users } from '../../server/db/schema';
import { systemGift } from '../../server/modules/pay/operator-ops';
import { createSession } from '../../server/modules/user/sessions';
import type { FeedFixture } from '../../server/providers/feed/types';
import { HOUR, oddsLine, reference } from '../server/match-centre-world';
import { api } from '../server/profile-fixtures';
import { createUserWithSession } from '../server/users';
import { type Browser, openBrowser } from './browser';
import { openCommunityPage, type Width } from './community-pages';
import { type Site, startSite } from './site';

/** Set E2E_SHOTS to a folder to keep every 有料 page's picture at both widths. */
const SHOTS = process.env.E2E_SHOTS;
const WAIT = { timeout: 30_000 };
const MATCH = 9401;
const ANALYSIS =
  '主队近五场四胜一平，主场场均射门十六次，压迫很足；客队两名主力中卫伤停，防线轮换频繁，客场已连续四场丢球。平半盘主队上盘值得跟进，注意控制仓位。';

let site: Site;
let browser: Browser;
const plan = { paid: '', free: '' };
let expertId = 0;

const fixture = (id: number, kickoffAt: number): FeedFixture => ({
  id,
  sport: 'football',
  competitionId: 1,
  seasonId: 12026,
  round: '第14轮',
  homeTeamId: 101,
  awayTeamId: 102,
  kickoffAt,
  knockout: false,
  neutral: false,
  venue: '',
});

async function publish(token: string, body: Record<string, unknown>) {
  const res = await site.app.inject({
    method: 'POST',
    url: api('/tj/recommend'),
    payload: JSON.stringify(body),
    headers: { 'content-type': 'application/json', accesstoken: token },
  });
  const json = res.json();
  if (json.code !== 200) throw new Error(`publish refused: ${res.body}`);
  return json.data.code as string;
}

async function makeExpert(userId: number, intro: string, specialities: string[]) {
  const db = site.database.db;
  await db.insert(experts).values({ userId, intro, specialities, grade: 3 }).onConflictDoNothing();
  await db.update(users).set({ isExpert: 1 }).where(eq(users.id, userId));
}

beforeAll(async () => {
  [site, browser] = await Promise.all([startSite(), openBrowser()]);
  const now = Date.now();
  const ingest = site.app.ctx.ingest;
  await ingest.reference(reference);
  await ingest.fixtures([fixture(MATCH, now + 26 * HOUR)]);
  const at = now - HOUR;
  await ingest.changes(
    [
      oddsLine(MATCH, 1, 'europe', at, [2.05, 3.4, 3.5]),
      oddsLine(MATCH, 1, 'asia', at, [0.92, 0.25, 0.94]),
      oddsLine(MATCH, 1, 'overUnder', at, [0.88, 2.5, 0.98]),
    ],
    { cursor: at },
  );
  const db = site.database.db;
  const [lee] = await db.select().from(users).where(eq(users.phone, '13800000003'));
  expertId = lee!.id;
  await makeExpert(expertId, '八年英超看球经验，专注亚盘变化。', ['英超', '亚盘']);
  const other = await createUserWithSession(db, { nickName: '大小球阿明' });
  await makeExpert(other.user.id, '只做大小球，稳字当头。', ['大小球']);
  const leeToken = (await createSession(db, expertId, true)).token;
  plan.paid = await publish(leeToken, {
    sport: 'football',
    playType: 2,
    title: '英超焦点：主队让平半可跟',
    analysis: ANALYSIS,
    picks: [{ matchId: MATCH, selection: 'home' }],
    price: 18,
    refundOnLoss: true,
  });
  plan.free = await publish(other.token, {
    sport: 'football',
    playType: 3,
    title: '英超免费：两队状态火热看大',
    analysis: `${ANALYSIS}大小球方面，两队近期场均进球都超过三球。`,
    picks: [{ matchId: MATCH, selection: 'over' }],
    price: 0,
  });
});
afterAll(async () => {
  await browser?.close();
  await site?.close();
});

/**
 * Nothing wider than the window. A phone's layout viewport grows to fit what overflows, so the document is
 * measured against the width the test opened, not window.innerWidth.
 */
const fits = (page: Page, width: Width) =>
  page.evaluate((w) => document.documentElement.scrollWidth <= w, width === 'phone' ? 390 : 1440);

async function shot(page: Page, name: string, width: Width) {
  if (!SHOTS) return;
  await mkdir(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/expert-${name}-${width}.png`, fullPage: true });
}

describe('有料 pages', () => {
  it.each(['phone', 'desktop'] as const)(
    'the guide lists experts and plans (%s)',
    async (width) => {
      const { page, errors, close } = await openCommunityPage(browser, site, width);
      await page.goto(`${site.url}/guide`, { waitUntil: 'domcontentloaded' });
      await page.locator(`[data-testid="hot-expert"][data-expert-id="${expertId}"]`).waitFor(WAIT);
      const card = page.locator(`[data-testid="plan-card"][data-plan-code="${plan.paid}"]`);
      await card.waitFor(WAIT);
      expect(await card.textContent()).toContain('英超焦点：主队让平半可跟');
      expect(await card.getByTestId('plan-price').textContent()).toContain('18');
      expect(await card.getByTestId('plan-refund-tag').count()).toBe(1);
      // 只看免费 keeps the free plan and drops the paid one.
      await page.getByTestId('plans-free').check();
      await page.locator(`[data-testid="plan-card"][data-plan-code="${plan.free}"]`).waitFor(WAIT);
      await card.waitFor({ state: 'detached', ...WAIT });
      expect(await fits(page, width)).toBe(true);
      await shot(page, 'guide', width);

      // /youliao is the same page; the rankings, the matches with plans and the expert's page open.
      await page.goto(`${site.url}/youliao`, { waitUntil: 'domcontentloaded' });
      await page.getByTestId('guide-page').waitFor(WAIT);
      await page.goto(`${site.url}/guide/expert`, { waitUntil: 'domcontentloaded' });
      await page
        .locator(
          '[data-testid="expert-ranks"] [data-testid="rank-empty"], [data-testid="rank-row"]',
        )
        .first()
        .waitFor(WAIT);
      expect(await fits(page, width)).toBe(true);
      await shot(page, 'ranks', width);
      await page.goto(`${site.url}/guide/expert/comList`, { waitUntil: 'domcontentloaded' });
      const row = page.locator(`[data-testid="plan-match"][data-match-id="${MATCH}"]`);
      await row.waitFor(WAIT);
      expect(await row.textContent()).toContain('2 个方案');
      await row.locator('button').click();
      await row.locator(`[data-testid="plan-card"][data-plan-code="${plan.paid}"]`).waitFor(WAIT);
      expect(await fits(page, width)).toBe(true);
      await shot(page, 'comlist', width);
      await page.goto(`${site.url}/guide/expert/info/${expertId}`, {
        waitUntil: 'domcontentloaded',
      });
      await page.getByTestId('expert-name').waitFor(WAIT);
      expect(await page.getByTestId('expert-name').textContent()).toBe('专家老李');
      await page
        .locator(`[data-testid="expert-plans"] [data-plan-code="${plan.paid}"]`)
        .waitFor(WAIT);
      expect(await fits(page, width)).toBe(true);
      await shot(page, 'info', width);
      await page.goto(`${site.url}/football/plan/${MATCH}`, { waitUntil: 'domcontentloaded' });
      await page
        .locator(`[data-testid="match-plans"] [data-plan-code="${plan.free}"]`)
        .waitFor(WAIT);
      expect(await fits(page, width)).toBe(true);
      await shot(page, 'centre-tab', width);
      expect(errors).toEqual([]);
      await close();
    },
  );

  it('a locked plan shows its hash but no pick or analysis in the DOM; buying logged out asks to log in', async () => {
    const { page, errors, close } = await openCommunityPage(browser, site, 'phone');
    await page.goto(`${site.url}/guide/expert/plan?code=${plan.paid}`, {
      waitUntil: 'domcontentloaded',
    });
    await page.getByTestId('plan-locked').waitFor(WAIT);
    expect(await page.getByTestId('commitment-hash').textContent()).toMatch(/^[0-9a-f]{64}$/);
    const html = await page.content();
    expect(html).not.toContain(ANALYSIS.slice(0, 12));
    expect(await page.getByTestId('plan-pick').count()).toBe(0);
    expect(await page.getByTestId('committed-text').count()).toBe(0);
    expect(await fits(page, 'phone')).toBe(true);
    await shot(page, 'plan-locked', 'phone');
    await page.getByTestId('plan-buy').click();
    await page.getByTestId('login-dialog').waitFor(WAIT);
    expect(errors).toEqual([]);
    await close();
  });

  it('a fan buys a plan, reads it, and the browser’s hash check says 校验通过', async () => {
    const db = site.database.db;
    const fan = await createUserWithSession(db, { nickName: '买方案的球迷' });
    await systemGift(site.app.ctx, fan.user.id, 'diamond', 10_000, 'e2e 有料');
    for (const width of ['desktop'] as const) {
      const { page, errors, close } = await openCommunityPage(browser, site, width, fan.token);
      await page.goto(`${site.url}/guide/expert/plan?code=${plan.paid}`, {
        waitUntil: 'domcontentloaded',
      });
      await page.getByTestId('plan-buy').click();
      const dialog = page.getByTestId('buy-dialog');
      await dialog.waitFor(WAIT);
      expect(await dialog.getByTestId('buy-price').textContent()).toContain('18');
      await expect.poll(() => dialog.getByTestId('buy-balance').textContent(), WAIT).toBe('100.00');
      await shot(page, 'buy-dialog', width);
      await dialog.getByTestId('buy-confirm').click();
      await page.getByTestId('plan-content').waitFor(WAIT);
      expect(await page.getByTestId('plan-analysis').textContent()).toBe(ANALYSIS);
      expect(await page.getByTestId('pick-selection').textContent()).toContain('主队');
      expect(await page.getByTestId('pick-line').textContent()).toContain('主让平手/半球');
      const verdict = page.getByTestId('commitment-verdict');
      await verdict.waitFor(WAIT);
      expect(await verdict.getAttribute('data-ok')).toBe('true');
      expect(await verdict.textContent()).toContain('校验通过');
      expect(await page.getByTestId('plan-head').getByTestId('plan-price').textContent()).toContain(
        '已购',
      );
      expect(await fits(page, width)).toBe(true);
      await shot(page, 'plan-bought', width);
      expect(errors).toEqual([]);
      await close();
    }
    // The wallet paid once: 100 − 18.
    const { page, close } = await openCommunityPage(browser, site, 'phone', fan.token);
    await page.goto(`${site.url}/guide/expert/plan?code=${plan.paid}`, {
      waitUntil: 'domcontentloaded',
    });
    await page.getByTestId('plan-content').waitFor(WAIT);
    await shot(page, 'plan-bought', 'phone');
    const res = await site.app.inject({
      url: api('/pay/balances'),
      headers: { accesstoken: fan.token },
    });
    expect(res.json().data.balance).toBe(82);
    await close();
  });
});
