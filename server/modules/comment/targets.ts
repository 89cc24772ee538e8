// What can be commented on, and whether that thing is there for readers to comment on.
import { COMMENT_TARGET_NEWS } from '../../../contract/calls/comment';
import type { Db } from '../../db/client';
import { isReadableArticle } from '../news/service';

export async function targetExists(db: Db, type: number, id: number) {
  if (type === COMMENT_TARGET_NEWS) return isReadableArticle(db, id);
  return false;
}
