// /v/new (写文章): anchors and experts write headlines in a rich-text editor and follow them in 我的文章;
// anyone else learns who may write and how to become an anchor. The editor's code loads with its tab only.
import { useNavigate } from '@tanstack/react-router';
import { lazy, Suspense, useCallback, useRef, useState } from 'react';
import { MyArticles } from '../../features/authoring/my-articles';
import type { NewArticleSearch, NewArticleTab } from '../../features/authoring/new-search';
import { NotAuthorCard } from '../../features/authoring/not-author-card';
import { currentSession, session$ } from '../../features/user/session';
import { CentreCard, LoadState, UserCentreFrame } from '../../features/user-centre/centre-frame';
import { useObservable } from '../../lib/use-observable';

const ArticleWriter = lazy(() =>
  import('../../features/authoring/article-writer').then((m) => ({ default: m.ArticleWriter })),
);

const tabs: { key: NewArticleTab; label: string }[] = [
  { key: 'write', label: '写文章' },
  { key: 'mine', label: '我的文章' },
];

function Tabs({ tab, onChange }: { tab: NewArticleTab; onChange(tab: NewArticleTab): void }) {
  return (
    <div role="tablist" aria-label="写文章" className="flex gap-1">
      {tabs.map(({ key, label }) => (
        <button
          key={key}
          type="button"
          role="tab"
          aria-selected={key === tab}
          data-testid={`new-tab-${key}`}
          onClick={() => onChange(key)}
          className={`h-9 rounded px-4 text-sm transition ${
            key === tab
              ? 'bg-brand-500 font-semibold text-white'
              : 'text-neutral-700 hover:bg-neutral-100'
          }`}
        >
          {label}
        </button>
      ))}
    </div>
  );
}

/** Which article the editor has open (`id`, as the address names it) and what a new editor loads
 *  (`openedId`); `key` changes when another article opens. An editor keeps the id it opened with. */
interface Open {
  key: number;
  openedId: number | null;
  id: number | null;
}

export function NewArticlePage({ tab, id }: NewArticleSearch) {
  const { userInfo } = useObservable(session$, currentSession());
  const navigate = useNavigate();
  const wanted = id ?? null;
  const [open, setOpen] = useState<Open>({ key: 0, openedId: wanted, id: wanted });
  // The id the open editor's own first save gave (set before the address changes, read in render).
  const adopted = useRef<number | null>(null);
  if (wanted !== open.id) {
    // The address caught up with the open editor's save: it stays as it is.
    if (wanted !== null && wanted === adopted.current)
      setOpen({ ...open, openedId: wanted, id: wanted });
    // Another article named in the address (编辑 in 我的文章, 再写一篇): the editor starts over with it.
    else setOpen({ key: open.key + 1, openedId: wanted, id: wanted });
  }

  const go = useCallback(
    (search: NewArticleSearch, replace = false) => void navigate({ to: '/v/new', search, replace }),
    [navigate],
  );
  // The editor's first save gave the article its id: the address names it (a reload edits it), and the
  // editor that is open stays as it is.
  const onSaved = useCallback(
    (saved: number) => {
      // The page takes the id when the address changes (above), not before: until then the address
      // still names the old one and would read as another article.
      adopted.current = saved;
      go({ tab: 'write', id: saved }, true);
    },
    [go],
  );
  const startOver = () => setOpen((o) => ({ key: o.key + 1, openedId: o.id, id: o.id }));
  const writeAnother = () => {
    adopted.current = null;
    // An address without an id already: only a new key starts over. Otherwise the address leads
    // (its change to no id starts the editor over, above).
    if (wanted === null) setOpen((o) => ({ key: o.key + 1, openedId: null, id: null }));
    else go({ tab: 'write', id: undefined });
  };

  const canWrite = userInfo !== null && (userInfo.isAnchor === 1 || userInfo.isExpert === 1);
  return (
    <UserCentreFrame active="new" testId="new-article-page">
      {!userInfo ? (
        <CentreCard title="写文章">
          <LoadState error={null} onRetry={() => {}} />
        </CentreCard>
      ) : !canWrite ? (
        <CentreCard title="写文章">
          <NotAuthorCard />
        </CentreCard>
      ) : (
        <CentreCard
          title={tab === 'mine' ? '我的文章' : open.id === null ? '写文章' : '编辑文章'}
          extra={
            <Tabs
              tab={tab}
              onChange={(next) =>
                go({ tab: next, id: next === 'write' ? (open.id ?? undefined) : undefined })
              }
            />
          }
        >
          {tab === 'mine' ? (
            <MyArticles />
          ) : (
            <Suspense fallback={<LoadState error={null} onRetry={() => {}} />}>
              <ArticleWriter
                key={open.key}
                userId={userInfo.id}
                articleId={open.openedId}
                onSaved={onSaved}
                onWriteAnother={writeAnother}
                onReset={startOver}
              />
            </Suspense>
          )}
        </CentreCard>
      )}
    </UserCentreFrame>
  );
}
