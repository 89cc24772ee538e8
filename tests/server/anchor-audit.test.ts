// The anchor application: submit rules and bad input, the operator's pass (anchor + room in one go) and no
// (the reason kept, a new application allowed), the CLI's audit commands, and /api/user/coin.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errors } from '../../contract/errors';
import { runOperator } from '../../server/cli/operator-commands';
import { anchorAudits, giftRecords, rooms, users } from '../../server/db/schema';
import {
  passApplication,
  rejectApplication,
  submitApplication,
} from '../../server/modules/anchor/applications';
import { anchorCoin } from '../../server/modules/anchor/income';
import { realNameHash } from '../../server/modules/user/real-name';
import { startTestApp, type TestApp } from './harness';
import { seedGifts } from './pay-spend-world';
import { dataUrl, getAs, pngOf, postJson, upload } from './profile-fixtures';
import { createUserWithSession } from './users';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const db = () => t.database.db;
const ctx = () => ({ db: db(), bus: t.app.ctx.bus });

/** A user with one uploaded photo of their own (the URL the upload call answered). */
async function applicant(overrides: Partial<typeof users.$inferInsert> = {}) {
  const { user, token } = await createUserWithSession(db(), overrides);
  const res = await upload(t.app, token, [dataUrl('image/png', pngOf(40, 30))]);
  expect(res.json().code).toBe(200);
  const [photo] = res.json().data as string[];
  return { user, token, photo: photo! };
}

const form = (photo: string, patch: Record<string, unknown> = {}) => ({
  realName: '张小三',
  photos: [photo],
  categories: [2, 3],
  intro: '十年篮球迷，主讲 NBA',
  ...patch,
});

const submit = (body: unknown, token?: string) => postJson(t.app, '/api/audit/submit', body, token);
const info = (token?: string) => getAs(t.app, '/api/audit/info', token);
const userRow = async (id: number) => (await db().select().from(users).where(eq(users.id, id)))[0]!;
const roomsOf = (anchorId: number) => db().select().from(rooms).where(eq(rooms.anchorId, anchorId));

describe('submitting an application', () => {
  it('needs a login for every call', async () => {
    for (const res of [
      await info(),
      await submit(form('/gw/uploads/x.png')),
      await getAs(t.app, '/api/user/coin'),
    ]) {
      expect(res.json().code).toBe(errors.notLoggedIn.code);
    }
  });

  it('answers null before the first application, then the application in review (name masked)', async () => {
    const { user, token, photo } = await applicant();
    expect((await info(token)).json()).toMatchObject({ code: 200, data: null });

    const res = await submit(form(photo), token);
    expect(res.json()).toMatchObject({
      code: 200,
      data: {
        status: 'review',
        reason: '',
        realName: '张**',
        photos: [photo],
        categories: [2, 3],
        intro: '十年篮球迷，主讲 NBA',
        decidedAt: null,
      },
    });
    expect((await info(token)).json().data).toEqual(res.json().data);
    // The operator's copy keeps the full name.
    const [row] = await db().select().from(anchorAudits).where(eq(anchorAudits.userId, user.id));
    expect(row?.realName).toBe('张小三');
  });

  it('refuses a second application while one is in review', async () => {
    const { token, photo } = await applicant();
    expect((await submit(form(photo), token)).json().code).toBe(200);
    const again = await submit(form(photo), token);
    expect(again.json().code).toBe(errors.auditInReview.code);
    expect(again.statusCode).toBe(409);
  });

  it('refuses an anchor', async () => {
    const { token, photo } = await applicant({ isAnchor: 1 });
    expect((await submit(form(photo), token)).json().code).toBe(errors.auditAlreadyAnchor.code);
  });

  it('holds a verified user to their verified name', async () => {
    const { token, photo } = await applicant({
      realNameStatus: 1,
      realNameHash: realNameHash('李四'),
    });
    const wrong = await submit(form(photo, { realName: '张小三' }), token);
    expect(wrong.json().code).toBe(errors.auditRealNameMismatch.code);
    expect((await submit(form(photo, { realName: '李四' }), token)).json().code).toBe(200);
  });

  it('refuses bad input with a clear message, never a 500', async () => {
    const { token, photo } = await applicant();
    const other = await applicant();
    const cases: [Record<string, unknown>, number][] = [
      [{ realName: 'Zhang3' }, errors.realNameInvalid.code],
      [{ realName: '' }, errors.badParams.code],
      [{ photos: [] }, errors.badParams.code],
      [{ photos: [photo, photo, photo, photo] }, errors.badParams.code],
      [{ photos: [photo, photo] }, errors.auditPhotoInvalid.code],
      // Someone else's upload, and a URL this site never issued.
      [{ photos: [other.photo] }, errors.auditPhotoInvalid.code],
      [{ photos: ['https://evil.example/id.png'] }, errors.auditPhotoInvalid.code],
      [{ categories: [] }, errors.badParams.code],
      [{ categories: [4] }, errors.badParams.code],
      [{ categories: [1, 1] }, errors.badParams.code],
      [{ intro: '球'.repeat(201) }, errors.badParams.code],
    ];
    for (const [patch, code] of cases) {
      const res = await submit(form(photo, patch), token);
      expect(res.json().code, JSON.stringify(patch)).toBe(code);
      expect(res.statusCode).toBeLessThan(500);
      expect(res.json().msg).not.toBe('');
    }
    // Nothing was stored by any of them.
    expect((await info(token)).json().data).toBeNull();
  });
});

