// The centre's follow list (/v/attention) or fan list (/v/concern): role tabs with counts, 30 a page
// (spec §9), and the follow buttons acting in place — the list loads again with the server's answer.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import {
  ATTENTION_PAGE_SIZE,
  type AttentionKind,
  attentionKinds,
  myAttention,
} from '../../../contract/calls/user';
import { followUser } from '../../api/match';
import { SiteLink } from '../../components/site-link';
import { callQuery, invalidateCall } from '../../lib/query';
import { showToast } from '../login/toast';
import { LoadState } from './centre-frame';
import { CentrePager, CentreTabs, EmptyNote } from './centre-pager';
import { PersonRow } from './person-row';

type Mode = 'following' | 'fans';

const countKeys = ['all', 'anchor', 'expert', 'user'] as const;

const empties: Record<Mode, Record<AttentionKind, string>> = {
  following: {
    0: '你还没有关注任何人，关注主播后开播第一时间就能看到',
    1: '还没有关注主播',
    2: '还没有关注专家',
    3: '还没有关注其他球友',
  },
  fans: {
    0: '还没有粉丝，多在直播间和社区互动，让更多球友认识你',
    1: '还没有主播关注你',
    2: '还没有专家关注你',
    3: '还没有球友关注你',
  },
};

function EmptyAction({ mode }: { mode: Mode }) {
  const [href, label] =
    mode === 'following' ? ['/live/all', '去直播间看看'] : ['/community', '去社区逛逛'];
  return (
    <SiteLink
      href={href}
      className="rounded-full border border-brand-300 px-5 py-1.5 text-brand-600 hover:bg-brand-50"
    >
      {label}
    </SiteLink>
  );
}

export function PeopleList({ mode }: { mode: Mode }) {
  const [kind, setKind] = useState<AttentionKind>(0);
  const [page, setPage] = useState(1);
  const [busy, setBusy] = useState<number | null>(null);
  const type = mode === 'following' ? 1 : 2;
  const { data: answer, refetch } = useQuery({
    ...callQuery(
      myAttention,
      { type, kind, page, pageSize: ATTENTION_PAGE_SIZE },
      { staleTime: 0 },
    ),
    placeholderData: keepPreviousData,
  });
  const data = answer?.success ? answer.data : null;

  const follow = (id: number, on: boolean) => {
    setBusy(id);
    void followUser(id, on).then(async (result) => {
      if (!result.success) {
        setBusy(null);
        showToast(result.msg, 'error');
        return;
      }
      showToast(on ? '已回关' : '已取消关注', 'success');
      await invalidateCall(myAttention);
      setBusy(null);
      // An emptied last page steps back to the one before.
      if (data && data.list.length === 1 && page > 1 && !on && mode === 'following')
        setPage(page - 1);
    });
  };

  const tabs = ([0, 1, 2, 3] as const).map((key) => ({
    key,
    label: attentionKinds[key],
    count: data?.counts[countKeys[key]],
  }));

  return (
    <div data-testid={`people-${mode}`}>
      <CentreTabs
        tabs={tabs}
        active={kind}
        testId="people-tabs"
        onChange={(k) => {
          setKind(k);
          setPage(1);
        }}
      />
      <div className="mt-4">
        {!answer ? (
          <LoadState error={null} onRetry={() => void refetch()} />
        ) : !data ? (
          <LoadState error={answer.success ? null : answer.msg} onRetry={() => void refetch()} />
        ) : data.list.length === 0 ? (
          <EmptyNote
            testId="people-empty"
            text={empties[mode][kind]}
            action={<EmptyAction mode={mode} />}
          />
        ) : (
          <ul className="divide-y divide-neutral-100">
            {data.list.map((person) => (
              <PersonRow
                key={person.id}
                person={person}
                mode={mode}
                busy={busy === person.id}
                onFollow={(on) => follow(person.id, on)}
              />
            ))}
          </ul>
        )}
        {data && (
          <CentrePager
            page={page}
            total={data.total}
            pageSize={ATTENTION_PAGE_SIZE}
            onPage={setPage}
            testId="people-pager"
          />
        )}
      </div>
    </div>
  );
}
