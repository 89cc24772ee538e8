// A grid of user cards (follows or fans), each linking to that user's space on the tab of their role.
import { Link } from '@tanstack/react-router';
import { LevelBadge, RoleBadges, UserAvatar } from '../../features/user-centre/user-avatar';
import type { AttentionPage } from './use-attention';

export function UserCards({ users }: { users: AttentionPage['list'] }) {
  return (
    <ul
      data-testid="space-user-list"
      className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-5"
    >
      {users.map((u) => (
        <li key={u.id}>
          <Link
            to="/personal/{-$id}"
            params={{ id: String(u.id) }}
            // Spec §4: an anchor's space opens on 直播间, a user's on tab 0.
            search={{ headerNavIndex: u.isAnchor === 1 ? 2 : 0 }}
            className="flex flex-col items-center rounded-lg border border-neutral-100 px-3 py-5 transition hover:-translate-y-0.5 hover:border-brand-200 hover:shadow-md"
          >
            <UserAvatar portrait={u.portrait} nickName={u.nickName} className="size-16 text-xl" />
            <p className="mt-3 max-w-full truncate text-sm font-semibold text-neutral-800">
              {u.nickName}
            </p>
            <p className="mt-1.5 flex items-center gap-1.5">
              <LevelBadge level={u.level} />
              <RoleBadges isAnchor={u.isAnchor} />
            </p>
          </Link>
        </li>
      ))}
    </ul>
  );
}

export function EmptyList({ text }: { text: string }) {
  return (
    <div
      data-testid="space-empty"
      className="flex flex-col items-center py-16 text-sm text-neutral-400"
    >
      <svg
        viewBox="0 0 64 64"
        className="mb-4 size-16 text-neutral-200"
        fill="currentColor"
        aria-hidden="true"
      >
        <circle cx="24" cy="22" r="10" />
        <path d="M6 52c1.5-10 8.6-16 18-16s16.5 6 18 16Z" />
        <circle cx="45" cy="26" r="7" opacity=".6" />
        <path d="M40 38.5c7 .3 12.7 5 14 13.5H44c-.4-5.5-1.8-9.9-4-13.5Z" opacity=".6" />
      </svg>
      {text}
    </div>
  );
}
