// Pictures drawn from the catalogue, and the gift artwork's addresses: what other modules and the art
// routes use.
//
// Crests are kept in memory, not as files: one is under 1 KB and takes microseconds to draw, a few thousand
// teams are a few MB at most, and memory needs no invalidation on disk; an entry is drawn again after an
// hour so a renamed team or recoloured competition shows up without a restart.
import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { ART_PATHS, ARTICLE_COVER_PATH, type ArtKind } from '../../../contract/art/paths';
import { fillPath } from '../../../contract/call';
import type { Db } from '../../db/client';
import { competitions, teams } from '../../db/schema';
import { articleCoverSvg } from './article-cover-svg';
import { articleCoverFacts } from './article-facts';
import { competitionMarkSvg, teamCrestSvg } from './crest-svg';

export interface Picture {
  body: string;
  etag: string;
}

const TTL_MS = 60 * 60 * 1000;
/** More entries than the catalogue has: past it the cache starts over rather than grow with bad ids. */
const MAX_ENTRIES = 20_000;

async function draw(db: Db, kind: ArtKind, id: number): Promise<string | null> {
  if (kind === 'team') {
    const [team] = await db
      .select({ id: teams.id, name: teams.name, shortName: teams.shortName })
      .from(teams)
      .where(eq(teams.id, id));
    return team ? teamCrestSvg(team) : null;
  }
  const [competition] = await db
    .select({
      id: competitions.id,
      name: competitions.name,
      shortName: competitions.shortName,
      color: competitions.color,
    })
    .from(competitions)
    .where(eq(competitions.id, id));
  return competition ? competitionMarkSvg(competition) : null;
}

/** Drawn pictures kept in memory by key, each redrawn after `ttlMs` so a change in its data shows up. */
class PictureCache {
  private entries = new Map<string, Picture & { at: number }>();

  constructor(
    private ttlMs: number,
    private now: () => number,
  ) {}

  async get(key: string, draw: () => Promise<string | null>): Promise<Picture | null> {
    const hit = this.entries.get(key);
    if (hit && this.now() - hit.at < this.ttlMs) return hit;
    const body = await draw();
    if (body === null) return null;
    const etag = `"${createHash('sha1').update(body).digest('base64url').slice(0, 16)}"`;
    if (this.entries.size >= MAX_ENTRIES) this.entries.clear();
    const entry = { body, etag, at: this.now() };
    this.entries.set(key, entry);
    return entry;
  }
}

export class CrestCache {
  private cache: PictureCache;

  constructor(
    private db: Db,
    now: () => number = Date.now,
  ) {
    this.cache = new PictureCache(TTL_MS, now);
  }

  /** The crest of a team or the mark of a competition; null when the catalogue has no such id. */
  get(kind: ArtKind, id: number): Promise<Picture | null> {
    return this.cache.get(`${kind}:${id}`, () => draw(this.db, kind, id));
  }
}

/**
 * The live host's base URL (config.baseUrls.live), recorded by the art routes when the app starts. One
 * value per process: every app a process builds reads the same environment (tests use the default).
 */
let liveBase = '/gw';

export const setArticleCoverBase = (base: string) => {
  liveBase = base.replace(/\/+$/, '');
};

/** A team's drawn crest or a competition's drawn mark, on the live host (community circles' icons). */
export const crestUrl = (kind: ArtKind, id: number) =>
  `${liveBase}${fillPath(ART_PATHS[kind], { id })}`;

/** An article's drawn cover (what the news items carry when nothing was uploaded): every article has a picture. */
export const articleCoverUrl = (id: number) => `${liveBase}${fillPath(ARTICLE_COVER_PATH, { id })}`;

/**
 * Articles' drawn covers. A minute in memory: a cover showing a live match's score follows it closely
 * enough, and a list of 30 articles costs 30 small queries at most once a minute.
 */
export const ARTICLE_COVER_TTL_MS = 60 * 1000;

export class ArticleCoverCache {
  private cache: PictureCache;

  constructor(
    private db: Db,
    now: () => number = Date.now,
  ) {
    this.cache = new PictureCache(ARTICLE_COVER_TTL_MS, now);
  }

  /** A published article's cover; null for an id readers cannot see. */
  get(id: number): Promise<Picture | null> {
    return this.cache.get(String(id), async () => {
      const facts = await articleCoverFacts(this.db, id);
      return facts ? articleCoverSvg(facts) : null;
    });
  }
}

/** The artwork of the catalogue's gifts (public/gifts/), by gift name. */
const GIFT_ART: Record<string, string> = {
  荧光棒: 'glow-stick',
  鲜花: 'flowers',
  点赞: 'thumbs-up',
  啤酒: 'beer',
  加油: 'cheer',
  足球: 'football',
  球衣: 'jersey',
  金哨: 'whistle',
  奖杯: 'trophy',
  跑车: 'sports-car',
  游艇: 'yacht',
  火箭: 'rocket',
};

/** A gift's picture: the icon an operator set, else the site's artwork for that gift, else '' (the client's disc). */
export function giftIcon(gift: { name: string; icon: string }): string {
  if (gift.icon) return gift.icon;
  const slug = GIFT_ART[gift.name];
  return slug ? `/gifts/${slug}.svg` : '';
}
