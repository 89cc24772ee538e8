// Highlights (集锦): each match's goal clips as one package, listed by sport and day (most watched first)
// and read with its clips. A clip plays through a signed URL (signed-urls.ts) only for those who may watch
// it: the preview for everyone, the rest for buyers; a locked clip's answer carries no address at all.
import { and, asc, count, desc, eq, gte, inArray, lt, type SQL, sql, sum } from 'drizzle-orm';
import { unitsToAmount } from '../../../contract/calls/pay';
import type { ClipCard, HighlightPackage } from '../../../contract/calls/playback';
import { errors } from '../../../contract/errors';
import { chinaDayStart } from '../../../contract/format/china-day';
import type { Db } from '../../db/client';
import { highlightClips, highlightPackages, highlightPurchases, matches } from '../../db/schema';
import { ApiError } from '../../http/api-error';
import { typedMatchItems } from '../match/service';
import { signedMediaUrl, type UrlSigner } from './signed-urls';

type PackageRow = typeof highlightPackages.$inferSelect;
type ClipRow = typeof highlightClips.$inferSelect;

const isDone = eq(highlightClips.status, 'done');

/** The packages a user owns among `ids` (a free package is everyone's). */
async function ownedOf(db: Db, userId: number | null, ids: number[]) {
  if (userId === null || ids.length === 0) return new Set<number>();
  const rows = await db
    .select({ id: highlightPurchases.packageId })
    .from(highlightPurchases)
    .where(and(eq(highlightPurchases.userId, userId), inArray(highlightPurchases.packageId, ids)));
  return new Set(rows.map((r) => r.id));
}

async function packageCards(
  db: Db,
  rows: PackageRow[],
  userId: number | null,
  signer: UrlSigner,
): Promise<HighlightPackage[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const [items, stats, covers, owned] = await Promise.all([
    typedMatchItems(
      db,
      inArray(
        matches.id,
        rows.map((r) => r.matchId),
      ),
    ),
    db
      .select({
        id: highlightClips.packageId,
        n: count(),
        ms: sum(highlightClips.durationMs).mapWith(Number),
      })
      .from(highlightClips)
      .where(and(inArray(highlightClips.packageId, ids), isDone))
      .groupBy(highlightClips.packageId),
    // The cover is the preview's thumbnail (it is free to see).
    db
      .select({ id: highlightClips.packageId, cover: highlightClips.cover })
      .from(highlightClips)
      .where(and(inArray(highlightClips.packageId, ids), isDone, eq(highlightClips.free, true))),
    ownedOf(db, userId, ids),
  ]);
  const itemOf = new Map(items.map((i) => [i.id, i]));
  const statOf = new Map(stats.map((s) => [s.id, s]));
  const coverOf = new Map(covers.map((c) => [c.id, c.cover]));
  return rows.flatMap((r) => {
    const match = itemOf.get(r.matchId);
    if (!match) return [];
    const { home, away } = match;
    const title = `${match.competition} ${home.name} ${home.score}-${away.score} ${away.name} 进球集锦`;
    return [
      {
        id: r.id,
        match,
        title,
        cover: signedMediaUrl(signer, coverOf.get(r.id) ?? ''),
        clips: statOf.get(r.id)?.n ?? 0,
        durationSeconds: Math.round((statOf.get(r.id)?.ms ?? 0) / 1000),
        price: unitsToAmount(r.priceUnits),
        purchased: r.priceUnits === 0 || owned.has(r.id),
        createdAt: r.createdAt.getTime(),
      },
    ];
  });
}

export interface HighlightFilter {
  matchType?: 'football' | 'basketball';
  date?: string;
  matchId?: number;
  page: number;
  pageSize: number;
}

