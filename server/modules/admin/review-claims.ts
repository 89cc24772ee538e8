// Claims on the review queues: an operator claims an item so no one else decides it while they look; the claim
// lasts REVIEW_CLAIM_MS, is renewed by its holder and taken over by anyone once it has expired.
import { and, eq, gt, inArray, or, sql } from 'drizzle-orm';
import { REVIEW_CLAIM_MS, type ReviewClaim } from '../../../contract/calls/admin-review';
import { errors } from '../../../contract/errors';
import { adminReviewClaims } from '../../db/schema';
import { ApiError } from '../../http/api-error';
import type { DbOrTx } from './audit';

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
