// Debian's Chromium through playwright-core, with the flags this machine needs and a fresh profile each time.
import { type BrowserContext, type BrowserContextOptions, chromium } from 'playwright-core';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const flags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  // Headless Chromium still builds each window's omnibox popup as a WebUI page of its own, in a renderer of its
  // own, for every context a test opens: about 2 s of CPU a context, measured over 8 blank contexts (8 s with
  // these off against 22–30 s with them on). A test never types in the address bar.
  '--disable-features=WebUIOmniboxPopup,WebUIOmniboxFullPopup,WebUIOmniboxAimPopup,OmniboxEverywhere,WebUILocationBar',
];

const contextOptions = {
  locale: 'zh-CN',
  timezoneId: 'Asia/Shanghai',
  viewport: { width: 1440, height: 900 },
  // The pages' endless pulses and spinners stop (src/styles.css): each kept an idle page's software compositor
  // at about an eighth of a core, and a test holds several pages open while it waits for pushes.
  reducedMotion: 'reduce',
} as const;

export interface Browser {
  /** A context shared by a suite's simple checks. */
  context: BrowserContext;
  /** A context of its own (cookies, storage) for a check that logs in or keeps history; `options`
   *  change the defaults (a phone's viewport, touch). */
  newContext(options?: BrowserContextOptions): Promise<BrowserContext>;
  close(): Promise<void>;
}

export async function openBrowser(): Promise<Browser> {
  // launch() gives Chromium a new empty --user-data-dir of its own, removed on close.
  const browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: flags });
  const context = await browser.newContext(contextOptions);
  return {
    context,
    newContext: (options = {}) => browser.newContext({ ...contextOptions, ...options }),
    async close() {
      await browser.close();
    },
  };
}
