// The first view of / and /football loads no zod (issue 25, page weight): zod and the call schemas built with it are
// ~35 KB compressed that those pages never run. The client reads calls through their build-time facades (vite.config.ts)
// and the rules it shares with the server from zod-free contract modules (user-rules, wallet-rules, box-leaders); one
// import of a schema, or of a helper kept beside schemas, on the way from the entry to these pages brings zod back.
// Checked in the built site as the bench (bench/page-weight) counts it: the scripts a page loads to show itself, with
// the idle prefetch of other routes left out by a 2g connection (src/lib/prefetch.ts canPrefetch).
import { type Browser, chromium, type Response } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHROMIUM } from './browser';
import { type Site, startSite, takenOver, watchErrors } from './site';

let site: Site;
let browser: Browser;
beforeAll(async () => {
  site = await startSite();
  browser = await chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--force-effective-connection-type=2G'],
  });
});
afterAll(async () => {
  await browser?.close();
  await site?.close();
});

/** Property names zod's built code keeps whatever the minifier does. */
const ZOD = /\b_zod\b|"ZodError"/;

describe('the first view without zod', () => {
  for (const path of ['/', '/football']) {
    it(`${path} loads no zod`, async () => {
      const context = await browser.newContext({
        locale: 'zh-CN',
        timezoneId: 'Asia/Shanghai',
        viewport: { width: 390, height: 844 },
      });
      try {
        const page = await context.newPage();
        const errors = watchErrors(page);
        const scripts: Response[] = [];
        page.on('response', (res) => {
          if (/javascript/.test(res.headers()['content-type'] ?? '')) scripts.push(res);
        });
        await page.goto(`${site.url}${path}`, { waitUntil: 'networkidle' });
        // The client's page has taken over: the route's own code has loaded.
        await takenOver(page);
        await page.waitForLoadState('networkidle');
        const withZod: string[] = [];
        for (const res of scripts) {
          if (ZOD.test(await res.text())) withZod.push(new URL(res.url()).pathname);
        }
        expect(scripts.length).toBeGreaterThan(1);
        expect(withZod).toEqual([]);
        expect(errors).toEqual([]);
      } finally {
        await context.close();
      }
    });
  }
});
