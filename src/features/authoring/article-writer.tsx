// 写文章: a new article, or one of the author's own opened again (?id=), with this browser's newer copy
// restored when there is one. This file and the editor load only when the tab opens (lazy in the page).
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import {
  editableStatuses,
  type MyArticle,
  newsMyArticle,
} from '../../../contract/calls/news-authoring';
import type { ArticleForm } from '../../../machines/article-editor';
import { SiteLink } from '../../components/site-link';
import { callQuery } from '../../lib/query';
import { LoadState } from '../user-centre/centre-frame';
import { ArticleFormView } from './article-form';
import { clearLocalDraft, readLocalDraft } from './local-draft';

const blank: ArticleForm = {
  title: '',
  summary: '',
  body: '',
  text: '',
  columnNo: '',
  categoryId: null,
  matchId: null,
  cover: '',
};

const formOf = (a: MyArticle): ArticleForm => ({
  title: a.title,
  summary: a.summary,
  body: a.body,
  // The editor gives the text on its first change; until then the count reads the stored body.
  text: a.body.replace(/<[^>]*>/g, ' '),
  columnNo: a.columnNo,
  categoryId: a.categoryId,
  matchId: a.matchId,
  cover: a.cover,
});

interface Props {
  userId: number;
  articleId: number | null;
  onSaved(id: number): void;
  onWriteAnother(): void;
  /** Start over from the server's copy (or a blank page): the restored one is dropped. */
  onReset(): void;
}

function Opened({ article, ...props }: Props & { article: MyArticle | null }) {
  const { userId, articleId } = props;
  // Read once: later copies in this browser are the form's own.
  const [start] = useState(() => {
    const local = readLocalDraft(userId, articleId);
    const serverAt = article ? Date.parse(article.updatedAt) : 0;
    if (local && local.at > serverAt) return { form: local.form, restored: true };
    return { form: article ? formOf(article) : blank, restored: false };
  });
  return (
    <ArticleFormView
      userId={userId}
      articleId={articleId}
      initial={start.form}
      restored={start.restored}
      onDiscardRestored={() => {
        clearLocalDraft(userId, articleId);
        props.onReset();
      }}
      onSaved={props.onSaved}
      onWriteAnother={props.onWriteAnother}
    />
  );
}

export function ArticleWriter(props: Props) {
  // What this editor opened: its own first save gives the article an id, and the address (the page's
  // articleId) follows, but the open form stays; a later visit to the tab opens the saved article.
  const [articleId] = useState(props.articleId);
  const existing = useQuery({
    ...callQuery(newsMyArticle, { id: articleId ?? 1 }, { staleTime: 0 }),
    enabled: articleId !== null,
  });
  if (articleId === null) return <Opened {...props} articleId={null} article={null} />;
  const answer = existing.data;
  if (!answer) return <LoadState error={null} onRetry={() => void existing.refetch()} />;
  if (!answer.success)
    return <LoadState error={answer.msg} onRetry={() => void existing.refetch()} />;
  if (!editableStatuses.includes(answer.data.status)) {
    return (
      <div data-testid="article-locked" className="py-14 text-center text-sm text-neutral-500">
        《{answer.data.title}》{answer.data.status === 'review' ? '正在审核中' : '已发布'}
        ，撤回后才能修改。
        <SiteLink href="/v/new?tab=mine" className="ml-2 text-brand-600 hover:underline">
          去我的文章
        </SiteLink>
      </div>
    );
  }
  return <Opened {...props} articleId={articleId} article={answer.data} />;
}
