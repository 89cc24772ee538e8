// The default SearchIndex: matches in the database itself (match-sql.ts), ranked per kind. It reads the
// source tables directly, as an engine's index would hold copies of them; nothing else here writes them.
import { and, desc, eq, sql } from 'drizzle-orm';
import type { SearchKind } from '../../../contract/calls/search';
import type { Db } from '../../db/client';
import { circles, experts, newsArticles, posts, rooms, users } from '../../db/schema';
import { articleCoverUrl } from '../art/service';
import type { Viewers } from '../room/service';
import { primary, secondary, tierOf } from './match-sql';
import type { SearchText } from './query-text';
import { CANDIDATES_MAX, matched, type Ranked, sportOf } from './ranked';
import type { SearchIndex, SearchPage } from './search-index';
import { matchesCandidates, teamsCandidates } from './sports-hits';

const excerpt = (text: string, max = 80) => {
  const chars = [...text.replace(/\s+/g, ' ').trim()];
  return chars.length > max ? `${chars.slice(0, max).join('')}…` : chars.join('');
};

export class DbSearchIndex implements SearchIndex {
  constructor(
    private readonly db: Db,
    private readonly viewers: Viewers,
  ) {}

  async query(kind: SearchKind, text: SearchText, page: SearchPage) {
    const ranked = await this.candidates(kind, text);
    const start = (page.page - 1) * page.pageSize;
    return {
      total: ranked.length,
      hits: ranked.slice(start, start + page.pageSize).map((r) => r.hit),
    };
  }

  private candidates(kind: SearchKind, text: SearchText): Promise<Ranked[]> {
    switch (kind) {
      case 'anchor':
        return this.anchors(text);
      case 'room':
        return this.rooms(text);
      case 'match':
        return matchesCandidates(this.db, text);
      case 'team':
        return teamsCandidates(this.db, text);
      case 'news':
        return this.news(text);
      case 'expert':
        return this.experts(text);
      case 'post':
        return this.posts(text);
    }
  }

  /** Within a tier: on air first, most viewers first, then the order the query gave. */
  private liveFirst(rows: Ranked[], roomIdOf: (r: Ranked) => number | null) {
    const ids = rows.flatMap((r) => {
      const id = roomIdOf(r);
      return id === null ? [] : [id];
    });
    const counts = this.viewers.countsOf(ids);
    const viewersOf = (r: Ranked) => {
      const id = roomIdOf(r);
      return r.hit.live && id !== null ? (counts.get(id) ?? 0) : -1;
    };
    return rows
      .map((r, i) => ({ r, i, v: viewersOf(r) }))
      .sort(
        (a, b) =>
          a.r.tier - b.r.tier ||
          Number(b.r.hit.live) - Number(a.r.hit.live) ||
          b.v - a.v ||
          a.i - b.i,
      )
      .map((x) => x.r);
  }

  private async anchors(text: SearchText): Promise<Ranked[]> {
    const tier = tierOf(text, [primary(sql`${users.nickName}`)]);
    const rows = await this.db
      .select({
        id: users.id,
        nickName: users.nickName,
        portrait: users.portrait,
        signature: users.signature,
        roomId: rooms.id,
        title: rooms.title,
        status: rooms.status,
        tier: sql<number>`${tier}`.mapWith(Number),
      })
      .from(users)
      .leftJoin(rooms, eq(rooms.anchorId, users.id))
      .where(and(eq(users.isAnchor, 1), matched(tier)))
      .orderBy(sql`${tier}`, users.id)
      .limit(CANDIDATES_MAX);
    const ranked = rows.map((r) => ({
      roomId: r.roomId,
      tier: r.tier,
      hit: {
        kind: 'anchor' as const,
        id: r.id,
        title: r.nickName,
        subtitle: r.title || r.signature || '这个主播还没有设置直播间标题',
        image: r.portrait,
        href: `/personal/${r.id}?headerNavIndex=2`,
        live: r.status === 'live',
        badge: r.status === 'live' ? '直播中' : '',
        sport: null,
        crests: [],
        at: null,
      },
    }));
    return this.liveFirst(ranked, (r) => (r as (typeof ranked)[number]).roomId);
  }

  private async rooms(text: SearchText): Promise<Ranked[]> {
    const tier = tierOf(text, [primary(sql`${rooms.title}`), primary(sql`${users.nickName}`)]);
    const rows = await this.db
      .select({
        id: rooms.id,
        title: rooms.title,
        cover: rooms.cover,
        status: rooms.status,
        matchType: rooms.matchType,
        nickName: users.nickName,
        tier: sql<number>`${tier}`.mapWith(Number),
      })
      .from(rooms)
      .innerJoin(users, eq(users.id, rooms.anchorId))
      .where(matched(tier))
      .orderBy(sql`${tier}`, desc(sql`${rooms.status} = 'live'`), rooms.id)
      .limit(CANDIDATES_MAX);
    const ranked = rows.map((r) => ({
      tier: r.tier,
      hit: {
        kind: 'room' as const,
        id: r.id,
        title: r.title || `${r.nickName}的直播间`,
        subtitle: r.nickName,
        image: r.cover,
        href: `/live/room/${r.id}`,
        live: r.status === 'live',
        badge: r.status === 'live' ? '直播中' : r.status === 'waiting' ? '即将开播' : '未开播',
        sport: r.matchType === null ? null : sportOf(r.matchType),
        crests: [],
        at: null,
      },
    }));
    return this.liveFirst(ranked, (r) => r.hit.id);
  }

