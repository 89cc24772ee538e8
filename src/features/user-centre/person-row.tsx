// One person of the centre's follow or fan list: avatar and name to their space, level and role marks,
// 直播中 with a link to a live anchor's room, and the follow button (取消关注, 回关).
import type { MyAttentionUser } from '../../../contract/calls/user';
import { SiteLink } from '../../components/site-link';
import { roomHref } from '../live-list/room-card';
import { LevelBadge, RoleBadges, UserAvatar } from './user-avatar';

/** Spec §4: an anchor's space opens on tab 2, a user's on tab 0. */
export const spaceHref = (u: { id: number; isAnchor: number }) =>
  `/personal/${u.id}?headerNavIndex=${u.isAnchor === 1 ? 2 : 0}`;

const outlineButton =
  'h-8 shrink-0 rounded-full border px-4 text-[13px] transition disabled:cursor-wait disabled:opacity-60';

export function PersonRow({
  person,
  mode,
  busy,
  onFollow,
}: {
  person: MyAttentionUser;
  /** following: my follows (取消关注); fans: my fans (回关 unless I follow them). */
  mode: 'following' | 'fans';
  busy: boolean;
  onFollow: (follow: boolean) => void;
}) {
  const mutual = person.isFollowed === 1 && person.followsMe === 1;
  return (
    <li
      data-testid="person-row"
      data-user-id={person.id}
      className="flex items-center gap-3 py-3 first:pt-0 last:pb-0"
    >
      <SiteLink href={spaceHref(person)} className="relative shrink-0">
        <UserAvatar
          portrait={person.portrait}
          nickName={person.nickName}
          className={`size-12 text-lg ${person.live ? 'ring-2 ring-brand-500 ring-offset-2' : ''}`}
        />
      </SiteLink>
      <div className="min-w-0 flex-1">
        <SiteLink
          href={spaceHref(person)}
          data-testid="person-name"
          className="block truncate text-[15px] font-medium text-neutral-900 hover:text-brand-600"
        >
          {person.nickName}
        </SiteLink>
        <p className="mt-1 flex flex-wrap items-center gap-1.5">
          <LevelBadge level={person.level} />
          <RoleBadges isAnchor={person.isAnchor} isExpert={person.isExpert} />
          {mutual && <span className="text-[11px] text-neutral-400">互相关注</span>}
        </p>
      </div>
      {person.live && person.roomId !== null && (
        <SiteLink
          href={roomHref(person.roomId)}
          data-testid="person-live"
          className="flex h-8 shrink-0 items-center gap-1.5 rounded-full bg-brand-50 px-3 text-[12px] font-semibold text-brand-600 hover:bg-brand-100"
        >
          <span className="size-1.5 animate-pulse rounded-full bg-brand-500" />
          直播中
        </SiteLink>
      )}
      {mode === 'following' || person.isFollowed === 1 ? (
        <button
          type="button"
          data-testid="person-unfollow"
          disabled={busy}
          onClick={() => onFollow(false)}
          className={`${outlineButton} border-neutral-200 text-neutral-500 hover:border-neutral-300 hover:text-neutral-700`}
        >
          {mode === 'following' ? '取消关注' : '已回关'}
        </button>
      ) : (
        <button
          type="button"
          data-testid="person-follow-back"
          disabled={busy}
          onClick={() => onFollow(true)}
          className={`${outlineButton} border-brand-500 bg-brand-500 text-white hover:bg-brand-600`}
        >
          回关
        </button>
      )}
    </li>
  );
}
