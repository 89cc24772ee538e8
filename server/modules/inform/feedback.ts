// Feedback from /about/10006: stored for operators, tied to the user when one is logged in.
import type { Db } from '../../db/client';
import { feedback } from '../../db/schema';

export interface NewFeedback {
  userId: number | null;
  type: number;
  content: string;
  contact: string;
}

export async function addFeedback(db: Db, input: NewFeedback) {
  const [row] = await db.insert(feedback).values(input).returning({ id: feedback.id });
  return row!;
}
