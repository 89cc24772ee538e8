// With FIRST_PAINT=drawn (the default), /, /football and a live room are drawn by the server from their first view
// (src/prerender.tsx, issue 25): with no script at all the page shows its content, not skeletons; with the client's
// code the first render takes over box for box (the first screen's bands sit where the drawing put them), asks
// nothing the page already carried, and meets no error. What a reader does to the drawing before the takeover is
// done again on the client's page (public/after-paint.js), and a board drawn without the viewer's stored filter
// and pins is not shown to a viewer who has them.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chinaDay } from '../../contract/format';
import { type Browser, openBrowser } from './browser';
import { football, onDay, reference } from './score-world';
import { type Site, startSite, takenOver, watchErrors } from './site';

let site: Site;
let browser: Browser;
let roomId: number;
beforeAll(async () => {
  site = await startSite();
  browser = await openBrowser();
  // Today's board has matches to draw (the test site runs no feed).
  const now = Date.now();
  const today = chinaDay(now);
  await site.app.ctx.ingest.reference(reference);
  await site.app.ctx.ingest.fixtures([
    football(9101, onDay(today, now + 60 * 60_000)),
    football(9102, onDay(today, now + 2 * 60 * 60_000), [201, 202], 2),
  ]);
  const res = await fetch(`${site.url}/gw/api/room/page?pageSize=1`);
  roomId = (await res.json()).data.list[0].roomId;
});
afterAll(async () => {
  await browser?.close();
  await site?.close();
});

/** The boxes of the elements named by these test ids (the first of each), as the page lays them out. */
const boxesOf = (page: Page, ids: string[]) =>
  page.evaluate(
    (names) =>
      names.map((name) => {
        const el = document.querySelector(`[data-testid="${name}"]`);
        if (!el) return `${name}: none`;
        const r = el.getBoundingClientRect();
        return `${name}: ${Math.round(r.x)},${Math.round(r.y)} ${Math.round(r.width)}x${Math.round(r.height)}`;
      }),
    ids,
  );

const pages = () => [
  {
    path: '/',
    shown: ['site-header', 'home-live-rooms', 'room-card', 'home-headlines'],
    carried: ['/live/tv/match-list', '/api/room/page'],
  },
  {
    path: '/football',
    shown: ['site-header', 'score-board', 'board-row'],
    carried: ['/live/football/list'],
  },
  {
    path: `/live/room/${roomId}`,
    shown: ['site-header', 'room-page', 'room-player', 'chat-panel'],
    carried: ['/api/room/detail', '/api/chat/page'],
  },
];

describe('the first paint of / and a live room', () => {
  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1440, height: 900 },
  ]) {
    it(`is drawn with no script and taken over in place at ${viewport.width} px`, async () => {
      for (const { path, shown, carried } of pages()) {
        const bare = await browser.newContext({ viewport, javaScriptEnabled: false });
        const drawn = await bare.newPage();
        await drawn.goto(`${site.url}${path}`, { waitUntil: 'load' });
        const drawnBoxes = await boxesOf(drawn, shown);
        expect(
          drawnBoxes.filter((b) => b.endsWith('none')),
          path,
        ).toEqual([]);
        await bare.close();

        const ctx = await browser.newContext({ viewport });
        const page = await ctx.newPage();
        const errors = watchErrors(page);
        const asked: string[] = [];
        page.on('request', (r) => {
          const url = new URL(r.url());
          if (carried.some((p) => url.pathname.endsWith(p))) asked.push(url.pathname);
        });
        await page.goto(`${site.url}${path}`, { waitUntil: 'load' });
        await takenOver(page);
        await expect.poll(() => boxesOf(page, shown), { message: path }).toEqual(drawnBoxes);
        expect(asked, path).toEqual([]);
        expect(errors, path).toEqual([]);
        await ctx.close();
      }
    });
  }
});

/** Opens `path` with the client's entry held back a moment, so the test acts on the drawing before the takeover. */
async function openDrawn(
  viewport: { width: number; height: number },
  path: string,
  stored: Record<string, string> = {},
) {
  const ctx = await browser.newContext({ viewport });
  await ctx.addInitScript((items) => {
    for (const [key, value] of Object.entries(items)) localStorage.setItem(key, value);
  }, stored);
  const page = await ctx.newPage();
  const errors = watchErrors(page);
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  // Not 'load': the entry, once asked for, holds the load event back (it is held here).
  await page.goto(`${site.url}${path}`, { waitUntil: 'domcontentloaded' });
  const clientIn = () =>
    page.evaluate(() => {
      const header = document.querySelector('[data-testid="site-header"]');
      return header !== null && Object.keys(header).some((k) => k.startsWith('__reactFiber'));
    });
  return { ctx, page, errors, clientIn, release };
}

