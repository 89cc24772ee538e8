// An expert as the 有料 pages show one: a card in the hot row (avatar, 近10中N, 连红, 命中率, 在售) and a row of
// the rankings (place, avatar, specialities, the ranked figure large).
import type { CallData } from '../../../contract/call';
import type { expertRankKinds, hotExperts } from '../../../contract/calls/expert';
import { SiteLink } from '../../components/site-link';
import { UserAvatar } from '../user-centre/user-avatar';
import { Last10Badge, StreakBadge } from './badges';
import { percentText } from './labels';
import { expertHref } from './plan-card';

export type ExpertCardData = CallData<typeof hotExperts>[number];
export type RankKind = (typeof expertRankKinds)[number];

export function HotExpertCard({ expert }: { expert: ExpertCardData }) {
  const { record } = expert;
  return (
    <SiteLink
      href={expertHref(expert.id)}
      data-testid="hot-expert"
      data-expert-id={expert.id}
      className="flex w-[132px] shrink-0 snap-start flex-col items-center rounded-lg bg-white px-2 pt-4 pb-3 text-center shadow-sm ring-1 ring-transparent transition hover:ring-brand-200 lg:w-auto"
    >
      <UserAvatar
        portrait={expert.portrait}
        nickName={expert.nickName}
        className="size-14 text-xl"
      />
      <span className="mt-2 w-full truncate text-sm font-semibold text-neutral-900">
        {expert.nickName}
      </span>
      <span className="mt-1 flex h-[18px] items-center gap-1">
        <Last10Badge last10={record.last10} />
        <StreakBadge streak={record.streak} />
      </span>
      <span className="mt-2 text-xs text-neutral-400">
        {record.settled === 0 ? (
          '新入驻专家'
        ) : (
          <>
            命中率 <b className="font-mono text-sm text-brand-600">{percentText(record.hitRate)}</b>
          </>
        )}
      </span>
      <span className="mt-0.5 text-[11px] text-neutral-400">
        {expert.onSale > 0 ? `${expert.onSale} 个方案在售` : '暂无在售'}
      </span>
    </SiteLink>
  );
}

/** The figure a ranking is by, and its name. */
export function rankFigure(kind: RankKind, record: ExpertCardData['record']) {
  switch (kind) {
    case 'streak':
      return { label: '当前连红', value: `${record.streak}`, note: `最长${record.bestStreak}连红` };
    case 'returnRate':
      return {
        label: '回报率',
        value: percentText(record.returnRate),
        note: `${record.settled}场`,
      };
    case 'last10':
      return {
        label: '近10场',
        value: `${record.last10.red}/${record.last10.total}`,
        note: percentText(record.hitRate),
      };
    default:
      return {
        label: '命中率',
        value: percentText(record.hitRate),
        note: `${record.red}红${record.black}黑`,
      };
  }
}

const placeTone = [
  'bg-brand-500 text-white',
  'bg-accent-500 text-white',
  'bg-amber-400 text-white',
];

export function ExpertRankRow({
  expert,
  place,
  kind,
  compact = false,
}: {
  expert: ExpertCardData;
  place: number;
  kind: RankKind;
  /** The side column's short board: no specialities, the figure without its note. */
  compact?: boolean;
}) {
  const figure = rankFigure(kind, expert.record);
  return (
    <SiteLink
      href={expertHref(expert.id)}
      data-testid="rank-row"
      data-expert-id={expert.id}
      className="flex items-center gap-3 border-b border-neutral-100 bg-white px-4 py-3 last:border-0 hover:bg-neutral-50"
    >
      <span
        className={`flex size-6 shrink-0 items-center justify-center rounded-full font-mono text-xs font-bold ${
          placeTone[place - 1] ?? 'bg-neutral-100 text-neutral-500'
        }`}
      >
        {place}
      </span>
      <UserAvatar
        portrait={expert.portrait}
        nickName={expert.nickName}
        className="size-11 text-base"
      />
      <span className="min-w-0 flex-1">
        <span className="block truncate text-[15px] font-semibold text-neutral-900">
          {expert.nickName}
        </span>
        <span className="mt-0.5 flex items-center gap-1.5">
          <Last10Badge last10={expert.record.last10} />
          <StreakBadge streak={expert.record.streak} />
          <span className={`truncate text-[11px] text-neutral-400 ${compact ? 'hidden' : ''}`}>
            {expert.followers} 粉丝 · {expert.onSale > 0 ? `${expert.onSale} 个在售` : '暂无在售'}
          </span>
        </span>
        <span
          className={`mt-0.5 truncate text-xs text-neutral-400 ${compact ? 'hidden' : 'block'}`}
        >
          {expert.specialities.length > 0
            ? `擅长：${expert.specialities.join(' · ')}`
            : expert.intro}
        </span>
      </span>
      <span className="shrink-0 text-right">
        <span
          data-testid="rank-figure"
          className="block font-mono text-xl font-bold text-brand-600"
        >
          {figure.value}
        </span>
        <span className="block text-[11px] text-neutral-400">
          {compact ? figure.label : `${figure.label} · ${figure.note}`}
        </span>
      </span>
    </SiteLink>
  );
}
