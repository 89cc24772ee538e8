// The expert console in Chromium (/recommend): the demo expert writes a 让球 plan on a match that has not kicked
// off and lands on its page; a banned phrase (包中) comes back with the server's message and everything kept; a
// fan is shown 申请成为专家, applies, and sees 审核中. The matches are fed through the real ingest, kicking off
// tomorrow, with the main bookmaker's lines.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expertApplications, experts, plans, users } from '../../server/db/schema';
import { createSession } from '../../server/modules/user/sessions';
import type { FeedFixture } from '../../server/providers/feed/types';
import { HOUR, oddsLine, reference } from '../server/match-centre-world';
import { type Browser, openBrowser } from './browser';
import { noOverflow, openCommunityPage } from './community-pages';
import { type Site, startSite } from './site';

let site: Site;
let browser: Browser;
const WAIT = { timeout: 30_000 };
/** Tomorrow's 英超 match between two of the world's teams, with all three markets. */
const MATCH = 9301;

const fixture = (id: number, home: number, away: number, kickoffAt: number): FeedFixture => ({
  id,
  sport: 'football',
  competitionId: 1,
  seasonId: 12026,
  round: '第14轮',
  homeTeamId: home,
  awayTeamId: away,
  kickoffAt,
  knockout: false,
  neutral: false,
  venue: '',
});

beforeAll(async () => {
  [site, browser] = await Promise.all([startSite(), openBrowser()]);
  const now = Date.now();
  const ingest = site.app.ctx.ingest;
  await ingest.reference(reference);
  await ingest.fixtures([fixture(MATCH, 101, 102, now + 26 * HOUR)]);
  const at = now - HOUR;
  await ingest.changes(
    [
      oddsLine(MATCH, 1, 'europe', at, [2.05, 3.4, 3.5]),
      oddsLine(MATCH, 1, 'asia', at, [0.92, 0.25, 0.94]),
      oddsLine(MATCH, 1, 'overUnder', at, [0.88, 2.5, 0.98]),
    ],
    { cursor: at },
  );
});
afterAll(async () => {
  await browser?.close();
  await site?.close();
});

async function tokenOf(phone: string) {
  const db = site.database.db;
  const [user] = await db.select().from(users).where(eq(users.phone, phone));
  return { user: user!, token: (await createSession(db, user!.id, true)).token };
}

const ANALYSIS =
  '主队近五场四胜一平，主场攻势很足，场均射门十六次；客队两名主力中卫伤停，防线轮换频繁，客场已经连续四场丢球。盘口开平半，主队上盘可跟。';

