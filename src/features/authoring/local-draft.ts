// The article being written, kept in this browser as it is typed: a closed tab, a crash or a lost connection
// loses nothing. One copy per user and article (new articles share the key 'new'); a good save clears it.
import type { ArticleForm } from '../../../machines/article-editor';

export interface LocalDraft {
  form: ArticleForm;
  /** When it was written here (ms). */
  at: number;
}

const keyOf = (userId: number, articleId: number | null) =>
  `qiulive.article-draft.${userId}.${articleId ?? 'new'}`;

const isForm = (v: unknown): v is ArticleForm => {
  if (typeof v !== 'object' || v === null) return false;
  const f = v as Record<string, unknown>;
  return (
    ['title', 'summary', 'body', 'text', 'columnNo', 'cover'].every(
      (k) => typeof f[k] === 'string',
    ) &&
    (f.categoryId === null || typeof f.categoryId === 'number') &&
    (f.matchId === null || typeof f.matchId === 'number')
  );
};

export function readLocalDraft(userId: number, articleId: number | null): LocalDraft | null {
  try {
    const raw = localStorage.getItem(keyOf(userId, articleId));
    if (!raw) return null;
    const parsed = JSON.parse(raw) as { form?: unknown; at?: unknown };
    return isForm(parsed.form) && typeof parsed.at === 'number'
      ? { form: parsed.form, at: parsed.at }
      : null;
  } catch {
    return null;
  }
}

export function writeLocalDraft(userId: number, articleId: number | null, form: ArticleForm) {
  try {
    localStorage.setItem(keyOf(userId, articleId), JSON.stringify({ form, at: Date.now() }));
  } catch {
    // Storage full or disabled (private mode): the server copy is still one click away.
  }
}

export function clearLocalDraft(userId: number, articleId: number | null) {
  try {
    localStorage.removeItem(keyOf(userId, articleId));
  } catch {
    // As above.
  }
}
