// With FIRST_PAINT=drawn, / and a live room are drawn (/football carries its data but is not drawn yet: server/http/site.ts) by the server from their first view (src/prerender.tsx, issue 25): with no
// script at all the page shows its content, not skeletons; with the client's code the first render takes over box
// for box (the first screen's bands sit where the drawing put them), asks nothing the page already carried, and
// meets no error.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Browser, openBrowser } from './browser';
import { type Site, startSite, takenOver, watchErrors } from './site';

let site: Site;
let browser: Browser;
let roomId: number;
beforeAll(async () => {
  site = await startSite({ FIRST_PAINT: 'drawn' });
  browser = await openBrowser();
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
