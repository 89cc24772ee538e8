// The demo crowd in the community (社区): demo fans post in the circles they belong to (sometimes about their
// team's match that is on now or has just ended), comment on and like recent posts, answer and like each other's
// comments, all through the services a fan's request goes through (the post and comment stores with their
// masks, paces and IP属地; the like toggles), so the circle pages hear post.new and the writers hear post.comment
// and post.like as they would from people.
import { randomInt } from 'node:crypto';
import { and, desc, eq, gte, inArray, or } from 'drizzle-orm';
import { COMMENT_TARGET_POST } from '../../../contract/calls/comment';
import type { AppContext } from '../../context';
import {
  circleMembers,
  circles,
  commentLikes,
  comments,
  matches,
  postLikes,
  posts,
  teams,
} from '../../db/schema';
import * as seedLines from '../../db/seed/community/lines';
import { ApiError } from '../../http/api-error';
import { COMMENT_RATE, toggleLike, writeComment } from '../comment/service';
import { addPost, likePost, POST_RATE } from '../community/service';
import { inPhase } from '../match/service';
import { type Fan, loadDemoFans } from './commenters';
import { matchPosts } from './community-lines';
import { warmUpComments } from './warm-up';

export interface CommunityCrowdOptions {
  /** New posts across the site per minute. */
  postsPerMinute: number;
  /** New comments (replies included) across the site per minute. */
  commentsPerMinute: number;
  /** Likes (of posts and of comments) across the site per minute. */
  likesPerMinute: number;
  /** The share of comments that answer another comment. */
  replyShare: number;
  /** The share of posts about the circle's match when one is on or has just ended. */
  matchShare: number;
  /** Posts this recent get comments and likes; matches that ended this recently are still talked about. */
  recentMs: number;
  endedMs: number;
  tickMs: number;
  random: () => number;
}

export const defaultCommunityCrowdOptions: CommunityCrowdOptions = {
  // A busy evening: a post every 20–60 s across the site, comments and likes more often.
  postsPerMinute: 1.5,
  commentsPerMinute: 4,
  likesPerMinute: 10,
  replyShare: 0.35,
  matchShare: 0.6,
  recentMs: 2 * 86_400_000,
  endedMs: 3 * 3_600_000,
  tickMs: 10_000,
  random: () => randomInt(1_000_000) / 1_000_000,
};

/** How many of its latest posts' lines the crowd keeps from saying again anywhere. */
const RECENT_LINES = 12;
/** At most this many of each act in one tick, whatever the rates: a tick's work stays bounded. */
const MAX_PER_TICK = 3;

interface Circle {
  id: number;
  name: string;
  kind: string;
  sport: string;
  teamId: number | null;
  competitionId: number | null;
  members: number[];
}

const fill = (text: string, v: Record<string, string>) =>
  text.replace(/\{(\w+)\}/g, (_, k: string) => v[k] ?? '');

export class DemoCommunity {
  private fans: Fan[] = [];
  private circles: Circle[] = [];
  /** When each fan posted or commented lately: a fan near the service's pace limit is left to rest. */
  private readonly acts = new Map<string, number[]>();
  /** The lines of the crowd's latest posts, newest first. */
  private usedLines: string[] = [];
  private readonly options: CommunityCrowdOptions;

  constructor(
    private readonly ctx: AppContext,
    options: Partial<CommunityCrowdOptions> = {},
  ) {
    this.options = { ...defaultCommunityCrowdOptions, ...options };
  }

  /** The demo fans and the circles with demo fans among their members. */
  async load() {
    const { db } = this.ctx;
    this.fans = await loadDemoFans(db);
    const ids = this.fans.map((f) => f.id);
    if (ids.length === 0) return this.fans;
    const rows = await db
      .select({
        id: circles.id,
        name: circles.name,
        kind: circles.kind,
        sport: circles.sport,
        teamId: circles.teamId,
        competitionId: circles.competitionId,
        userId: circleMembers.userId,
      })
      .from(circles)
      .innerJoin(circleMembers, eq(circleMembers.circleId, circles.id))
      .where(inArray(circleMembers.userId, ids))
      .orderBy(circles.id);
    const byId = new Map<number, Circle>();
    for (const { userId, ...c } of rows) {
      const circle = byId.get(c.id) ?? { ...c, members: [] };
      circle.members.push(userId);
      byId.set(c.id, circle);
    }
    this.circles = [...byId.values()];
    return this.fans;
  }

  private pick<T>(list: readonly T[]): T | undefined {
    return list[Math.floor(this.options.random() * list.length)];
  }

  /** Leans towards the front of a newest-first list, as readers do. */
  private pickRecent<T>(list: readonly T[]): T | undefined {
    return list[Math.floor(this.options.random() ** 2 * list.length)];
  }

