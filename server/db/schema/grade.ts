// Levels and tasks (issue 23): each user's total experience (users.level follows it), the experience events
// with their per-day dedupe keys, daily check-ins, task reward claims (one per task and period) and the
// marks of one-off profile changes the newcomer tasks look for.
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './users';

export const userExperience = pgTable(
  'user_experience',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    experience: bigint('experience', { mode: 'number' }).notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('user_experience_not_negative', sql`${t.experience} >= 0`)],
);

export const experienceEvents = pgTable(
  'experience_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** watch, chat, gift, checkin, task (contract/grade.ts experienceSources). */
    source: text('source').notNull(),
    amount: integer('amount').notNull(),
    /** The China day it counts against that source's daily cap. */
    day: date('day', { mode: 'string' }).notNull(),
    /** What earned it (chat:<messageId>, gift:<recordId>…): the same thing never credits twice. */
    ref: text('ref').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'experience_events_source',
      sql`${t.source} in ('watch', 'chat', 'gift', 'checkin', 'task')`,
    ),
    check('experience_events_amount', sql`${t.amount} > 0`),
    uniqueIndex('experience_events_ref').on(t.ref),
    index('experience_events_user_day').on(t.userId, t.day, t.source),
  ],
);

export const checkins = pgTable(
  'checkins',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    streak: integer('streak').notNull(),
    reward: integer('reward').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'checkins_pk', columns: [t.userId, t.day] }),
    check('checkins_streak', sql`${t.streak} >= 1`),
  ],
);

export const taskClaims = pgTable(
  'task_claims',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    taskId: text('task_id').notNull(),
    /** The China day for a daily task, 'once' for a newcomer task. */
    period: text('period').notNull(),
    rewardKind: text('reward_kind').notNull(),
    amount: integer('amount').notNull(),
    /** The ledger transaction of a 球票 reward (系统赠送). */
    transactionId: bigint('transaction_id', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'task_claims_pk', columns: [t.userId, t.taskId, t.period] }),
    check('task_claims_reward_kind', sql`${t.rewardKind} in ('exp', 'ticket')`),
  ],
);

/** One-off things a user did that no other table remembers (修改昵称). */
export const userMarks = pgTable(
  'user_marks',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    mark: text('mark').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: 'user_marks_pk', columns: [t.userId, t.mark] })],
);
