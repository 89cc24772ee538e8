// The 资料 tab: the public profile fields and the first follows, with a link to the whole list.
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { genders } from '../../../contract/user-rules';
import { LoadState } from '../../features/user-centre/centre-frame';
import type { SpaceData } from './space-loader';
import { searchOf } from './space-search';
import { useAttention } from './use-attention';
import { EmptyList, UserCards } from './user-cards';

/** Two rows of the five-wide grid. */
const PREVIEW_SIZE = 10;

const roleOf = (s: SpaceData) =>
  [s.isAnchor === 1 && '主播', s.isExpert === 1 && '专家'].filter(Boolean).join('、') || '球迷';

function Heading({ children, more }: { children: string; more?: ReactNode }) {
  return (
    <h3 className="mb-4 flex items-center gap-2 text-[15px] font-semibold text-neutral-900">
      <span className="h-3.5 w-1 rounded-full bg-brand-500" />
      {children}
      {more && <span className="ml-auto text-[13px] font-normal">{more}</span>}
    </h3>
  );
}

export function ProfilePanel({ space, own }: { space: SpaceData; own: boolean }) {
  const { answer, retry } = useAttention(space.id, 1, 1, PREVIEW_SIZE);
  const rows = [
    { label: '昵称', value: space.nickName },
    { label: '性别', value: genders[space.gender] },
    { label: '等级', value: `Lv.${space.level}` },
    { label: '身份', value: roleOf(space) },
    { label: '个性签名', value: space.signature || '这个人很懒，什么都没有留下', wide: true },
  ];
  return (
    <div data-testid="space-profile" className="space-y-9">
      <section>
        <Heading>基本资料</Heading>
        <dl className="grid grid-cols-2 gap-x-8 gap-y-4 rounded-lg bg-neutral-50 px-4 py-4 text-sm sm:grid-cols-4 sm:px-7 sm:py-6">
          {rows.map((row) => (
            <div key={row.label} className={row.wide ? 'col-span-2 sm:col-span-4' : ''}>
              <dt className="text-xs text-neutral-400">{row.label}</dt>
              <dd className="mt-1 text-neutral-800">{row.value}</dd>
            </div>
          ))}
        </dl>
      </section>
      <section>
        <Heading
          more={
            space.followCount > PREVIEW_SIZE && (
              <Link
                to="/personal/{-$id}"
                params={{ id: String(space.id) }}
                search={searchOf(1, 1)}
                resetScroll={false}
                className="text-brand-500 hover:text-brand-600"
              >
                查看全部 {space.followCount} 位 ›
              </Link>
            )
          }
        >
          {own ? '我的关注' : 'TA的关注'}
        </Heading>
        {!answer?.success ? (
          <LoadState error={answer ? answer.msg : null} onRetry={retry} />
        ) : answer.data.list.length > 0 ? (
          <UserCards users={answer.data.list} />
        ) : (
          <EmptyList text={own ? '你还没有关注任何人' : 'TA还没有关注任何人'} />
        )}
      </section>
    </div>
  );
}
