// Real-name verification: GB 11643 ID-number check, one number per account, final once verified; only masked forms kept.

import { createHmac, scrypt as scryptCb } from 'node:crypto';
import { promisify } from 'node:util';
import { and, eq } from 'drizzle-orm';
import { REAL_NAME_STATUS, type RealNameStatus } from '../../../contract/calls/user';
import { errors } from '../../../contract/errors';
import { idNumberProblem, realNameProblem } from '../../../contract/user-rules';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { users } from '../../db/schema';
import { ApiError } from '../../http/api-error';

const scrypt = promisify(scryptCb) as (
  password: string,
  salt: string,
  keylen: number,
  options: { N: number; r: number; p: number },
) => Promise<Buffer>;

/** Submissions per user and hour: the "already used" answer must not become an ID-number oracle. */
export const REAL_NAME_TRIES_PER_HOUR = 10;

/**
 * Uniqueness needs the same hash for the same number, so there is no per-row salt; scrypt makes
 * walking the (small) space of ID numbers against a stolen table slow.
 */
export async function idNumberHash(idNumber: string) {
  const key = await scrypt(idNumber, 'qiulive:id-number:v1', 32, { N: 16384, r: 8, p: 1 });
  return `s1$${key.toString('base64')}`;
}

/**
 * The verified full name, keyed like the ID number's hash: a bank card's or Alipay account's holder
 * must match it (pay/payout-accounts.ts), and the name itself is never kept.
 */
export const realNameHash = (realName: string) =>
  `h1$${createHmac('sha256', 'qiulive:real-name:v1').update(realName.normalize('NFC')).digest('base64')}`;

/** 张三 → 张*; 阿依古丽·买买提 → 阿*******: the first character, the rest starred. */
export const maskRealName = (name: string) => {
  const chars = [...name];
  return `${chars[0] ?? ''}${'*'.repeat(Math.max(1, chars.length - 1))}`;
};

/** 11010519491231002X → 110***********002X */
export const maskIdNumber = (id: string) => `${id.slice(0, 3)}${'*'.repeat(11)}${id.slice(-4)}`;

const statusColumns = {
  realNameStatus: users.realNameStatus,
  realNameMasked: users.realNameMasked,
  idNumberMasked: users.idNumberMasked,
};

function statusOf(row: {
  realNameStatus: number;
  realNameMasked: string | null;
  idNumberMasked: string | null;
}): RealNameStatus {
  const verified = row.realNameStatus === REAL_NAME_STATUS.verified;
  return {
    status: verified ? 1 : 0,
    realName: verified ? (row.realNameMasked ?? '') : '',
    idNumber: verified ? (row.idNumberMasked ?? '') : '',
  };
}

export async function readRealName(db: Db, userId: number): Promise<RealNameStatus> {
  const [row] = await db.select(statusColumns).from(users).where(eq(users.id, userId));
  if (!row) throw new ApiError(errors.notLoggedIn);
  return statusOf(row);
}

export async function submitRealName(
  ctx: AppContext,
  userId: number,
  realName: string,
  idNumber: string,
): Promise<RealNameStatus> {
  const current = await readRealName(ctx.db, userId);
  if (current.status === REAL_NAME_STATUS.verified) throw new ApiError(errors.realNameVerified);
  const tries = await ctx.kv.increment(`real-name:tries:${userId}`, 3_600_000);
  if (tries > REAL_NAME_TRIES_PER_HOUR) throw new ApiError(errors.tooManyRequests);

  const nameProblem = realNameProblem(realName);
  if (nameProblem) throw new ApiError(errors.realNameInvalid, nameProblem);
  const idProblem = idNumberProblem(idNumber);
  if (idProblem) throw new ApiError(errors.idNumberInvalid, idProblem);

  const hash = await idNumberHash(idNumber);
  try {
    const [row] = await ctx.db
      .update(users)
      .set({
        realNameStatus: REAL_NAME_STATUS.verified,
        realNameMasked: maskRealName(realName),
        idNumberMasked: maskIdNumber(idNumber),
        idNumberHash: hash,
        realNameHash: realNameHash(realName),
        realNameAt: new Date(),
      })
      // The status in the condition: of two submissions at once only the first verifies.
      .where(and(eq(users.id, userId), eq(users.realNameStatus, REAL_NAME_STATUS.none)))
      .returning(statusColumns);
    if (!row) throw new ApiError(errors.realNameVerified);
    return statusOf(row);
  } catch (err) {
    if (isUniqueViolation(err)) throw new ApiError(errors.idNumberUsed);
    throw err;
  }
}
