// A lottery view (竞彩足球, 北京单场, 足彩, 竞彩篮球): the sport's lottery tabs, the issue switcher and the
// issue's matches in lottery number order, kept live by the score pushes of the sport.
import { useNavigate } from '@tanstack/react-router';
import { useCallback, useMemo } from 'react';
import {
  type LotteryLive,
  type LotteryView,
  lotteryIssue$,
  lotterySport,
} from '../../../streams/lottery-issue';
import type { Live } from '../../../streams/snapshot';
import type { LotteryCode } from '../../api/schedule';
import { useObservable } from '../../lib/use-observable';
import {
  ListMessage,
  LoadingRows,
  PageTitle,
  RowFlashStyle,
  StaleMark,
} from '../schedule/list-states';
import { useFollowed } from '../scores/board/use-followed';
import { useOpenMatch } from '../scores/open-match';
import { IssueBar } from './issue-bar';
import { LOTTERY_COLUMNS, LotteryRow, lotteryTitles } from './lottery-row';
import { handicapColumn, lotteryNames } from './lottery-rows';
import { LotteryTabs } from './lottery-tabs';

const LOADING: Live<LotteryLive> = { status: 'loading' };

const pathOf = {
  jczq: '/football/jczq',
  bjdc: '/football/bjdc',
  zc: '/football/zc',
  jclq: '/basketball/jclq',
} as const;

function IssueMatches({ code, view }: { code: LotteryCode; view: LotteryView }) {
  const type = lotterySport(code);
  const { followed, toggle } = useFollowed(type);
  const open = useOpenMatch(type);
  const titles = lotteryTitles(type, handicapColumn(code));
  return (
    <>
      <div
        className={`grid ${LOTTERY_COLUMNS[type]} items-center gap-x-2 border-b border-neutral-200 bg-neutral-50 px-3 py-1.5 text-xs text-neutral-500`}
      >
        {titles.map((title, i) => (
          <span
            // biome-ignore lint/suspicious/noArrayIndexKey: columns are positional
            key={i}
            className={
              title === '主队'
                ? 'text-right'
                : ['客队', '', '编号', '玩法'].includes(title)
                  ? ''
                  : 'text-center'
            }
          >
            {title}
          </span>
        ))}
      </div>
      {view.order.length === 0 ? (
        <ListMessage testId="lottery-empty">本期暂无比赛</ListMessage>
      ) : (
        // biome-ignore lint/a11y/noStaticElementInteractions: a row click opens the match centre; the star stays a button
        // biome-ignore lint/a11y/useKeyWithClickEvents: rows hold no focusable link to key on; the centre has its own routes
        <div data-testid="lottery-rows" className="cursor-pointer" onClick={open}>
          {view.order.map((id) => {
            const row = view.board.rows.get(id);
            const entry = view.entries.get(id);
            return row && entry ? (
              <LotteryRow
                key={id}
                code={code}
                type={type}
                row={row}
                entry={entry}
                followed={followed.has(id)}
                onFollow={toggle}
              />
            ) : null;
          })}
        </div>
      )}
    </>
  );
}

export function LotteryViewPage({ code, issue }: { code: LotteryCode; issue?: string }) {
  const stream = useMemo(() => lotteryIssue$(code, issue ?? ''), [code, issue]);
  const live = useObservable(stream, LOADING);
  const navigate = useNavigate();
  const chooseIssue = useCallback(
    (issueNo: string) => void navigate({ to: pathOf[code], search: { issue: issueNo } }),
    [navigate, code],
  );
  const type = lotterySport(code);
  const view = live.status === 'ready' ? live.value : null;
  return (
    <div className="mx-auto w-content lg:py-5">
      <RowFlashStyle />
      <PageTitle title={lotteryNames[code]} hint="按彩票编号 · 实时比分">
        <LotteryTabs type={type} code={code} />
      </PageTitle>
      <div
        data-testid="lottery-page"
        data-code={code}
        data-status={live.status}
        className="rounded-lg bg-white shadow-sm"
      >
        {live.status === 'loading' && <LoadingRows />}
        {live.status === 'failed' && (
          <ListMessage testId="lottery-failed">
            <span>期次加载失败：{live.msg || '网络异常'}</span>
            <span className="text-xs text-neutral-400">正在自动重试…</span>
          </ListMessage>
        )}
        {live.status === 'ready' && view === null && (
          <ListMessage testId="lottery-none">暂无{lotteryNames[code]}的期次</ListMessage>
        )}
        {view && (
          <>
            <IssueBar issue={view.issue} onIssue={chooseIssue} />
            {live.status === 'ready' && live.stale && (
              <div className="flex justify-end px-3 pt-2">
                <StaleMark />
              </div>
            )}
            {/* The lottery table keeps its columns: a phone scrolls it inside its box, not the page. */}
            <div data-testid="lottery-scroll" className="overflow-x-auto">
              <div className="min-w-[1100px] lg:min-w-0">
                <IssueMatches code={code} view={view} />
              </div>
            </div>
          </>
        )}
      </div>
    </div>
  );
}
