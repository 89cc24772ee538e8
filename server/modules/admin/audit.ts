// The audit log: one function every admin action calls (in the action's own transaction where it has one),
// and its readers: a filtered page and the CSV export. The table refuses UPDATE and DELETE (migration 0025).
import { and, desc, eq, gte, lt, type SQL, sql } from 'drizzle-orm';
import { AUDIT_EXPORT_MAX, type AuditEntry } from '../../../contract/calls/admin';
import { addChinaDays, chinaDayStart } from '../../../contract/format/china-day';
import type { Db } from '../../db/client';
import { adminAudit } from '../../db/schema';

/** A database handle or a transaction of one. */
export type DbOrTx = Db | Parameters<Parameters<Db['transaction']>[0]>[0];

/** Who acts and from where: the signed-in admin, or the name typed at a failed login. */
export interface AdminActor {
  id: number | null;
  username: string;
  ip: string;
  userAgent: string;
}

export interface AuditContext {
  db: DbOrTx;
  actor: AdminActor;
}

export interface AuditRecord {
  /** dotted: admin.login, admin.create, admin.role … */
  action: string;
  targetType?: string;
  targetId?: string | number;
  before?: unknown;
  after?: unknown;
  reason?: string;
}

export async function audit({ db, actor }: AuditContext, record: AuditRecord) {
  await db.insert(adminAudit).values({
    adminId: actor.id,
    username: actor.username.slice(0, 64),
    action: record.action,
    targetType: record.targetType ?? '',
    targetId: record.targetId === undefined ? '' : String(record.targetId),
    before: record.before ?? null,
    after: record.after ?? null,
    reason: record.reason ?? '',
    ip: actor.ip,
    userAgent: actor.userAgent.slice(0, 300),
  });
}

export interface AuditFilters {
  username?: string;
  action?: string;
  targetType?: string;
  targetId?: string;
  from?: string;
  to?: string;
}

function whereOf(f: AuditFilters): SQL | undefined {
  const parts: SQL[] = [];
  if (f.username) parts.push(eq(adminAudit.username, f.username));
  if (f.action) parts.push(eq(adminAudit.action, f.action));
  if (f.targetType) parts.push(eq(adminAudit.targetType, f.targetType));
  if (f.targetId) parts.push(eq(adminAudit.targetId, f.targetId));
  if (f.from) parts.push(gte(adminAudit.at, new Date(chinaDayStart(f.from))));
  if (f.to) parts.push(lt(adminAudit.at, new Date(chinaDayStart(addChinaDays(f.to, 1)))));
  return parts.length > 0 ? and(...parts) : undefined;
}

const entryOf = (r: typeof adminAudit.$inferSelect): AuditEntry => ({
  id: r.id,
  adminId: r.adminId,
  username: r.username,
  action: r.action,
  targetType: r.targetType,
  targetId: r.targetId,
  before: r.before,
  after: r.after,
  reason: r.reason,
  ip: r.ip,
  userAgent: r.userAgent,
  at: r.at.getTime(),
});

export async function auditPage(db: Db, filters: AuditFilters, page: number, pageSize: number) {
  const where = whereOf(filters);
  const [rows, [count], actions] = await Promise.all([
    db
      .select()
      .from(adminAudit)
      .where(where)
      .orderBy(desc(adminAudit.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ n: sql<number>`count(*)::int` }).from(adminAudit).where(where),
    db.selectDistinct({ action: adminAudit.action }).from(adminAudit).orderBy(adminAudit.action),
  ]);
  return {
    list: rows.map(entryOf),
    total: count?.n ?? 0,
    page,
    pageSize,
    actions: actions.map((a) => a.action),
  };
}

const csvCell = (value: unknown) => {
  let text =
    value === null || value === undefined
      ? ''
      : typeof value === 'string'
        ? value
        : JSON.stringify(value);
  // A cell a spreadsheet would run as a formula is made plain text.
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
};

export const AUDIT_CSV_HEADER = [
  '编号',
  '时间(UTC)',
  '账号ID',
  '账号',
  '操作',
  '对象类型',
  '对象ID',
  '原因',
  '地址',
  '浏览器',
  '修改前',
  '修改后',
];

/** The filtered log as CSV (UTF-8 with a BOM, which spreadsheet programs need for Chinese), newest first. */
export async function auditCsv(db: Db, filters: AuditFilters) {
  const rows = await db
    .select()
    .from(adminAudit)
    .where(whereOf(filters))
    .orderBy(desc(adminAudit.id))
    .limit(AUDIT_EXPORT_MAX);
  const lines = [AUDIT_CSV_HEADER.join(',')];
  for (const r of rows)
    lines.push(
      [
        r.id,
        r.at.toISOString(),
        r.adminId,
        r.username,
        r.action,
        r.targetType,
        r.targetId,
        r.reason,
        r.ip,
        r.userAgent,
        r.before,
        r.after,
      ]
        .map(csvCell)
        .join(','),
    );
  return { csv: `\uFEFF${lines.join('\r\n')}\r\n`, rows: rows.length };
}
