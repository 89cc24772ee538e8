// 收藏 an article: shown at once, settled by the server's answer (collect is idempotent), rolled back with the
// server's message on a refusal; a visitor gets the login dialog. The article's cached answer follows.
import { useCallback, useEffect, useState } from 'react';
import type { CallData } from '../../../contract/call';
import { type newsDetail, newsMyCollect } from '../../../contract/calls/news';
import { collectArticle } from '../../api/news';
import { invalidateCall } from '../../lib/query';
import { setCallData } from '../../lib/use-call-result';
import { showToast } from '../login/toast';
import { currentSession, openLogin } from '../user/session';
import { newsArticleQuery } from './news-queries';

export function useCollect(article: CallData<typeof newsDetail>) {
  const [collected, setCollected] = useState(article.collected);
  const [busy, setBusy] = useState(false);
  useEffect(() => setCollected(article.collected), [article.collected]);
  const toggle = useCallback(() => {
    if (!currentSession().auth) {
      openLogin();
      return;
    }
    if (busy) return;
    const want = !collected;
    setCollected(want);
    setBusy(true);
    void collectArticle(article.id, want).then((answer) => {
      setBusy(false);
      if (answer.success) {
        setCollected(answer.data.collected);
        setCallData(newsArticleQuery(article.id), { ...article, collected: answer.data.collected });
        void invalidateCall(newsMyCollect);
        showToast(answer.data.collected ? '已收藏' : '已取消收藏', 'success');
      } else {
        setCollected(!want);
        showToast(answer.msg || '操作失败，请稍后再试', 'error');
      }
    });
  }, [article, busy, collected]);
  return { collected, busy, toggle };
}

export type Collect = ReturnType<typeof useCollect>;