describe('expert console', () => {
  it('the demo expert publishes a 让球 plan; 包中 is refused with the server’s message', async () => {
    const { user, token } = await tokenOf('13800000003');
    // The demo seed makes 专家老李 an expert; made sure of here so the console is what is tested.
    await site.database.db.insert(experts).values({ userId: user.id }).onConflictDoNothing();
    const { page, errors, close } = await openCommunityPage(browser, site, 'desktop', token);
    // The user panel's 发布推荐 (experts only, spec §6) opens the console.
    await page.goto(`${site.url}/news`, { waitUntil: 'domcontentloaded' });
    await page.getByTestId('user-panel').hover();
    await page.getByTestId('user-panel-links').getByRole('link', { name: '发布推荐' }).click();
    await page.waitForURL(/\/recommend$/, WAIT);
    await page.getByTestId('plan-form').waitFor(WAIT);
    await page.getByTestId('side-menu').getByText('发布推荐').waitFor(WAIT);

    // 让球 is the opening play type: pick the match, see its lines, back 主队.
    await page.getByTestId('plan-play-2').click();
    await page.locator(`[data-testid="pick-match"][data-match-id="${MATCH}"]`).click();
    const leg = page.getByTestId('plan-leg');
    await leg.waitFor(WAIT);
    expect(await leg.textContent()).toContain('平手/半球');
    await page.getByTestId('selection-home').click();
    expect(await page.getByTestId('selection-home').getAttribute('aria-pressed')).toBe('true');
    await page.getByTestId('plan-title').fill('英超焦点：主队让平半可跟');
    await page.getByTestId('plan-analysis').fill(`${ANALYSIS}这场包中！`);
    expect(await page.getByTestId('plan-analysis-count').textContent()).toBe(
      `${ANALYSIS.length + 5}/3000`,
    );
    await page.getByTestId('plan-notice').getByText('SHA-256').waitFor();
    await page.getByRole('button', { name: '18 球钻' }).click();

    await page.getByTestId('plan-submit').click();
    const error = page.getByTestId('plan-error');
    await error.waitFor(WAIT);
    expect(await error.textContent()).toContain('包中');
    // Refused: nothing stored, and the form keeps what was written.
    expect(await page.getByTestId('plan-title').inputValue()).toBe('英超焦点：主队让平半可跟');
    const none = await site.database.db.select().from(plans).where(eq(plans.expertId, user.id));
    expect(none.filter((p) => p.title === '英超焦点：主队让平半可跟')).toEqual([]);

    await page.getByTestId('plan-analysis').fill(ANALYSIS);
    await page.getByTestId('plan-submit').click();
    await page.waitForURL(/\/guide\/expert\/plan\?code=[0-9A-Z]+/, WAIT);
    const code = new URL(page.url()).searchParams.get('code');
    const [stored] = await site.database.db
      .select()
      .from(plans)
      .where(and(eq(plans.expertId, user.id), eq(plans.code, code!)));
    expect(stored).toMatchObject({
      sport: 'football',
      playType: 2,
      title: '英超焦点：主队让平半可跟',
      analysis: ANALYSIS,
      priceUnits: 1800,
      picks: [{ matchId: MATCH, selection: 'home', line: 0.25, odds: 1.92 }],
    });

    // 亚盘推荐 lists it as on sale.
    await page.goto(`${site.url}/recommend/yapan`, { waitUntil: 'domcontentloaded' });
    const row = page.getByTestId('my-plan').filter({ hasText: '英超焦点：主队让平半可跟' });
    await row.waitFor(WAIT);
    expect(await row.getByTestId('plan-result').textContent()).toBe('在售');
    expect(errors).toEqual([]);
    await close();
  });

  it('a fan sees 申请成为专家 at a phone width, applies and sees 审核中', async () => {
    const { user, token } = await tokenOf('13800000001');
    const { page, errors, close } = await openCommunityPage(browser, site, 'phone', token);
    await page.goto(`${site.url}/recommend/records`, { waitUntil: 'domcontentloaded' });
    await page.getByTestId('expert-apply-form').waitFor(WAIT);
    // The side menu is a tab strip on a phone.
    await page.getByTestId('side-menu-tabs').getByText('推荐记录').waitFor(WAIT);
    await page.getByTestId('expert-apply-submit').click();
    expect(await page.getByTestId('expert-apply-error').textContent()).toBe('个人简介至少 10 个字');
    await page.getByTestId('expert-apply-intro').fill('八年英超看球经验，擅长从盘口变化里找机会。');
    await page.getByTestId('expert-apply-speciality').filter({ hasText: '英超' }).click();
    await page.getByTestId('expert-apply-speciality').filter({ hasText: '亚盘' }).click();
    await page.getByTestId('expert-apply-submit').click();
    const status = page.getByTestId('expert-apply-status');
    await status.waitFor(WAIT);
    expect(await status.getAttribute('data-state')).toBe('review');
    expect(await status.textContent()).toContain('审核中');
    const [stored] = await site.database.db
      .select()
      .from(expertApplications)
      .where(eq(expertApplications.userId, user.id));
    expect(stored).toMatchObject({ state: 'review', specialities: ['英超', '亚盘'] });
    // Another console page after a reload: the application's state, not the form.
    await page.goto(`${site.url}/recommend`, { waitUntil: 'domcontentloaded' });
    await status.waitFor(WAIT);
    expect(await noOverflow(page)).toBe(true);
    expect(errors).toEqual([]);
    await close();
  });
});