  private async news(text: SearchText): Promise<Ranked[]> {
    const tier = tierOf(text, [
      primary(sql`${newsArticles.title}`),
      secondary(sql`${newsArticles.summary}`),
    ]);
    // Any title or summary hit is as good as another: newest first; loose (pair) matches after them.
    const band = sql`case when ${tier} < 4 then 0 else 1 end`;
    const rows = await this.db
      .select({
        id: newsArticles.id,
        title: newsArticles.title,
        summary: newsArticles.summary,
        cover: newsArticles.cover,
        publishedAt: newsArticles.publishedAt,
        tier: sql<number>`${band}`.mapWith(Number),
      })
      .from(newsArticles)
      .where(and(eq(newsArticles.status, 'published'), matched(tier)))
      .orderBy(sql`${band}`, desc(newsArticles.publishedAt), desc(newsArticles.id))
      .limit(CANDIDATES_MAX);
    return rows.map((r) => ({
      tier: r.tier,
      hit: {
        kind: 'news' as const,
        id: r.id,
        title: r.title,
        subtitle: excerpt(r.summary),
        image: r.cover || articleCoverUrl(r.id),
        href: `/news/${r.id}`,
        live: false,
        badge: '',
        sport: null,
        crests: [],
        at: r.publishedAt?.toISOString() ?? null,
      },
    }));
  }

  private async experts(text: SearchText): Promise<Ranked[]> {
    const tier = tierOf(text, [
      primary(sql`${users.nickName}`),
      secondary(sql`${experts.intro}`),
      secondary(sql`array_to_string(${experts.specialities}, ' ')`),
    ]);
    const rows = await this.db
      .select({
        id: users.id,
        nickName: users.nickName,
        portrait: users.portrait,
        intro: experts.intro,
        tier: sql<number>`${tier}`.mapWith(Number),
      })
      .from(experts)
      .innerJoin(users, eq(users.id, experts.userId))
      .where(matched(tier))
      .orderBy(sql`${tier}`, desc(experts.grade), users.id)
      .limit(CANDIDATES_MAX);
    return rows.map((r) => ({
      tier: r.tier,
      hit: {
        kind: 'expert' as const,
        id: r.id,
        title: r.nickName,
        subtitle: excerpt(r.intro) || '专家',
        image: r.portrait,
        href: `/guide/expert/info/${r.id}`,
        live: false,
        badge: '',
        sport: null,
        crests: [],
        at: null,
      },
    }));
  }

  private async posts(text: SearchText): Promise<Ranked[]> {
    // A post's text is long and free: substring hits only, newest first.
    const tier = tierOf(text, [secondary(sql`${posts.content}`)]);
    const rows = await this.db
      .select({
        id: posts.id,
        content: posts.content,
        createdAt: posts.createdAt,
        nickName: users.nickName,
        circle: circles.name,
      })
      .from(posts)
      .innerJoin(users, eq(users.id, posts.userId))
      .leftJoin(circles, eq(circles.id, posts.circleId))
      .where(and(eq(posts.status, 1), matched(tier)))
      .orderBy(desc(posts.createdAt), desc(posts.id))
      .limit(CANDIDATES_MAX);
    return rows.map((r) => ({
      tier: 3,
      hit: {
        kind: 'post' as const,
        id: r.id,
        title: excerptAround(r.content, text.terms),
        subtitle: r.circle ? `${r.nickName} · ${r.circle}` : r.nickName,
        image: '',
        href: `/community/${r.id}`,
        live: false,
        badge: '',
        sport: null,
        crests: [],
        at: r.createdAt.toISOString(),
      },
    }));
  }
}

/** A post's text near the first term it holds, so the highlighted word is in view. */
export function excerptAround(content: string, terms: string[], max = 60): string {
  const flat = content.replace(/\s+/g, ' ').trim();
  const lower = flat.toLowerCase();
  const at = Math.min(
    ...terms.map((t) => lower.indexOf(t.toLowerCase())).filter((i) => i >= 0),
    Number.POSITIVE_INFINITY,
  );
  const chars = [...flat];
  if (chars.length <= max) return flat;
  const startChar = Number.isFinite(at) ? [...flat.slice(0, at)].length : 0;
  const start = Math.max(0, Math.min(startChar - 10, chars.length - max));
  return `${start > 0 ? '…' : ''}${chars.slice(start, start + max).join('')}${start + max < chars.length ? '…' : ''}`;
}
