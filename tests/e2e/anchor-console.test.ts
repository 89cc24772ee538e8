// The anchor's way in Chromium: a fan applies at /v/apply, the operator passes it (the service the CLI
// calls), the page learns it from the push; the new anchor issues a stream key (shown once), goes up
// (等待推流), saves a room title, and bans then unbans a viewer by nick name.
import { and, eq } from 'drizzle-orm';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anchorAudits, roomBans, rooms, users } from '../../server/db/schema';
import { passApplication } from '../../server/modules/anchor/applications';
import { createUserWithSession } from '../server/users';
import { type Browser, openBrowser } from './browser';
import { openPage, type Site, startSite } from './site';

let site: Site;
let browser: Browser;

beforeAll(async () => {
  [site, browser] = await Promise.all([startSite(), openBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await site?.close();
});

/** A small real PNG, standing in for an ID card photo. */
function photo() {
  const png = new PNG({ width: 48, height: 32 });
  for (let i = 0; i < 48 * 32; i++) png.data.set([30, 80 + (i % 48), 200, 255], i * 4);
  return PNG.sync.write(png);
}

describe('anchor console', () => {
  it('a fan applies, is passed, goes up, sets the room and manages the ban list', async () => {
    const db = site.database.db;
    const fan = await createUserWithSession(db);
    const viewer = await createUserWithSession(db);
    const { page, errors } = await openPage(browser, site, fan.token);

    // /v/apply: the form, then 审核中.
    await page.goto(`${site.url}/v/apply`);
    await page.getByTestId('apply-real-name').fill('张小三');
    await page
      .getByTestId('apply-photos-input')
      .setInputFiles({ name: 'id.png', mimeType: 'image/png', buffer: photo() });
    await page.locator('[data-testid=apply-photos] img').waitFor();
    await page.getByTestId('apply-categories').getByText('篮球').click();
    await page.getByTestId('apply-intro').fill('十年篮球迷');
    await page.getByTestId('apply-submit').click();
    await expect
      .poll(() => page.getByTestId('apply-status').getAttribute('data-status'))
      .toBe('review');
    const [application] = await db
      .select()
      .from(anchorAudits)
      .where(eq(anchorAudits.userId, fan.user.id));
    expect(application).toMatchObject({ realName: '张小三', categories: [2], intro: '十年篮球迷' });

    // The operator passes it; the open page hears of it on the user's channel and shows 已通过.
    await passApplication({ db, bus: site.app.ctx.bus }, application!.id);
    await expect
      .poll(() => page.getByTestId('apply-status').getAttribute('data-status'), {
        timeout: 15_000,
      })
      .toBe('pass');
    await page.getByTestId('apply-go-console').click();
    await page.waitForURL(`${site.url}/v/anchor-set`);

    // The stream key: shown once with its warning, hidden after a reload.
    await expect.poll(() => page.getByTestId('obs-key-hidden').textContent()).toBe('尚未生成');
    await page.getByTestId('obs-issue').click();
    const key = (await page.getByTestId('obs-key').textContent()) ?? '';
    expect(key.length).toBeGreaterThan(16);
    await page.getByTestId('obs-key-warning').waitFor();
    const [room] = await db.select().from(rooms).where(eq(rooms.anchorId, fan.user.id));
    expect(room?.streamKeyHash).not.toBe('');
    expect(room?.navId).toBe(2);
    await page.reload();
    await expect.poll(() => page.getByTestId('obs-key-hidden').textContent()).toContain('已生成');
    expect(await page.getByTestId('obs-key').count()).toBe(0);
    expect(await page.content()).not.toContain(key);

    // 开播: the room waits for the stream.
    expect(await page.getByTestId('room-status').getAttribute('data-status')).toBe('offline');
    await page.getByTestId('go-live-title').fill('今晚 NBA 一起看');
    await page.getByTestId('go-live-up').click();
    await expect.poll(() => page.getByTestId('room-status').textContent()).toBe('等待推流');
    await page.getByTestId('go-live-down').waitFor();
    await expect
      .poll(async () => (await db.select().from(rooms).where(eq(rooms.id, room!.id)))[0]?.status)
      .toBe('waiting');

    // /v/anchor-room-set: a new title with its counter, saved.
    await page.goto(`${site.url}/v/anchor-room-set`);
    const title = page.getByTestId('room-title');
    await expect.poll(() => title.inputValue()).toBe('今晚 NBA 一起看');
    await title.fill('湖人对勇士，全场解说');
    expect(await page.getByTestId('room-title-count').textContent()).toBe('10/40');
    await page.getByTestId('room-settings-save').click();
    await page.getByTestId('toast').filter({ hasText: '保存成功' }).waitFor();
    await expect
      .poll(async () => (await db.select().from(rooms).where(eq(rooms.id, room!.id)))[0]?.title)
      .toBe('湖人对勇士，全场解说');

    // /v/anchor-chat: ban a viewer by nick name, then lift it.
    await page.goto(`${site.url}/v/anchor-chat`);
    await page.getByTestId('member-tab-1').waitFor();
    await page.getByTestId('member-nickname').fill(viewer.user.nickName);
    await page.getByTestId('member-add').click();
    const row = page.getByTestId('member-row').filter({ hasText: viewer.user.nickName });
    await row.waitFor();
    const banned = () =>
      db
        .select()
        .from(roomBans)
        .where(and(eq(roomBans.roomId, room!.id), eq(roomBans.userId, viewer.user.id)));
    expect(await banned()).toHaveLength(1);
    await row.getByTestId('member-remove').click();
    await row.waitFor({ state: 'detached' });
    expect(await banned()).toHaveLength(0);

    // A name nobody has is refused with the server's message.
    await page.getByTestId('member-nickname').fill('没有这个人');
    await page.getByTestId('member-add').click();
    await expect.poll(() => page.getByTestId('member-error').textContent()).not.toBe('');

    // /v/anchor-zone: the new anchor's own space, on its 直播间 tab with the room.
    await page.goto(`${site.url}/v/anchor-zone`);
    await page.waitForURL(/\/personal\?headerNavIndex=2$/);
    await page.getByTestId('space-room').waitFor();
    expect(await page.getByTestId('space-room-enter').getAttribute('href')).toBe(
      `/live/room/${room!.id}`,
    );

    const [after] = await db.select().from(users).where(eq(users.id, fan.user.id));
    expect(after?.isAnchor).toBe(1);
    expect(errors).toEqual([]);
  });

  it('shows a visitor the login and a fan the application instead of the console', async () => {
    const visitor = await openPage(browser, site);
    await visitor.page.goto(`${site.url}/v/anchor-set`);
    await visitor.page.getByTestId('console-login').waitFor();

    const fan = await createUserWithSession(site.database.db);
    const { page } = await openPage(browser, site, fan.token);
    await page.goto(`${site.url}/v/anchor-chat`);
    await page.getByTestId('console-not-anchor').getByText('申请成为主播').click();
    await page.waitForURL(`${site.url}/v/apply`);
    await page.getByTestId('apply-form').waitFor();
  });
});