  /**
   * A fan (among `ids`, all fans when absent) with room under the service's pace for `act`: one short of its
   * limit, since the news commenters speak through the same comment pace.
   */
  private freeFan(act: 'post' | 'comment', ids?: number[], not?: number) {
    const rate = act === 'post' ? POST_RATE : COMMENT_RATE;
    const since = Date.now() - rate.windowMs;
    const free = this.fans.filter(
      (f) =>
        (ids === undefined || ids.includes(f.id)) &&
        f.id !== not &&
        (this.acts.get(`${act}:${f.id}`) ?? []).filter((at) => at > since).length < rate.max - 1,
    );
    const fan = this.pick(free);
    if (fan) {
      const key = `${act}:${fan.id}`;
      this.acts.set(key, [...(this.acts.get(key) ?? []).filter((at) => at > since), Date.now()]);
    }
    return fan;
  }

  /** A match of the circle being played or ended within `endedMs`, with its sides' names. */
  private async matchOf(circle: Circle) {
    const { db } = this.ctx;
    const whose =
      circle.teamId !== null
        ? or(eq(matches.homeTeamId, circle.teamId), eq(matches.awayTeamId, circle.teamId))
        : circle.competitionId !== null
          ? eq(matches.competitionId, circle.competitionId)
          : null;
    if (!whose) return null;
    const [live] = await db
      .select()
      .from(matches)
      .where(and(whose, inPhase('live')))
      .orderBy(desc(matches.kickoffAt))
      .limit(1);
    const [ended] = live
      ? []
      : await db
          .select()
          .from(matches)
          .where(
            and(
              whose,
              inPhase('finished'),
              // Kick-off plus a match's length within the window: ended lately, not last week.
              gte(matches.kickoffAt, new Date(Date.now() - this.options.endedMs - 3 * 3_600_000)),
            ),
          )
          .orderBy(desc(matches.kickoffAt))
          .limit(1);
    const match = live ?? ended;
    if (!match) return null;
    const sides = await db
      .select({ id: teams.id, shortName: teams.shortName })
      .from(teams)
      .where(inArray(teams.id, [match.homeTeamId, match.awayTeamId]));
    const name = (id: number) => sides.find((s) => s.id === id)?.shortName ?? '';
    return {
      id: match.id,
      phase: live ? ('live' as const) : ('finished' as const),
      sport: match.sport === 'basketball' ? ('basketball' as const) : ('football' as const),
      values: {
        home: name(match.homeTeamId),
        away: name(match.awayTeamId),
        score: `${match.homeScore}-${match.awayScore}`,
        minute: String(Math.max(1, match.minute)),
      },
    };
  }

  /** What a fan of the circle could say now, with the match it is about (if any). */
  private async postFor(circle: Circle) {
    const match =
      this.options.random() < this.options.matchShare ? await this.matchOf(circle) : null;
    if (match) {
      return {
        // The sides and the score make each of these its own line: only the very words are kept from repeating.
        lines: matchPosts[match.sport][match.phase].map((l) => {
          const text = fill(l, match.values);
          return { template: text, text };
        }),
        matchId: match.id,
      };
    }
    const team = circle.name.replace(/圈$/, '');
    const rivals = this.circles
      .filter(
        (c) => c.kind === 'team' && c.competitionId === circle.competitionId && c.id !== circle.id,
      )
      .map((c) => c.name.replace(/圈$/, ''));
    const templates: readonly string[] =
      circle.kind === 'team'
        ? circle.sport === 'basketball'
          ? seedLines.basketballTeamPosts
          : seedLines.footballTeamPosts
        : circle.kind === 'league'
          ? seedLines.leaguePosts
          : (seedLines.topicPosts[circle.name] ?? []);
    return {
      lines: templates
        .filter((l) => !l.includes('{rival}') || rivals.length > 0)
        .map((l) => ({
          template: l,
          text: fill(l, { team, league: team, rival: this.pick(rivals) ?? '' }),
        })),
      matchId: undefined,
    };
  }

  /**
   * A member of a circle posts there, never what the circle's recent posts already say nor a line the crowd has
   * just used in another circle (the same words about another club would read as a bot).
   */
  async post() {
    const circle = this.pick(this.circles);
    if (!circle) return null;
    const fan = this.freeFan('post', circle.members);
    if (!fan) return null;
    const { lines, matchId } = await this.postFor(circle);
    const said = await this.ctx.db
      .select({ content: posts.content })
      .from(posts)
      .where(eq(posts.circleId, circle.id))
      .orderBy(desc(posts.id))
      .limit(50);
    const fresh = lines.filter(
      (l) => !said.some((p) => p.content === l.text) && !this.usedLines.includes(l.template),
    );
    const line = this.pick(fresh);
    if (line === undefined) return null;
    this.usedLines = [line.template, ...this.usedLines].slice(0, RECENT_LINES);
    const content = line.text;
    return this.refusedIsNull(() =>
      addPost(this.ctx, {
        userId: fan.id,
        circleId: circle.id,
        content,
        pics: [],
        matchId,
        address: fan.address,
      }),
    );
  }

