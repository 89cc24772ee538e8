// The personal space's header band: avatar, nick name, level, anchor/expert marks, signature, follow and fan counts.
import { Link } from '@tanstack/react-router';
import { LevelBadge, RoleBadges, UserAvatar } from '../../features/user-centre/user-avatar';
import type { SpaceData } from './space-loader';
import { searchOf } from './space-search';

function Count({
  label,
  value,
  userId,
  type,
  testId,
}: {
  label: string;
  value: number;
  userId: number;
  type: 1 | 2;
  testId: string;
}) {
  return (
    <Link
      to="/personal/{-$id}"
      params={{ id: String(userId) }}
      search={searchOf(1, type)}
      resetScroll={false}
      className="group flex flex-col items-center px-5 sm:px-7"
    >
      <span
        data-testid={testId}
        className="font-mono text-2xl font-bold text-white transition group-hover:text-brand-400"
      >
        {value}
      </span>
      <span className="mt-0.5 text-xs text-white/55">{label}</span>
    </Link>
  );
}

export function SpaceHeader({ space, own }: { space: SpaceData; own: boolean }) {
  return (
    <div className="relative overflow-hidden bg-gradient-to-br from-header via-header-light to-brand-900 px-4 pt-6 pb-5 text-white sm:px-10 sm:pt-10 sm:pb-8">
      <div
        aria-hidden="true"
        className="absolute -top-24 right-40 size-72 rounded-full border-[40px] border-white/[0.04]"
      />
      <div
        aria-hidden="true"
        className="absolute -right-16 -bottom-28 size-80 rounded-full border-[48px] border-brand-500/10"
      />
      <div className="relative flex flex-wrap items-center gap-4 sm:flex-nowrap sm:gap-7">
        <UserAvatar
          portrait={space.portrait}
          nickName={space.nickName}
          className="size-16 text-2xl ring-4 ring-white/20 sm:size-[104px] sm:text-4xl"
          testId="space-avatar"
        />
        {/* On a phone the name fills the row beside the avatar; counts and buttons go below. */}
        <div className="min-w-0 flex-1 max-sm:basis-[calc(100%-5rem)]">
          <p data-testid="space-name-row" className="flex items-center gap-2.5">
            <span
              data-testid="space-nickname"
              className="truncate text-xl font-bold sm:text-[26px]"
            >
              {space.nickName}
            </span>
            <LevelBadge level={space.level} />
            <RoleBadges isAnchor={space.isAnchor} isExpert={space.isExpert} />
          </p>
          <p
            data-testid="space-signature"
            className="mt-2.5 max-w-[640px] truncate text-sm text-white/65"
          >
            {space.signature || '这个人很懒，什么都没有留下'}
          </p>
          <p className="mt-2 flex gap-4 text-xs text-white/40">
            <span>ID：{space.id}</span>
            <span data-testid="space-ip-region">IP属地：{space.ipRegion}</span>
          </p>
        </div>
        <div className="flex items-center divide-x divide-white/10">
          <Count
            label="关注"
            value={space.followCount}
            userId={space.id}
            type={1}
            testId="space-follow-count"
          />
          <Count
            label="粉丝"
            value={space.fansCount}
            userId={space.id}
            type={2}
            testId="space-fans-count"
          />
        </div>
        {own ? (
          <Link
            to="/v/information"
            data-testid="space-edit"
            className="ml-4 flex h-9 items-center rounded-full bg-white/10 px-5 text-sm text-white ring-1 ring-white/25 transition hover:bg-white/20"
          >
            编辑资料
          </Link>
        ) : (
          space.isFollowed === 1 && (
            <span
              data-testid="space-followed"
              className="ml-4 flex h-9 items-center rounded-full bg-white/10 px-5 text-sm text-white/80"
            >
              ✓ 已关注
            </span>
          )
        )}
      </div>
    </div>
  );
}
