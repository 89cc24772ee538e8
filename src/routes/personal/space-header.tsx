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
      className="group flex flex-col items-center px-7"
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
    <div className="relative overflow-hidden bg-gradient-to-br from-header via-header-light to-brand-900 px-10 pt-10 pb-8 text-white">
      <div
        aria-hidden="true"
        className="absolute -top-24 right-40 size-72 rounded-full border-[40px] border-white/[0.04]"
      />
      <div
        aria-hidden="true"
        className="absolute -right-16 -bottom-28 size-80 rounded-full border-[48px] border-brand-500/10"
      />
      <div className="relative flex items-center gap-7">
        <UserAvatar
          portrait={space.portrait}
          nickName={space.nickName}
          className="size-[104px] text-4xl ring-4 ring-white/20"
          testId="space-avatar"
        />
        <div className="min-w-0 flex-1">
          <p className="flex items-center gap-2.5">
            <span data-testid="space-nickname" className="truncate text-[26px] font-bold">
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
          <p className="mt-2 text-xs text-white/40">ID：{space.id}</p>
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