describe('the takeover', () => {
  // Settings the drawing cannot know (it reads no viewer's storage): they follow the hydration, never break it.
  const stored = {
    'qiulive.room.barrage': JSON.stringify({ on: false, density: 'high', opacity: 0.5 }),
    'qiulive.room.spoilerGuard': '0',
    'qiulive:goal-sound': '1',
  };
  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1440, height: 900 },
  ]) {
    it(`hydrates the drawing in place, with no mismatch, at ${viewport.width} px`, async () => {
      for (const { path } of pages()) {
        const { ctx, page, errors, clientIn, release } = await openDrawn(viewport, path, stored);
        // A part that does not match the drawing is logged by the hydration (src/main.tsx).
        const logged: string[] = [];
        page.on('console', (m) => {
          if (m.type() === 'error') logged.push(m.text());
        });
        expect(await clientIn()).toBe(false);
        // Every drawn element, with its parent; at the takeover, the roots of those no longer in the page.
        await page.evaluate(() => {
          const app = document.getElementById('app') as HTMLElement;
          // Not the resource hints React draws inline (<link rel=preload>): the client's are in <head>.
          const drawn = [...app.querySelectorAll('*')]
            .filter((el) => el.tagName !== 'LINK')
            .map((el) => [el, el.parentElement] as const);
          const w = window as unknown as { replaced: Promise<string[]>; drawnCount: number };
          w.drawnCount = drawn.length;
          w.replaced = new Promise((resolve) =>
            window.addEventListener('qiulive:takeover', () =>
              resolve(
                drawn
                  .filter(([el, parent]) => !el.isConnected && parent?.isConnected)
                  .map(([el]) => (el as HTMLElement).dataset.testid ?? el.tagName),
              ),
            ),
          );
        });
        release();
        const replaced = await page.evaluate(
          () => (window as unknown as { replaced: Promise<string[]> }).replaced,
        );
        const drawnCount = await page.evaluate(
          () => (window as unknown as { drawnCount: number }).drawnCount,
        );
        expect(drawnCount, path).toBeGreaterThan(100);
        // Hydrated, not replaced: the drawing's elements are the client's. Only the board's rows beyond the window
        // go (the drawing has a desk's screen of them; the virtual list keeps the window's).
        expect(
          replaced.filter((name) => name !== 'DIV' || path !== '/football'),
          path,
        ).toEqual([]);
        expect(replaced.length, path).toBeLessThan(drawnCount / 4);
        await takenOver(page);
        expect(errors, path).toEqual([]);
        expect(logged, path).toEqual([]);
        await ctx.close();
      }
    });
  }
});

describe('before the takeover', () => {
  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1440, height: 900 },
  ]) {
    it(`does on the client's page what was done to the drawing at ${viewport.width} px`, async () => {
      const { ctx, page, errors, clientIn, release } = await openDrawn(viewport, '/');
      expect(await clientIn()).toBe(false);
      const toggle = page.getByTestId('search-toggle');
      const input = page.getByTestId('search-input');
      if (await toggle.isVisible()) {
        // The phone header opens its search box with a button: the tap on the drawn one opens the client's.
        await toggle.click();
        expect(await input.isVisible()).toBe(false);
        expect(await clientIn()).toBe(false);
        release();
        await input.fill('皇马');
        await input.press('Enter');
      } else {
        // Typed and sent on the drawing: nothing happens yet (no handlers, and the page does not reload).
        await input.fill('皇马');
        await input.press('Enter');
        expect(page.url()).toBe(`${site.url}/`);
        expect(await clientIn()).toBe(false);
        release();
      }
      await page.waitForURL(`${site.url}/search?query=${encodeURIComponent('皇马')}`);
      await takenOver(page);
      expect(errors).toEqual([]);
      await ctx.close();
    });
  }

  it('opens the login dialog for a tap on the drawn 登录', async () => {
    const { ctx, page, errors, clientIn, release } = await openDrawn(
      { width: 1440, height: 900 },
      `/live/room/${roomId}`,
    );
    await page.getByTestId('login-button').click();
    expect(await clientIn()).toBe(false);
    expect(await page.getByTestId('login-dialog').count()).toBe(0);
    release();
    await page.getByTestId('login-dialog').waitFor();
    expect(errors).toEqual([]);
    await ctx.close();
  });

  it('hides the drawn board from a viewer with a stored filter, and shows it to others', async () => {
    for (const stored of [false, true]) {
      const ctx = await browser.newContext({ viewport: { width: 1440, height: 900 } });
      if (stored)
        await ctx.addInitScript(() =>
          localStorage.setItem('qiulive:filter-event:football', JSON.stringify({ kind: 'hot' })),
        );
      const page = await ctx.newPage();
      await page.route(/\/assets\/index-[^/]+\.js$/, (route) => route.abort());
      await page.goto(`${site.url}/football`, { waitUntil: 'load' });
      const visibility = await page
        .getByTestId('score-board')
        .evaluate((el) => getComputedStyle(el).visibility);
      expect(visibility, stored ? 'stored filter' : 'none stored').toBe(
        stored ? 'hidden' : 'visible',
      );
      await ctx.close();
    }
  });
});
