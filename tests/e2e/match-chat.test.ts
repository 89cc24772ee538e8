// The match centre's 聊球室 in Chromium: two fans on the same match, one on a desktop and one on a phone; a line
// sent by one reaches the other without a reload; a visitor reads the chat and is asked to log in to send;
// a finished match's chat is read-only. Screenshots at 390 and 1440 px.
import { mkdir } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { matchChatMessages } from '../../server/db/schema';
import { imposeSanction, liftSanction } from '../../server/modules/admin/users-sanctions';
import { LIVE_HOT, LIVE_OTHER, loadWorld } from '../server/match-centre-world';
import { createUserWithSession } from '../server/users';
import { type Browser, openBrowser } from './browser';
import { type Site, startSite, watchErrors } from './site';

const SHOTS = '/tmp/match-chat-shots';
/** A basketball game of the world's past results (完场). */
const FINISHED_GAME = 2101;

let site: Site;
let browser: Browser;

beforeAll(async () => {
  [site, browser] = await Promise.all([startSite(), openBrowser()]);
  await loadWorld(site.app.ctx.ingest);
  await mkdir(SHOTS, { recursive: true });
});
afterAll(async () => {
  await browser?.close();
  await site?.close();
});

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

async function fanPage(token: string | null, phone = false) {
  const ctx = await browser.newContext(phone ? PHONE : {});
  if (token) await ctx.addCookies([{ name: 'auth', value: token, url: site.url }]);
  const page = await ctx.newPage();
  return { ctx, page, errors: watchErrors(page) };
}

