// The live room in Chromium: two fans in one room — A's chat and gift reach B within a second, A's balance and
// both contribution ranks follow; the offline room with its next match; a bad id is 404, no id goes to the list.
import { mkdirSync } from 'node:fs';
import { desc, eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { matches, rooms, users } from '../../server/db/schema';
import { systemGift } from '../../server/modules/pay/operator-ops';
import { createSession } from '../../server/modules/user/sessions';
import { createUserWithSession } from '../server/users';
import { type Browser, openBrowser } from './browser';
import { openPage, type Site, startSite } from './site';

const SHOTS = process.env.SHOTS_DIR ?? '/tmp/shots-h3';
// Push speed is measured by bench/chat; the walk logs its figures and only waits as a loaded machine needs.
const PUSH_WAIT_MS = 15_000;

let site: Site;
let browser: Browser;
let roomId: number;
let fanA: { id: number; nickName: string; token: string };
let fanB: { id: number; token: string };

const db = () => site.database.db;

const shot = (page: Page, name: string) =>
  page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true, animations: 'disabled' });

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  [site, browser] = await Promise.all([startSite(), openBrowser()]);
  const [anchor] = await db().select().from(users).where(eq(users.phone, '13800000002'));
  const [room] = await db().select().from(rooms).where(eq(rooms.anchorId, anchor!.id));
  roomId = room!.id;
  // On air with a bound match (the simulator's latest football match), as if 阿杰 were streaming it.
  const [match] = await db()
    .select({ id: matches.id })
    .from(matches)
    .where(eq(matches.sport, 'football'))
    .orderBy(desc(matches.state))
    .limit(1);
  await db()
    .update(rooms)
    .set({
      status: 'live',
      liveAt: new Date(),
      ...(match ? { matchId: match.id, matchType: 'football' } : {}),
    })
    .where(eq(rooms.id, roomId));
  const [a] = await db().select().from(users).where(eq(users.phone, '13800000001'));
  fanA = {
    id: a!.id,
    nickName: a!.nickName,
    token: (await createSession(db(), a!.id, true)).token,
  };
  // 100 球钻 to spend (1 diamond = 100 units).
  await systemGift(site.app.ctx, a!.id, 'diamond', 10_000, 'e2e 直播间送礼');
  const b = await createUserWithSession(db());
  fanB = { id: b.user.id, token: b.token };
});
afterAll(async () => {
  await browser?.close();
  await site?.close();
});

async function openRoom(token: string) {
  const { page, errors } = await openPage(browser, site, token);
  await page.setViewportSize({ width: 1400, height: 900 });
  await page.goto(`${site.url}/live/room/${roomId}`);
  await page.getByTestId('room-page').waitFor();
  // Joined: the chat panel is up and the snapshot is in (the rank panel is part of the room's layout).
  await page.getByTestId('chat-panel').waitFor();
  return { page, errors };
}

describe('/live/room/{id}', () => {
  it('A chats and sends a gift; B sees both within a second; balance and rank follow', async () => {
    const a = await openRoom(fanA.token);
    const b = await openRoom(fanB.token);
    expect(await a.page.getByTestId('room-page').getAttribute('data-status')).toBe('live');
    await a.page
      .getByTestId('room-balance')
      .filter({ hasText: /^100\.00$/ })
      .waitFor();

    // Chat: Enter sends; B's page shows the line as text.
    const text = `好球！<b>${Date.now() % 10_000}</b>`;
    await a.page.getByTestId('chat-text').fill(text);
    expect(await a.page.getByTestId('chat-counter').textContent()).toBe(`${text.length}/50`);
    const sentAt = Date.now();
    await a.page.getByTestId('chat-text').press('Enter');
    const onB = b.page.getByTestId('chat-content').filter({ hasText: text });
    await onB.waitFor({ timeout: PUSH_WAIT_MS });
    const chatMs = Date.now() - sentAt;
    // Markup in a message is shown as typed, never parsed.
    expect(await b.page.locator('[data-testid="chat-content"] b').count()).toBe(0);
    await a.page.getByTestId('chat-content').filter({ hasText: text }).waitFor();
    expect(await a.page.getByTestId('chat-text').inputValue()).toBe('');

    // Gift: 足球 (10 球钻) ×1.
    const football = a.page.getByTestId('gift-item').filter({ hasText: '足球' });
    const giftAt = Date.now();
    await football.click();
    const giftOnB = b.page.getByTestId('chat-gift').filter({ hasText: '足球' });
    await giftOnB.waitFor({ timeout: PUSH_WAIT_MS });
    const giftMs = Date.now() - giftAt;
    expect(await giftOnB.textContent()).toContain('×1');
    await a.page
      .getByTestId('room-balance')
      .filter({ hasText: /^90\.00$/ })
      .waitFor();

    // The contribution rank on both pages: A first with 10.00.
    for (const page of [a.page, b.page]) {
      const first = page.getByTestId('rank-row').first();
      await first.filter({ hasText: fanA.nickName }).waitFor();
      expect(await first.getByTestId('rank-amount').textContent()).toBe('10.00');
    }
    await shot(a.page, 'room-live-fan-a');
    await shot(b.page, 'room-live-fan-b');
    console.log(`live-room figures: chat A→B ${chatMs} ms, gift A→B ${giftMs} ms`);
    expect(a.errors).toEqual([]);
    expect(b.errors).toEqual([]);
  });

  it('an offline room shows the anchor, 关注主播 and switches live by a push', async () => {
    const [anchor] = await db().select().from(users).where(eq(users.phone, '13800000005'));
    const [room] = await db().select().from(rooms).where(eq(rooms.anchorId, anchor!.id));
    const { page, errors } = await openPage(browser, site, fanB.token);
    await page.goto(`${site.url}/live/room/${room!.id}`);
    await page.getByTestId('room-offline').waitFor();
    expect(await page.getByTestId('room-status').textContent()).toBe('未开播');
    await page.getByTestId('offline-follow').click();
    await page.getByTestId('offline-follow').filter({ hasText: '已关注' }).waitFor();
    expect(await page.getByTestId('follow-anchor').textContent()).toBe('已关注');
    await shot(page, 'room-offline');
    await site.app.ctx.bus.publish(`room:${room!.id}`, 'room.status', {
      roomId: room!.id,
      status: 'waiting',
    });
    await page.getByTestId('room-offline').filter({ hasText: '主播正在准备中' }).waitFor();
    expect(await page.getByTestId('room-status').textContent()).toBe('准备中');
    expect(errors).toEqual([]);
  });

  it('a bad id is 404; no id goes to the room list', async () => {
    const { page } = await openPage(browser, site);
    await page.goto(`${site.url}/live/room/abc`);
    await page.getByText('This page could not be found').waitFor();
    await page.goto(`${site.url}/live/room`);
    await expect.poll(() => new URL(page.url()).pathname).not.toBe('/live/room');
  });
});
