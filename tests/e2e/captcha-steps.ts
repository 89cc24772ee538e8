// The human steps of an SMS code in Chromium: the slider dragged to where the server put the hole (read from the
// server's own captcha store), and the code read off the dev inbox, as the person reads it off the phone.
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { readChallenge } from '../../server/modules/captcha/challenge';
import type { Site } from './site';

/** The slider's reference width: answers and the server's target x are in this scale. */
const REFERENCE_WIDTH = 310;

/** The element's box once it has stopped moving (the captcha dialog animates in; a slow machine is mid-way). */
async function settledBox(page: Page, testId: string) {
  const locator = page.getByTestId(testId);
  let last = await locator.boundingBox();
  for (let i = 0; i < 50; i++) {
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    );
    const now = await locator.boundingBox();
    if (now && last && now.x === last.x && now.y === last.y && now.width === last.width) return now;
    last = now;
  }
  return last;
}

/**
 * Drags the slider to where the server put the hole, read from the server's own captcha store,
 * as a hand does: speeding up and slowing down over ~25 pointer moves at uneven intervals (the
 * server refuses a drag at one even speed, a jump, or one quicker than 250 ms).
 */
export async function solveSlider(page: Page, site: Site, token: string) {
  const challenge = await readChallenge(site.app.ctx, token);
  expect(challenge?.type).toBe('blockPuzzle');
  await page.getByTestId('captcha-piece').waitFor();
  // The handle takes a drag only once the challenge is in (data-state idle).
  await page.locator('[data-testid="slider-captcha"][data-state="idle"]').waitFor();
  const shown = (await settledBox(page, 'slider-captcha'))?.width ?? 0;
  const handle = page.getByTestId('captcha-slider-handle');
  const box = await handle.boundingBox();
  if (!box || !shown) throw new Error('slider not laid out');
  const distance = ((challenge?.x ?? 0) * shown) / REFERENCE_WIDTH;
  const y = box.y + box.height / 2;
  const from = box.x + box.width / 2;
  await page.mouse.move(from, y);
  await page.mouse.down();
  const steps = 25;
  const ease = (s: number) => 10 * s ** 3 - 15 * s ** 4 + 6 * s ** 5;
  for (let i = 1; i <= steps; i++) {
    await page.waitForTimeout(10 + Math.random() * 20);
    await page.mouse.move(from + distance * ease(i / steps), y + Math.random() - 0.5);
  }
  await page.mouse.up();
}

export async function smsCodeFor(site: Site, mobile: string): Promise<string> {
  const res = await fetch(`${site.url}/gw/dev/sms-inbox.json?mobile=${mobile}`);
  const body = (await res.json()) as { data: { code: string }[] } | { code: string }[];
  const messages = Array.isArray(body) ? body : body.data;
  const code = messages[0]?.code;
  if (!code) throw new Error(`no SMS for ${mobile}`);
  return code;
}