  /** The readable posts of the last `recentMs`, newest first. */
  private recentPosts() {
    return this.ctx.db
      .select({ id: posts.id, userId: posts.userId })
      .from(posts)
      .where(
        and(
          eq(posts.status, 1),
          gte(posts.createdAt, new Date(Date.now() - this.options.recentMs)),
        ),
      )
      .orderBy(desc(posts.createdAt))
      .limit(40);
  }

  /** A fan comments on a recent post or answers a comment under it; nobody repeats a line under one post. */
  async comment() {
    const post = this.pickRecent(await this.recentPosts());
    if (!post) return null;
    const fan = this.freeFan('comment', undefined, post.userId);
    if (!fan) return null;
    const said = await this.ctx.db
      .select({ id: comments.id, userId: comments.userId, content: comments.content })
      .from(comments)
      .where(
        and(
          eq(comments.targetType, COMMENT_TARGET_POST),
          eq(comments.targetId, post.id),
          eq(comments.status, 1),
        ),
      )
      .limit(200);
    const others = said.filter((c) => c.userId !== fan.id);
    const reply = others.length > 0 && this.options.random() < this.options.replyShare;
    const fresh = (reply ? seedLines.replies : seedLines.comments).filter(
      (l) => !said.some((c) => c.content === l),
    );
    const content = this.pick(fresh);
    if (content === undefined) return null;
    return this.refusedIsNull(() =>
      writeComment(this.ctx, {
        userId: fan.id,
        targetType: COMMENT_TARGET_POST,
        targetId: post.id,
        content,
        parentId: reply ? this.pick(others)!.id : undefined,
        address: fan.address,
      }),
    );
  }

  /** A fan likes a recent post, or a comment under one, that they have not liked (never taking a like back). */
  async like() {
    const post = this.pickRecent(await this.recentPosts());
    if (!post) return null;
    const { db } = this.ctx;
    if (this.options.random() < 0.3) {
      const under = await db
        .select({ id: comments.id, userId: comments.userId })
        .from(comments)
        .where(
          and(
            eq(comments.targetType, COMMENT_TARGET_POST),
            eq(comments.targetId, post.id),
            eq(comments.status, 1),
          ),
        )
        .limit(50);
      const target = this.pick(under);
      const fan = target && this.pick(this.fans.filter((f) => f.id !== target.userId));
      if (!target || !fan) return null;
      const [already] = await db
        .select({ id: commentLikes.commentId })
        .from(commentLikes)
        .where(and(eq(commentLikes.commentId, target.id), eq(commentLikes.userId, fan.id)));
      if (already) return null;
      return this.refusedIsNull(() => toggleLike(db, fan.id, target.id));
    }
    const fan = this.pick(this.fans.filter((f) => f.id !== post.userId));
    if (!fan) return null;
    const [already] = await db
      .select({ id: postLikes.postId })
      .from(postLikes)
      .where(and(eq(postLikes.postId, post.id), eq(postLikes.userId, fan.id)));
    if (already) return null;
    return this.refusedIsNull(() => likePost(this.ctx, fan.id, post.id));
  }

  /** A refusal (the pace rule, a post removed meanwhile) drops the act, as a person would give up. */
  private async refusedIsNull<T>(act: () => Promise<T>) {
    try {
      return await act();
    } catch (err) {
      if (err instanceof ApiError) return null;
      throw err;
    }
  }

  /** How many times to act this tick for a rate per minute (bounded). */
  private draws(perMinute: number) {
    const expected = (perMinute * this.options.tickMs) / 60_000;
    const n = Math.floor(expected) + (this.options.random() < expected % 1 ? 1 : 0);
    return Math.min(MAX_PER_TICK, n);
  }

  async tick() {
    const { postsPerMinute, commentsPerMinute, likesPerMinute } = this.options;
    for (let i = this.draws(postsPerMinute); i > 0; i--) await this.post();
    for (let i = this.draws(commentsPerMinute); i > 0; i--) await this.comment();
    for (let i = this.draws(likesPerMinute); i > 0; i--) await this.like();
  }

  /**
   * A site that has just started has a conversation under its newest posts: comments are written until the
   * recent ones number `target`, and twice as many likes (a restart finds them there and writes none).
   */
  warmUp(target: number) {
    return warmUpComments(this.ctx.db, COMMENT_TARGET_POST, this.options.recentMs, target, this);
  }
}
