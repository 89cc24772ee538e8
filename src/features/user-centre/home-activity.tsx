// /v/home's recent activity: followed anchors live now, the next reserved matches, the latest collected
// articles — each card with a link to its full page and an empty state that says what to do.
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { NEWS_PAGE_SIZE, newsMyCollect } from '../../../contract/calls/news';
import { ATTENTION_KIND, myAttention } from '../../../contract/calls/user';
import { formatShort } from '../../../contract/format/dates';
import { SiteLink } from '../../components/site-link';
import { callQuery } from '../../lib/query';
import { roomHref } from '../live-list/room-card';
import { articleHref } from '../news/news-row';
import { CentreCard } from './centre-frame';
import { followedMatchesQuery, orderForReserve } from './followed-matches';
import { MatchLine } from './match-line';
import { UserAvatar } from './user-avatar';

const SHOWN = 3;

const more = (href: string, testId: string) => (
  <SiteLink href={href} data-testid={testId} className="text-xs text-brand-600 hover:underline">
    全部
  </SiteLink>
);

function Note({ children }: { children: ReactNode }) {
  return <p className="py-4 text-center text-sm text-neutral-400">{children}</p>;
}

function LiveAnchors() {
  // Live anchors come first in the follow list: the first page holds them if any is live.
  const { data: answer } = useQuery(
    callQuery(
      myAttention,
      { type: 1, kind: ATTENTION_KIND.anchor, page: 1, pageSize: 12 },
      { staleTime: 0 },
    ),
  );
  const live = answer?.success ? answer.data.list.filter((a) => a.live && a.roomId !== null) : [];
  return (
    <CentreCard
      title="关注的主播在直播"
      testId="home-live"
      extra={more('/v/attention', 'home-live-more')}
    >
      {!answer ? (
        <Note>加载中…</Note>
      ) : live.length === 0 ? (
        <Note>
          关注的主播暂未开播，
          <SiteLink href="/live/all" className="text-brand-600 hover:underline">
            去看看谁在直播
          </SiteLink>
        </Note>
      ) : (
        <ul className="flex gap-4 overflow-x-auto pb-1">
          {live.map((a) => (
            <li key={a.id} className="shrink-0">
              <SiteLink
                href={roomHref(a.roomId!)}
                data-testid="home-live-anchor"
                className="flex w-20 flex-col items-center gap-1.5 text-xs text-neutral-700 hover:text-brand-600"
              >
                <UserAvatar
                  portrait={a.portrait}
                  nickName={a.nickName}
                  className="size-14 text-xl ring-2 ring-brand-500 ring-offset-2"
                />
                <span className="w-full truncate text-center">{a.nickName}</span>
                <span className="rounded-full bg-brand-500 px-2 text-[10px] leading-4 text-white">
                  直播中
                </span>
              </SiteLink>
            </li>
          ))}
        </ul>
      )}
    </CentreCard>
  );
}

function NextMatches() {
  const { data } = useQuery(followedMatchesQuery);
  const upcoming = Array.isArray(data) ? orderForReserve(data).upcoming.slice(0, SHOWN) : null;
  return (
    <CentreCard
      title="即将开赛的预约"
      testId="home-reserve"
      extra={more('/v/reserve', 'home-reserve-more')}
    >
      {!upcoming ? (
        <Note>{data && !Array.isArray(data) ? data.msg : '加载中…'}</Note>
      ) : upcoming.length === 0 ? (
        <Note>
          没有未开赛的预约，
          <SiteLink href="/football" className="text-brand-600 hover:underline">
            去比分页预约比赛
          </SiteLink>
        </Note>
      ) : (
        <ul className="space-y-2">
          {upcoming.map((m) => (
            <MatchLine key={`${m.matchType}:${m.id}`} match={m} />
          ))}
        </ul>
      )}
    </CentreCard>
  );
}

function LatestArticles() {
  const { data: answer } = useQuery(
    callQuery(newsMyCollect, { page: 1, pageSize: NEWS_PAGE_SIZE }, { staleTime: 0 }),
  );
  const list = answer?.success ? answer.data.list.slice(0, SHOWN) : null;
  return (
    <CentreCard
      title="最近收藏的文章"
      testId="home-collection"
      extra={more('/v/collection', 'home-collection-more')}
    >
      {!list ? (
        <Note>{answer ? answer.msg : '加载中…'}</Note>
      ) : list.length === 0 ? (
        <Note>
          还没有收藏文章，
          <SiteLink href="/news" className="text-brand-600 hover:underline">
            去看头条
          </SiteLink>
        </Note>
      ) : (
        <ul className="divide-y divide-neutral-100">
          {list.map((item) => (
            <li key={item.id} className="flex items-center gap-3 py-2.5 first:pt-0 last:pb-0">
              <SiteLink
                href={articleHref(item.id)}
                data-testid="home-article"
                className="min-w-0 flex-1 truncate text-[14px] text-neutral-800 hover:text-brand-600"
              >
                {item.title}
              </SiteLink>
              <span className="shrink-0 font-mono text-xs text-neutral-400">
                {formatShort(item.publishedAt)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </CentreCard>
  );
}

export function HomeActivity() {
  return (
    <>
      <LiveAnchors />
      <NextMatches />
      <LatestArticles />
    </>
  );
}
