// A plan settles in front of its readers: an expert publishes before kick-off (and is refused once the match has
// started), a fan buys it, and when the feed reports full time the plan page turns 红 and the expert's record on
// his page moves — both without a reload, from the plan:<id> push — and the buyer gets a toast from user:<id>.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errors } from '../../contract/errors';
import { users } from '../../server/db/schema';
import { planSettlerOf } from '../../server/modules/expert/routes';
import { makeExpert } from '../../server/modules/expert/service';
import { systemGift } from '../../server/modules/pay/operator-ops';
import { createSession } from '../../server/modules/user/sessions';
import type { FeedChange, FeedFixture } from '../../server/providers/feed/types';
import { HOUR, MIN, oddsLine, reference, side } from '../server/match-centre-world';
import { api } from '../server/profile-fixtures';
import { createUserWithSession } from '../server/users';
import { type Browser, openBrowser } from './browser';
import { openCommunityPage } from './community-pages';
import { type Site, startSite } from './site';

const WAIT = { timeout: 30_000 };
const MATCH = 9501;
const ANALYSIS =
  '主队主场四连胜，进攻端场均两球以上；客队客场防守漏洞明显，近三个客场丢了七球。欧赔主胜结构稳定，没有诱盘迹象，本场看好主队拿下三分。';

let site: Site;
let browser: Browser;
let expertId = 0;
let expertToken = '';
const kickoff = Date.now() + HOUR;

const fixture: FeedFixture = {
  id: MATCH,
  sport: 'football',
  competitionId: 1,
  seasonId: 12026,
  round: '第15轮',
  homeTeamId: 101,
  awayTeamId: 103,
  kickoffAt: kickoff,
  knockout: false,
  neutral: false,
  venue: '',
};

/** The match's live state as the feed reports it. */
const state = (code: number, at: number, home: number, away: number): FeedChange => ({
  kind: 'live',
  at,
  state: {
    matchId: MATCH,
    state: code,
    periodStartAt: null,
    minute: code === 8 ? 90 : 1,
    addedTime: 0,
    clockSeconds: null,
    kickoffAt: kickoff,
    home: side(home),
    away: side(away),
  },
});

const publish = (body: Record<string, unknown>) =>
  site.app.inject({
    method: 'POST',
    url: api('/tj/recommend'),
    payload: JSON.stringify({
      sport: 'football',
      playType: 1,
      title: '英超焦点：主队稳胜',
      analysis: ANALYSIS,
      picks: [{ matchId: MATCH, selection: 'home' }],
      ...body,
    }),
    headers: { 'content-type': 'application/json', accesstoken: expertToken },
  });

beforeAll(async () => {
  [site, browser] = await Promise.all([startSite(), openBrowser()]);
  const ingest = site.app.ctx.ingest;
  await ingest.reference(reference);
  await ingest.fixtures([fixture]);
  const at = Date.now() - HOUR;
  await ingest.changes([oddsLine(MATCH, 1, 'europe', at, [1.72, 3.6, 4.6])], { cursor: at });
  const db = site.database.db;
  const [lee] = await db.select().from(users).where(eq(users.phone, '13800000003'));
  expertId = lee!.id;
  await makeExpert(db, expertId, { intro: '英超十年', specialities: ['英超'] });
  expertToken = (await createSession(db, expertId, true)).token;
});
afterAll(async () => {
  await browser?.close();
  await site?.close();
});

describe('a plan settling live', () => {
  it('turns 红 on the plan page and moves the record on the expert’s page without a reload', async () => {
    const res = await publish({ price: 12 });
    expect(res.json().code).toBe(200);
    const { id: planId, code } = res.json().data;
    const fan = await createUserWithSession(site.database.db, { nickName: '买方案的球迷' });
    await systemGift(site.app.ctx, fan.user.id, 'diamond', 5_000, '测试');
    const bought = await site.app.inject({
      method: 'POST',
      url: api('/pay/plan/buy'),
      payload: `planId=${planId}`,
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        accesstoken: fan.token,
        'idempotency-key': crypto.randomUUID(),
      },
    });
    expect(bought.json().code).toBe(200);

    const plan = await openCommunityPage(browser, site, 'phone', fan.token);
    await plan.page.goto(`${site.url}/guide/expert/plan?code=${code}`, {
      waitUntil: 'domcontentloaded',
    });
    await plan.page.getByTestId('plan-content').waitFor(WAIT);
    expect(await plan.page.getByTestId('plan-content').textContent()).toContain('主胜');
    expect(await plan.page.locator('[data-testid="plan-result"]').count()).toBe(0);

    const profile = await openCommunityPage(browser, site, 'desktop');
    await profile.page.goto(`${site.url}/guide/expert/info/${expertId}`, {
      waitUntil: 'domcontentloaded',
    });
    await profile.page.getByTestId('record-counts').waitFor(WAIT);
    const before = await profile.page.getByTestId('record-counts').textContent();
    expect(before).toContain('共结算 0 场');

    // The match starts: no more plans on it. Then full time, 2-0, from the feed.
    await site.app.ctx.ingest.changes([state(2, kickoff, 0, 0)], {
      cursor: kickoff,
    });
    const late = await publish({
      playType: 3,
      price: 0,
      picks: [{ matchId: MATCH, selection: 'over' }],
    });
    expect(late.json().code).toBe(errors.planKickedOff.code);
    await site.app.ctx.ingest.changes([state(8, kickoff + 110 * MIN, 2, 0)], {
      cursor: kickoff + 110 * MIN,
    });
    await planSettlerOf(site.app.ctx)!.wake();

    await plan.page.locator('[data-testid="plan-result"][data-result="red"]').first().waitFor(WAIT);
    await plan.page.getByTestId('pick-result').first().waitFor(WAIT);
    // The buyer is told wherever they are (user:<id>).
    await plan.page.getByText('你购买的方案「英超焦点：主队稳胜」已结算：红').waitFor(WAIT);
    await profile.page
      .getByTestId('record-counts')
      .filter({ hasText: '共结算 1 场：1 红 0 黑 0 走' })
      .waitFor(WAIT);
    expect(await profile.page.getByTestId('record-last10').textContent()).toBe('1/1');
    expect(plan.errors).toEqual([]);
    expect(profile.errors).toEqual([]);
    await plan.close();
    await profile.close();
  });
});
