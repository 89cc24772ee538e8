// Who may do what in the community: every write tried by a visitor, a logged-in non-member, a member, the circle's
// moderator, a moderator of another circle and the operator (the operator CLI: users have no operator role).
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errors } from '../../contract/errors';
import { runOperator } from '../../server/cli/operator-commands';
import { posts } from '../../server/db/schema';
import { calls, makeCircle, person } from './community-world';
import { startTestApp, type TestApp, testEngine } from './harness';

let t: TestApp;
let c: ReturnType<typeof calls>;
let circleId: number;
type Who = 'visitor' | 'nonMember' | 'member' | 'moderator' | 'otherModerator';
const tokens: Record<Who, string | null> = {
  visitor: null,
  nonMember: '',
  member: '',
  moderator: '',
  otherModerator: '',
};
let author: Awaited<ReturnType<typeof person>>;
let anchor: Awaited<ReturnType<typeof person>>;

beforeAll(async () => {
  t = await startTestApp();
  c = calls(t.app);
  const db = t.database.db;
  circleId = (await makeCircle(db, '皇马圈')).id;
  const elsewhere = (await makeCircle(db, '巴萨圈')).id;
  tokens.nonMember = (await person(db)).token;
  tokens.member = (await person(db, circleId)).token;
  tokens.moderator = (await person(db, circleId, 'moderator')).token;
  tokens.otherModerator = (await person(db, elsewhere, 'moderator')).token;
  author = await person(db, circleId);
  anchor = await person(db, undefined, undefined, 1);
});
afterAll(() => t.close());

/** A fresh post by the author (a fresh author when the rate limit would stop this one). */
async function freshPost() {
  const writer = await person(t.database.db, circleId);
  const res = await c.addPost({ circleId, content: '一条帖子' }, writer.token);
  expect(res.json().code).toBe(200);
  return res.json().data.id as number;
}

const OK = 200;
const LOGIN = errors.notLoggedIn.code;
const MOD = errors.postModeratorOnly.code;

const everyone: Who[] = ['visitor', 'nonMember', 'member', 'moderator', 'otherModerator'];

/** Each write, and the code each caller gets. */
const matrix: {
  name: string;
  run: (token: string | null) => Promise<{ json(): { code: number } }>;
  expect: Record<Who, number>;
}[] = [
  {
    name: 'post in the circle',
    run: (token) => c.addPost({ circleId, content: '发帖' }, token),
    expect: {
      visitor: LOGIN,
      nonMember: errors.postCircleMemberOnly.code,
      member: OK,
      moderator: OK,
      otherModerator: errors.postCircleMemberOnly.code,
    },
  },
  {
    name: 'post an anchor dynamic (not anchors)',
    run: (token) => c.addPost({ content: '动态' }, token),
    expect: {
      visitor: LOGIN,
      nonMember: errors.postAnchorOnly.code,
      member: errors.postAnchorOnly.code,
      moderator: errors.postAnchorOnly.code,
      otherModerator: errors.postAnchorOnly.code,
    },
  },
  {
    name: 'like a post',
    run: async (token) => c.like(await freshPost(), token),
    expect: { visitor: LOGIN, nonMember: OK, member: OK, moderator: OK, otherModerator: OK },
  },
  {
    name: 'comment on a post',
    run: async (token) => c.comment({ postId: await freshPost(), type: 2, content: '评论' }, token),
    expect: { visitor: LOGIN, nonMember: OK, member: OK, moderator: OK, otherModerator: OK },
  },
  {
    name: 'shield a post',
    run: async (token) => c.post('/inform/post/shield', { id: await freshPost() }, token),
    expect: { visitor: LOGIN, nonMember: OK, member: OK, moderator: OK, otherModerator: OK },
  },
  {
    name: 'report a post',
    run: async (token) =>
      c.post('/inform/post/report', { postId: await freshPost(), reason: '广告' }, token),
    expect: { visitor: LOGIN, nonMember: OK, member: OK, moderator: OK, otherModerator: OK },
  },
  ...(['pin', 'essence', 'remove'] as const).map((action) => ({
    name: `${action} a post`,
    run: async (token: string | null) => c.moderate(await freshPost(), action, token),
    expect: { visitor: LOGIN, nonMember: MOD, member: MOD, moderator: OK, otherModerator: MOD },
  })),
  {
    name: 'delete someone else’s post',
    run: async (token) => c.post('/inform/post/delete', { postId: await freshPost() }, token),
    expect: {
      visitor: LOGIN,
      nonMember: errors.postNotYours.code,
      member: errors.postNotYours.code,
      moderator: errors.postNotYours.code,
      otherModerator: errors.postNotYours.code,
    },
  },
  {
    name: 'join the circle',
    run: (token) => c.post('/inform/circle/join', { circleId }, token),
    expect: { visitor: LOGIN, nonMember: OK, member: OK, moderator: OK, otherModerator: OK },
  },
];