describe('match chat', () => {
  it('a line sent by one fan reaches another fan without a reload; a visitor must log in to send', async () => {
    const db = site.database.db;
    const [a, b] = [
      await createUserWithSession(db, { level: 12 }),
      await createUserWithSession(db, { level: 3 }),
    ];
    const desk = await fanPage(a.token);
    const phone = await fanPage(b.token, true);
    const url = `${site.url}/football/live/${LIVE_HOT}`;
    await Promise.all([desk.page.goto(url), phone.page.goto(url)]);

    // The desktop shows the chat as the right column; the phone behind its 聊球 switch.
    const deskChat = desk.page.getByTestId('match-chat');
    await deskChat.waitFor();
    await expect
      .poll(() => deskChat.getByTestId('match-chat-notice').textContent())
      .toContain('文明观球');
    await phone.page.getByTestId('centre-header').waitFor();
    expect(await phone.page.getByTestId('match-chat').isVisible()).toBe(false);
    await phone.page.getByTestId('centre-view-chat').click();
    const phoneChat = phone.page.getByTestId('match-chat');
    await phoneChat.waitFor();
    await expect
      .poll(() => phoneChat.getByTestId('match-chat-online').textContent())
      .toMatch(/人在线/);
    await phone.page.evaluate(() => {
      (window as unknown as { marked?: boolean }).marked = true;
    });

    await desk.page.getByTestId('match-chat-text').fill('主队今天必须拿下！<b>冲</b>');
    await desk.page.getByTestId('match-chat-send').click();
    const sent = deskChat.getByTestId('match-chat-line').filter({ hasText: '主队今天必须拿下' });
    await sent.waitFor();
    await expect.poll(() => desk.page.getByTestId('match-chat-text').inputValue()).toBe('');

    // Fan B sees it arrive: the same page (no reload), with A's level and name, as text.
    const arrived = phoneChat
      .getByTestId('match-chat-line')
      .filter({ hasText: '主队今天必须拿下' });
    await arrived.waitFor({ timeout: 20_000 });
    expect(await arrived.textContent()).toContain(a.user.nickName);
    expect(await arrived.textContent()).toMatch(/Lv\.?12/);
    expect(await arrived.getByTestId('match-chat-content').textContent()).toBe(
      '主队今天必须拿下！<b>冲</b>',
    );
    expect(
      await phone.page.evaluate(() => (window as unknown as { marked?: boolean }).marked),
    ).toBe(true);

    // B answers from the phone; A sees it.
    await phone.page.getByTestId('match-chat-text').fill('客队也不弱，看下半场');
    await phone.page.getByTestId('match-chat-send').click();
    await deskChat
      .getByTestId('match-chat-line')
      .filter({ hasText: '客队也不弱' })
      .waitFor({ timeout: 20_000 });

    await desk.page.screenshot({ path: `${SHOTS}/match-chat-1440.png` });
    await phone.page.screenshot({ path: `${SHOTS}/match-chat-390-typing.png` });
    // After the switch the chat fills the phone's screen: its input sits above the bottom tab bar.
    await phone.page.getByTestId('centre-view-data').click();
    await phone.page.evaluate(() => window.scrollTo(0, 0));
    await phone.page.getByTestId('centre-view-chat').click();
    await expect
      .poll(() =>
        phone.page.getByTestId('match-chat-send').evaluate((el) => {
          const r = el.getBoundingClientRect();
          return r.top >= 0 && r.bottom <= window.innerHeight - 48;
        }),
      )
      .toBe(true);
    await phone.page.screenshot({ path: `${SHOTS}/match-chat-390.png` });

    // A phone's page never scrolls sideways with the chat open.
    const overflow = await phone.page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);

    // A visitor reads the chat, and sending asks for a login.
    const visitor = await fanPage(null, true);
    await visitor.page.goto(url);
    await visitor.page.getByTestId('centre-view-chat').click();
    const visitorChat = visitor.page.getByTestId('match-chat');
    await visitorChat
      .getByTestId('match-chat-line')
      .filter({ hasText: '客队也不弱' })
      .waitFor({ timeout: 20_000 });
    expect(await visitorChat.getByTestId('match-chat-text').count()).toBe(0);
    await visitorChat.getByTestId('match-chat-login').click();
    await visitor.page.getByTestId('login-dialog').waitFor();
    await visitor.page.screenshot({ path: `${SHOTS}/match-chat-visitor-390.png` });

    expect([...desk.errors, ...phone.errors, ...visitor.errors]).toEqual([]);
    await Promise.all([desk.ctx.close(), phone.ctx.close(), visitor.ctx.close()]);
  });

  it('a site-wide mute locks the open chat input live, stays locked on reload, and lifting it unlocks it', async () => {
    const fan = await createUserWithSession(site.database.db, { level: 5 });
    const desk = await fanPage(fan.token);
    await desk.page.goto(`${site.url}/football/live/${LIVE_OTHER}`);
    const chat = desk.page.getByTestId('match-chat');
    await chat.getByTestId('match-chat-text').waitFor({ timeout: 30_000 });

    // What the users desk does when a moderator mutes someone: the row, the audit, the push.
    const operator = { id: null, username: 'shenhe', ip: '127.0.0.1', userAgent: 'e2e' };
    const sanction = await imposeSanction(site.app.ctx, operator, {
      userId: fan.user.id,
      kind: 'mute',
      duration: '1h',
      reason: '辱骂他人',
    });
    await chat.getByTestId('match-chat-muted').waitFor({ timeout: 30_000 });
    expect(await chat.getByTestId('match-chat-text').count()).toBe(0);

    // Opened again, the input starts locked: the send token's answer carries the mute.
    await desk.page.reload();
    await chat.getByTestId('match-chat-muted').waitFor({ timeout: 30_000 });
    await desk.page.screenshot({ path: `${SHOTS}/match-chat-muted-1440.png` });

    await liftSanction(site.app.ctx, operator, fan.user.id, sanction.id, '误判');
    await chat.getByTestId('match-chat-text').waitFor({ timeout: 30_000 });
    expect(desk.errors).toEqual([]);
    await desk.ctx.close();
  });

  it('shows the newest 20 lines and older ones on 查看更早的消息', async () => {
    const fan = await createUserWithSession(site.database.db, { level: 5 });
    await site.database.db.insert(matchChatMessages).values(
      Array.from({ length: 25 }, (_, i) => ({
        matchId: LIVE_OTHER,
        userId: fan.user.id,
        nickName: fan.user.nickName,
        content: `历史第${i + 1}条`,
      })),
    );
    // On a phone the history loads behind the 赛况 view; 聊球 then opens at the newest line.
    const { ctx, page, errors } = await fanPage(null, true);
    await page.goto(`${site.url}/football/live/${LIVE_OTHER}`);
    const chat = page.getByTestId('match-chat');
    const lines = chat.getByTestId('match-chat-line');
    await expect.poll(() => lines.count()).toBe(20);
    await page.getByTestId('centre-view-chat').click();
    const box = chat.getByTestId('match-chat-lines');
    await expect
      .poll(() => box.evaluate((el) => el.scrollHeight - el.scrollTop - el.clientHeight))
      .toBeLessThan(2);
    expect(await box.evaluate((el) => el.scrollHeight > el.clientHeight)).toBe(true);
    expect(await lines.first().textContent()).toContain('历史第6条');
    await chat.getByTestId('match-chat-older').click();
    await expect.poll(() => lines.count()).toBe(25);
    expect(await lines.first().textContent()).toContain('历史第1条');
    expect(await chat.getByTestId('match-chat-older').count()).toBe(0);
    expect(errors).toEqual([]);
    await ctx.close();
  });

  it('a finished match’s chat is read-only', async () => {
    const fan = await createUserWithSession(site.database.db);
    const { ctx, page, errors } = await fanPage(fan.token);
    // The chat asks nothing the server must refuse (a send token for a closed chat is a 409 in the console).
    const refused: string[] = [];
    page.on('response', (r) => {
      if (r.status() >= 400 && r.url().includes('/chat/')) refused.push(`${r.status()} ${r.url()}`);
    });
    await page.goto(`${site.url}/basketball/live/${FINISHED_GAME}`);
    const chat = page.getByTestId('match-chat');
    await chat.getByTestId('match-chat-closed').waitFor();
    expect(await chat.getByTestId('match-chat-closed').textContent()).toBe(
      '比赛已结束，聊天室已关闭',
    );
    expect(await chat.getByTestId('match-chat-text').count()).toBe(0);
    await page.waitForLoadState('networkidle');
    expect(refused).toEqual([]);
    expect(errors).toEqual([]);
    await ctx.close();
  });
});
