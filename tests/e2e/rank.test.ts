// /live/rank in Chromium: 暂无数据 on a fresh site, then gifts sent through the paid call rank their anchors
// and senders (gold first), a gift from before today leaves 日榜 but counts where its week/month holds it.
import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { giftRecords } from '../../server/db/schema';
import { giftList } from '../../server/modules/pay/gift';
import { rankWindow } from '../../server/modules/rank/windows';
import { fund, newAnchor, newFan, paidPost } from '../server/pay-spend-world';
import { type Browser, openBrowser } from './browser';
import { openPage, type Site, startSite } from './site';

const SHOTS = '/tmp/rank-shots';
let site: Site;
let browser: Browser;

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  [site, browser] = await Promise.all([startSite(), openBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await site?.close();
});

const db = () => site.database.db;

async function sendGift(token: string, anchorId: number, giftId: number, count: number) {
  const res = await paidPost(site.app, '/pay/gift', { anchorId, giftId, count }, token);
  expect(res.json().code).toBe(200);
}

describe('/live/rank', () => {
  it('shows 暂无数据 on both boards before any gift', async () => {
    const { page, errors } = await openPage(browser, site);
    await page.goto(`${site.url}/live/rank`);
    await page.getByTestId('rank-anchor-empty').waitFor();
    await page.getByTestId('rank-spender-empty').waitFor();
    expect(await page.getByTestId('rank-anchor-empty').textContent()).toBe('暂无数据');
    await page.screenshot({ path: `${SHOTS}/1-empty.png`, fullPage: true, animations: 'disabled' });
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('ranks anchors and senders, links to their spaces, and switches 日榜/周榜/月榜', async () => {
    const [gift] = await giftList(db());
    const anchors = await Promise.all([1, 2, 3, 4].map(() => newAnchor(db())));
    const fans = await Promise.all([1, 2, 3].map(() => newFan(db())));
    for (const fan of fans) await fund(site.app.ctx, fan.user.id, 1_000_000);
    // Anchor i gets i+1 gifts from fan i (anchor 3 none today); fan 0 also gives anchor 2 five more.
    for (const i of [0, 1, 2]) {
      await sendGift(fans[i]!.token, anchors[i]!.user.id, gift!.id, i + 1);
    }
    await sendGift(fans[0]!.token, anchors[2]!.user.id, gift!.id, 5);
    // Anchor 3's big gift came the hour before today began: off 日榜, on 周榜/月榜 when they hold that hour.
    const now = Date.now();
    const lastHour = rankWindow('day', now).start - 3_600_000;
    await db()
      .insert(giftRecords)
      .values({
        senderId: fans[1]!.user.id,
        anchorId: anchors[3]!.user.id,
        giftId: gift!.id,
        count: 1,
        diamondUnits: 10_000_000,
        ticketUnits: 5_000_000,
        transactionId: 9_000_000,
        createdAt: new Date(lastHour),
      });

    const { page, errors } = await openPage(browser, site);
    await page.goto(`${site.url}/live/rank`);
    const anchorRows = page.getByTestId('rank-anchor-row');
    await anchorRows.first().waitFor();
    // 日榜: anchor 2 (8 gifts), anchor 1 (2), anchor 0 (1); fan 0 (6 gifts) leads the spenders.
    const names = () => page.getByTestId('rank-anchor').getByTestId('rank-name').allTextContents();
    expect(await names()).toEqual([2, 1, 0].map((i) => anchors[i]!.user.nickName));
    const spenderNames = page.getByTestId('rank-spender').getByTestId('rank-name');
    expect(await spenderNames.allTextContents()).toEqual(
      [0, 2, 1].map((i) => fans[i]!.user.nickName),
    );
    expect(await anchorRows.first().getAttribute('data-rank')).toBe('1');
    const first = page.getByTestId('rank-anchor').getByTestId('rank-user').first();
    expect(await first.getAttribute('href')).toBe(`/personal/${anchors[2]!.user.id}`);
    await page.screenshot({ path: `${SHOTS}/2-day.png`, fullPage: true, animations: 'disabled' });

    for (const type of ['week', 'month'] as const) {
      const held = rankWindow(type, now).start <= lastHour;
      await page.getByTestId(`rank-anchor-tab-${type}`).click();
      await page.locator(`[data-testid="rank-anchor-list"][data-type="${type}"]`).waitFor();
      const expected = held ? [3, 2, 1, 0] : [2, 1, 0];
      await expect.poll(names).toEqual(expected.map((i) => anchors[i]!.user.nickName));
      if (held) {
        const top = page.getByTestId('rank-anchor').getByTestId('rank-amount').first();
        expect(await top.textContent()).toBe('50000.00');
      }
      await page.screenshot({
        path: `${SHOTS}/3-${type}.png`,
        fullPage: true,
        animations: 'disabled',
      });
    }
    // The spender board keeps its own tab: still 日榜 with fan 0 first.
    expect(await page.getByTestId('rank-spender-tab-day').getAttribute('aria-selected')).toBe(
      'true',
    );
    await page.getByTestId('rank-anchor-tab-day').click();
    await expect.poll(names).toEqual([2, 1, 0].map((i) => anchors[i]!.user.nickName));

    await first.click();
    await page.waitForURL(`${site.url}/personal/${anchors[2]!.user.id}`);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
