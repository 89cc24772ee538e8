// The collection's 比赛 tab: the matches I starred (★ on the score pages), latest first, 30 a page, each
// with 取消收藏 and a link to its match centre.
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { TypedMatchItem } from '../../../contract/calls/match';
import { followMatch } from '../../api/match';
import { SiteLink } from '../../components/site-link';
import { showToast } from '../login/toast';
import { LoadState } from './centre-frame';
import { CentrePager, EmptyNote } from './centre-pager';
import { followedMatchesQuery } from './followed-matches';
import { MatchLine, RowAction } from './match-line';

const PAGE_SIZE = 30;

export function CollectedMatches() {
  const [page, setPage] = useState(1);
  const [busy, setBusy] = useState<number | null>(null);
  const { data, refetch } = useQuery(followedMatchesQuery);
  const uncollect = (m: TypedMatchItem) => {
    setBusy(m.id);
    void followMatch(m.matchType, m.id, false).then(async (answer) => {
      if (answer.success) {
        showToast('已取消收藏', 'success');
        await refetch();
      } else showToast(answer.msg, 'error');
      setBusy(null);
    });
  };
  if (!Array.isArray(data))
    return <LoadState error={data ? data.msg : null} onRetry={() => void refetch()} />;
  if (data.length === 0)
    return (
      <EmptyNote
        testId="collection-empty"
        text="还没有收藏比赛，在比分页点 ★ 收藏关心的比赛"
        action={
          <SiteLink
            href="/football"
            className="rounded-full border border-brand-300 px-5 py-1.5 text-brand-600 hover:bg-brand-50"
          >
            去比分页
          </SiteLink>
        }
      />
    );
  const pages = Math.max(1, Math.ceil(data.length / PAGE_SIZE));
  const shown = Math.min(page, pages);
  return (
    <>
      <ul className="space-y-2">
        {data.slice((shown - 1) * PAGE_SIZE, shown * PAGE_SIZE).map((m) => (
          <MatchLine
            key={`${m.matchType}:${m.id}`}
            match={m}
            action={
              <RowAction
                label="取消收藏"
                testId="collection-unstar"
                busy={busy === m.id}
                onClick={() => uncollect(m)}
              />
            }
          />
        ))}
      </ul>
      <CentrePager page={shown} total={data.length} pageSize={PAGE_SIZE} onPage={setPage} />
    </>
  );
}