describe('the operator’s verdict', () => {
  it('pass makes the user an anchor with a room in the first chosen category', async () => {
    const { user, token, photo } = await applicant();
    const { id } = (await submit(form(photo), token)).json().data as { id: number };
    expect(await roomsOf(user.id)).toHaveLength(0);

    const done = await passApplication(ctx(), id);
    expect(done.userId).toBe(user.id);
    expect((await userRow(user.id)).isAnchor).toBe(1);
    const [room] = await roomsOf(user.id);
    expect(room).toMatchObject({ id: done.roomId, navId: 2, status: 'offline', streamKeyHash: '' });
    expect(room?.title).toBe(`${user.nickName}的直播间`);
    expect(room?.streamName).toMatch(/^[0-9a-f]{16}$/);

    const seen = (await info(token)).json().data;
    expect(seen).toMatchObject({ id, status: 'pass', reason: '' });
    expect(seen.decidedAt).toBeGreaterThan(0);
    // Deciding twice is refused; an anchor cannot apply again.
    await expect(passApplication(ctx(), id)).rejects.toMatchObject({ error: errors.auditDecided });
    expect((await submit(form(photo), token)).json().code).toBe(errors.auditAlreadyAnchor.code);
  });

  it('pass keeps an existing room (an anchor who once had one)', async () => {
    const { user, token, photo } = await applicant();
    const { id } = (await submit(form(photo), token)).json().data as { id: number };
    const [before] = await db()
      .insert(rooms)
      .values({ anchorId: user.id, title: '旧房间', streamName: `old${user.id}` })
      .returning();
    const done = await passApplication(ctx(), id);
    expect(done.roomId).toBe(before!.id);
    expect(await roomsOf(user.id)).toEqual([expect.objectContaining({ title: '旧房间' })]);
  });

  it('no keeps the reason, leaves the user a fan, and a new application may follow', async () => {
    const { user, token, photo } = await applicant();
    const { id } = (await submit(form(photo), token)).json().data as { id: number };
    await expect(rejectApplication(ctx(), id, '   ')).rejects.toMatchObject({
      error: errors.auditReasonRequired,
    });
    await rejectApplication(ctx(), id, '证件照片不清晰');
    expect((await info(token)).json().data).toMatchObject({
      id,
      status: 'no',
      reason: '证件照片不清晰',
    });
    expect((await userRow(user.id)).isAnchor).toBe(0);
    expect(await roomsOf(user.id)).toHaveLength(0);
    await expect(rejectApplication(ctx(), id, '再拒一次')).rejects.toMatchObject({
      error: errors.auditDecided,
    });

    const again = await submit(form(photo, { intro: '照片已重拍' }), token);
    expect(again.json().data).toMatchObject({ status: 'review', intro: '照片已重拍' });
    expect(again.json().data.id).not.toBe(id);
    expect((await info(token)).json().data.id).toBe(again.json().data.id);
  });

  it('pushes the verdict to the applicant’s own channel', async () => {
    const { user, token, photo } = await applicant();
    const { id } = (await submit(form(photo), token)).json().data as { id: number };
    const seen: string[] = [];
    const original = t.app.ctx.bus.publish.bind(t.app.ctx.bus);
    t.app.ctx.bus.publish = (async (channel: string, type: never, data: never) => {
      seen.push(`${channel} ${type}`);
      return original(channel, type, data);
    }) as typeof original;
    try {
      await passApplication(ctx(), id);
    } finally {
      t.app.ctx.bus.publish = original;
    }
    // The apply page's notice, the header's new role, the message centre's new message: all on the user's channel.
    expect(seen).toEqual([
      `user:${user.id} site.notice`,
      `user:${user.id} user.role`,
      `user:${user.id} message.new`,
    ]);
  });

  it('an unknown application is refused', async () => {
    await expect(passApplication(ctx(), 999_999)).rejects.toMatchObject({
      error: errors.auditNotFound,
    });
  });
});