/** Packages with at least one clip cut, by the day their match kicked off, most watched first. */
export async function highlightList(
  db: Db,
  filter: HighlightFilter,
  userId: number | null,
  signer: UrlSigner,
) {
  const where: SQL[] = [
    sql`exists (select 1 from ${highlightClips} where ${highlightClips.packageId} = ${highlightPackages.id} and ${highlightClips.status} = 'done')`,
  ];
  if (filter.matchId !== undefined) where.push(eq(highlightPackages.matchId, filter.matchId));
  else if (filter.date) {
    const from = chinaDayStart(filter.date);
    where.push(
      gte(matches.kickoffAt, new Date(from)),
      lt(matches.kickoffAt, new Date(from + 86_400_000)),
    );
  }
  if (filter.matchType) where.push(eq(matches.sport, filter.matchType));
  const condition = and(...where);
  const [rows, [total]] = await Promise.all([
    db
      .select({ p: highlightPackages })
      .from(highlightPackages)
      .innerJoin(matches, eq(matches.id, highlightPackages.matchId))
      .where(condition)
      .orderBy(desc(highlightPackages.views), desc(matches.kickoffAt), desc(highlightPackages.id))
      .limit(filter.pageSize)
      .offset((filter.page - 1) * filter.pageSize),
    db
      .select({ n: count() })
      .from(highlightPackages)
      .innerJoin(matches, eq(matches.id, highlightPackages.matchId))
      .where(condition),
  ]);
  return {
    list: await packageCards(
      db,
      rows.map((r) => r.p),
      userId,
      signer,
    ),
    total: total?.n ?? 0,
    page: filter.page,
    pageSize: filter.pageSize,
  };
}

export function clipCards(rows: ClipRow[], unlocked: boolean, signer: UrlSigner): ClipCard[] {
  return rows.map((c) => {
    const open = c.free || unlocked;
    return {
      id: c.id,
      matchId: c.matchId,
      replayId: c.replayId,
      replayOffsetSeconds: Math.round(c.eventOffsetMs / 1000),
      title: c.title,
      minute: c.minute,
      addedMinute: c.addedMinute,
      side: c.side,
      homeScore: c.homeScore,
      awayScore: c.awayScore,
      cover: signedMediaUrl(signer, c.cover),
      durationSeconds: Math.round(c.durationMs / 1000),
      free: c.free,
      locked: !open,
      url: open ? signedMediaUrl(signer, c.file) : '',
    };
  });
}

/** The clips of a match that are cut, in match order, as a user may see them. */
export async function matchClips(
  db: Db,
  matchId: number,
  userId: number | null,
  signer: UrlSigner,
): Promise<{ packageId: number | null; clips: ClipCard[] }> {
  const [pkg] = await db
    .select()
    .from(highlightPackages)
    .where(eq(highlightPackages.matchId, matchId));
  if (!pkg) return { packageId: null, clips: [] };
  const rows = await db
    .select()
    .from(highlightClips)
    .where(and(eq(highlightClips.packageId, pkg.id), isDone))
    .orderBy(
      asc(highlightClips.minute),
      asc(highlightClips.addedMinute),
      asc(highlightClips.eventIdx),
    );
  const unlocked = pkg.priceUnits === 0 || (await ownedOf(db, userId, [pkg.id])).has(pkg.id);
  return { packageId: pkg.id, clips: clipCards(rows, unlocked, signer) };
}

export async function findPackage(db: Db, id: number): Promise<PackageRow> {
  const [row] = await db.select().from(highlightPackages).where(eq(highlightPackages.id, id));
  if (!row) throw new ApiError(errors.highlightNotFound);
  return row;
}

/** /inform/movie-highlights/detail: the package and its clips; counts a view. */
export async function highlightDetail(
  db: Db,
  id: number,
  userId: number | null,
  signer: UrlSigner,
) {
  const pkg = await findPackage(db, id);
  const [card] = await packageCards(db, [pkg], userId, signer);
  if (!card || card.clips === 0) throw new ApiError(errors.highlightNotFound);
  await db
    .update(highlightPackages)
    .set({ views: sql`${highlightPackages.views} + 1` })
    .where(eq(highlightPackages.id, id));
  const { clips } = await matchClips(db, pkg.matchId, userId, signer);
  return { ...card, list: clips };
}
