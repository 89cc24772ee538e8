// /v/home's profile card: avatar, nick name, level and role marks, signature, follow and fan counts
// (each a link to its list), and 编辑资料.
import { useQuery } from '@tanstack/react-query';
import { personalSpace } from '../../../contract/calls/user';
import { SiteLink } from '../../components/site-link';
import { callQuery } from '../../lib/query';
import { useProfile } from './use-profile';
import { LevelBadge, RoleBadges, UserAvatar } from './user-avatar';

function Count({
  label,
  value,
  href,
  testId,
}: {
  label: string;
  value: number | undefined;
  href: string;
  testId: string;
}) {
  return (
    <SiteLink href={href} className="group text-center">
      <p
        data-testid={testId}
        className="font-mono text-lg font-bold text-neutral-900 group-hover:text-brand-600"
      >
        {value ?? '--'}
      </p>
      <p className="text-xs text-neutral-400">{label}</p>
    </SiteLink>
  );
}

export function HomeProfile() {
  const { profile } = useProfile();
  const { data: space } = useQuery({
    ...callQuery(personalSpace, { id: profile?.id ?? 0 }, { staleTime: 0 }),
    enabled: profile !== null,
  });
  const counts = space?.success ? space.data : null;
  if (!profile)
    return <section className="h-[132px] animate-pulse rounded-lg bg-white shadow-sm" />;
  return (
    <section
      data-testid="home-profile"
      className="flex flex-wrap items-center gap-4 rounded-lg bg-white px-4 py-5 shadow-sm sm:flex-nowrap sm:px-7"
    >
      <UserAvatar
        portrait={profile.portrait}
        nickName={profile.nickName}
        className="size-16 text-2xl sm:size-20"
      />
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-2">
          <h1 data-testid="home-nickname" className="truncate text-lg font-bold text-neutral-900">
            {profile.nickName}
          </h1>
          <LevelBadge level={profile.level} />
          <RoleBadges isAnchor={profile.isAnchor} isExpert={profile.isExpert} />
        </div>
        <p className="mt-1 text-xs text-neutral-400">
          ID {profile.id}
          {profile.realNameStatus === 1 && <span className="ml-2 text-emerald-600">已实名</span>}
        </p>
        <p className="mt-1.5 line-clamp-2 text-[13px] text-neutral-500">
          {profile.signature || '还没有个性签名，去个人资料里写一句吧'}
        </p>
      </div>
      <div className="flex w-full items-center justify-around gap-6 border-t border-neutral-100 pt-3 sm:w-auto sm:border-t-0 sm:border-l sm:pt-0 sm:pl-7">
        <Count label="关注" value={counts?.followCount} href="/v/attention" testId="home-follows" />
        <Count label="粉丝" value={counts?.fansCount} href="/v/concern" testId="home-fans" />
        <SiteLink
          href="/v/information"
          className="h-8 shrink-0 rounded-full border border-neutral-200 px-4 text-[13px] leading-8 text-neutral-600 hover:border-brand-300 hover:text-brand-600"
        >
          编辑资料
        </SiteLink>
      </div>
    </section>
  );
}
