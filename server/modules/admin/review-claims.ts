// Claims on the review queues: an operator claims an item so no one else decides it while they look; the claim
// lasts REVIEW_CLAIM_MS, is renewed by its holder and taken over by anyone once it has expired.
import { and, eq, gt, inArray, or, sql } from 'drizzle-orm';
import { REVIEW_CLAIM_MS, type ReviewClaim } from '../../../contract/calls/admin-review';
import { errors } from '../../../contract/errors';
import { adminReviewClaims } from '../../db/schema';
import { ApiError } from '../../http/api-error';
import { type AdminActor, audit, type DbOrTx } from './audit';

export type ClaimKind = 'anchor' | 'expert' | 'withdrawal' | 'content';

interface Claimer {
  id: number | null;
  username: string;
}

type ClaimRow = typeof adminReviewClaims.$inferSelect;

const claimOf = (row: ClaimRow, adminId: number | null): ReviewClaim => ({
  adminId: row.adminId,
  username: row.username,
  expiresAt: row.expiresAt.getTime(),
  mine: row.adminId === adminId,
});

/** Claims (or renews) an item for the admin; refused while another admin's claim lasts. */
export async function claimItem(
  db: DbOrTx,
  kind: ClaimKind,
  itemId: number,
  admin: Claimer,
): Promise<ReviewClaim> {
  if (admin.id === null) throw new ApiError(errors.adminNotLoggedIn);
  const now = new Date();
  const [row] = await db
    .insert(adminReviewClaims)
    .values({
      kind,
      itemId,
      adminId: admin.id,
      username: admin.username,
      expiresAt: new Date(now.getTime() + REVIEW_CLAIM_MS),
    })
    .onConflictDoUpdate({
      target: [adminReviewClaims.kind, adminReviewClaims.itemId],
      set: {
        adminId: sql`excluded.admin_id`,
        username: sql`excluded.username`,
        expiresAt: sql`excluded.expires_at`,
      },
      setWhere: or(
        sql`${adminReviewClaims.expiresAt} <= ${now.toISOString()}`,
        eq(adminReviewClaims.adminId, admin.id),
      ),
    })
    .returning();
  if (row) return claimOf(row, admin.id);
  const [held] = await db
    .select()
    .from(adminReviewClaims)
    .where(and(eq(adminReviewClaims.kind, kind), eq(adminReviewClaims.itemId, itemId)));
  throw new ApiError(
    errors.reviewClaimed,
    held ? `该条已被 ${held.username} 认领处理中，请稍后再试` : undefined,
    held ? claimOf(held, admin.id) : null,
  );
}

/** The live claims of some items, by item id. */
export async function claimsOf(
  db: DbOrTx,
  kind: ClaimKind,
  itemIds: number[],
  adminId: number | null,
): Promise<Map<number, ReviewClaim>> {
  const out = new Map<number, ReviewClaim>();
  if (itemIds.length === 0) return out;
  const rows = await db
    .select()
    .from(adminReviewClaims)
    .where(
      and(
        eq(adminReviewClaims.kind, kind),
        inArray(adminReviewClaims.itemId, itemIds),
        gt(adminReviewClaims.expiresAt, new Date()),
      ),
    );
  for (const r of rows) out.set(r.itemId, claimOf(r, adminId));
  return out;
}

/** A decided item's claim is no longer needed. */
export async function releaseClaim(db: DbOrTx, kind: ClaimKind, itemId: number) {
  await db
    .delete(adminReviewClaims)
    .where(and(eq(adminReviewClaims.kind, kind), eq(adminReviewClaims.itemId, itemId)));
}

/** Each item of a page with its live claim (null when none). */
export async function withClaims<T extends { id: number }>(
  db: DbOrTx,
  kind: ClaimKind,
  items: T[],
  adminId: number | null,
): Promise<(T & { claim: ReviewClaim | null })[]> {
  const claims = await claimsOf(
    db,
    kind,
    items.map((i) => i.id),
    adminId,
  );
  return items.map((i) => ({ ...i, claim: claims.get(i.id) ?? null }));
}

/** Claims a waiting item for the admin and records the claim in the audit log (the caller checked it waits). */
export async function claimAudited(
  db: DbOrTx,
  actor: AdminActor,
  kind: ClaimKind,
  target: { targetType: string; targetId: number; action?: string },
) {
  const claim = await claimItem(db, kind, target.targetId, actor);
  await audit(
    { db, actor },
    {
      action: target.action ?? 'review.claim',
      targetType: target.targetType,
      targetId: target.targetId,
      after: claim,
    },
  );
  return claim;
}

/** A queue's answer: one page of items and the count of all that match. */
export const queuePage = <T>(
  q: { page: number; pageSize: number },
  list: T[],
  total: { n: number } | undefined,
) => ({ list, total: total?.n ?? 0, page: q.page, pageSize: q.pageSize });