describe(`community authorisation (${testEngine()})`, () => {
  for (const row of matrix) {
    it(`${row.name}: ${everyone.map((w) => `${w} ${row.expect[w]}`).join(', ')}`, async () => {
      for (const who of everyone) {
        const res = await row.run(tokens[who]);
        expect({ who, code: res.json().code }).toEqual({ who, code: row.expect[who] });
      }
    });
  }

  it('an anchor posts a dynamic; no circle moderator can touch it, the operator removes it', async () => {
    const res = await c.addPost({ content: '主播动态' }, anchor.token);
    expect(res.json().code).toBe(OK);
    const id = res.json().data.id;
    expect((await c.moderate(id, 'remove', tokens.moderator)).json().code).toBe(MOD);
    const lines: string[] = [];
    expect(
      await runOperator(['community', 'remove', String(id)], t.app.ctx, (l) => lines.push(l)),
    ).toBe(0);
    expect(lines.join('\n')).toContain(`帖子 #${id} 已删除`);
    const [row] = await t.database.db.select().from(posts).where(eq(posts.id, id));
    expect(row).toMatchObject({ status: 0, removedBy: 'operator' });
    expect((await c.detail(id)).json().code).toBe(errors.postNotFound.code);
    // A second removal changes nothing and says so.
    expect(await runOperator(['community', 'remove', String(id)], t.app.ctx, () => {})).toBe(1);
    expect(await runOperator(['community', 'remove', 'x'], t.app.ctx, () => {})).toBe(2);
  });

  it('the operator removes any circle post and appoints a moderator', async () => {
    const id = await freshPost();
    expect(await runOperator(['community', 'remove', String(id)], t.app.ctx, () => {})).toBe(0);
    expect((await c.detail(id)).json().code).toBe(errors.postNotFound.code);
    const newcomer = await person(t.database.db);
    const moderator = await runOperator(
      ['community', 'moderator', String(circleId), String(newcomer.user.id)],
      t.app.ctx,
      () => {},
    );
    expect(moderator).toBe(0);
    expect((await c.moderate(await freshPost(), 'pin', newcomer.token)).json().code).toBe(OK);
    // A moderator does not walk out of the circle by a click.
    expect((await c.post('/inform/circle/leave', { circleId }, newcomer.token)).json().code).toBe(
      errors.circleModeratorLeave.code,
    );
  });

  it('a moderator’s marks show: pinned and essence on the post, removal by a moderator recorded', async () => {
    const id = await freshPost();
    expect((await c.moderate(id, 'pin', tokens.moderator)).json().data).toEqual({
      pinned: true,
      essence: false,
      removed: false,
    });
    await c.moderate(id, 'essence', tokens.moderator);
    expect((await c.detail(id)).json().data).toMatchObject({ pinned: true, essence: true });
    await c.moderate(id, 'unpin', tokens.moderator);
    expect((await c.detail(id)).json().data).toMatchObject({ pinned: false, essence: true });
    await c.moderate(id, 'remove', tokens.moderator);
    const [row] = await t.database.db.select().from(posts).where(eq(posts.id, id));
    expect(row).toMatchObject({ status: 0, removedBy: 'moderator' });
    expect((await c.like(id, tokens.member)).json().code).toBe(errors.postNotFound.code);
  });

  it('an author deletes their own post', async () => {
    const id = (await c.addPost({ circleId, content: '我的帖子' }, author.token)).json().data.id;
    expect((await c.post('/inform/post/delete', { postId: id }, author.token)).json().data).toEqual(
      {
        removed: true,
      },
    );
  });
});