describe('the operator CLI', () => {
  it('lists the queue, passes one and refuses another with a reason', async () => {
    const a = await applicant();
    const b = await applicant();
    const first = await submitApplication(t.app.ctx, a.user.id, form(a.photo));
    const second = await submitApplication(t.app.ctx, b.user.id, form(b.photo));
    const lines: string[] = [];
    const run = (...args: string[]) => runOperator(args, ctx(), (l) => lines.push(l));

    expect(await run('audit', 'list')).toBe(0);
    const listed = lines.join('\n');
    expect(listed).toContain(`#${first.id}  用户 ${a.user.id}（${a.user.nickName}）  姓名 张小三`);
    expect(listed).toContain(`#${second.id}  用户 ${b.user.id}`);

    expect(await run('audit', 'pass', String(first.id))).toBe(0);
    expect((await userRow(a.user.id)).isAnchor).toBe(1);
    expect(await run('audit', 'no', String(second.id))).toBe(2); // no reason: usage
    expect(await run('audit', 'no', String(second.id), '简介', '太短')).toBe(0);
    expect((await info(b.token)).json().data).toMatchObject({ status: 'no', reason: '简介 太短' });
    expect(await run('audit', 'pass', String(second.id))).toBe(1); // already decided
    expect(await run('audit', 'maybe')).toBe(2);

    lines.length = 0;
    await run('audit', 'list');
    expect(lines.join('\n')).not.toContain(`#${first.id} `);
  });
});

describe('/api/user/coin', () => {
  it('answers the 球票 balance and the gift income of today and this month (China time)', async () => {
    const anchor = await createUserWithSession(db(), { isAnchor: 1 });
    const fan = await createUserWithSession(db());
    const [gift] = await seedGifts(db());
    const now = Date.parse('2025-06-11T12:00:00+08:00');
    let tx = 2_000_000 + anchor.user.id * 10;
    const gave = (ticketUnits: number, when: string) =>
      db()
        .insert(giftRecords)
        .values({
          senderId: fan.user.id,
          anchorId: anchor.user.id,
          giftId: gift!.id,
          count: 1,
          diamondUnits: ticketUnits * 2,
          ticketUnits,
          transactionId: tx++,
          createdAt: new Date(`${when}+08:00`),
        });
    await gave(150, '2025-06-11T00:00:00'); // today
    await gave(1000, '2025-06-10T23:59:59'); // yesterday: this month only
    await gave(5000, '2025-05-31T23:59:59'); // last month
    expect(await anchorCoin(db(), anchor.user.id, now)).toEqual({
      ticket: 0,
      todayIncome: 1.5,
      monthIncome: 11.5,
    });

    // Over HTTP: no gifts in the real today, balance from the ledger.
    const res = await getAs(t.app, '/api/user/coin', anchor.token);
    expect(res.json()).toMatchObject({ code: 200, data: { ticket: 0, todayIncome: 0 } });
  });
});
