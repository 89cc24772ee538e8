// A user's round avatar: the portrait, or the avatar drawn from the nick name when there is none.
import { DefaultAvatar } from '../../components/default-avatar';

export function UserAvatar({
  portrait,
  nickName,
  className = 'size-10 text-base',
  testId,
}: {
  portrait: string;
  nickName: string;
  /** Size and the initial's font size. */
  className?: string;
  testId?: string;
}) {
  if (portrait) {
    return (
      <img
        src={portrait}
        alt={`${nickName}的头像`}
        data-testid={testId}
        className={`shrink-0 rounded-full bg-neutral-100 object-cover ${className}`}
      />
    );
  }
  return <DefaultAvatar nickName={nickName} className={className} testId={testId} />;
}

/** Lv.N in its tier's colours: the one level badge of the site (src/features/grade). */
export { LevelBadge } from '../grade/level-badge';

/** The 主播 and 专家 marks of spec §3 (isAnchor, isExpert). */
export function RoleBadges({ isAnchor, isExpert }: { isAnchor: number; isExpert?: number }) {
  return (
    <>
      {isAnchor === 1 && (
        <span
          data-testid="role-badge-anchor"
          className="inline-flex h-[18px] items-center rounded bg-brand-500 px-1.5 text-[11px] font-semibold text-white"
        >
          主播
        </span>
      )}
      {isExpert === 1 && (
        <span className="inline-flex h-[18px] items-center rounded bg-accent-500 px-1.5 text-[11px] font-semibold text-white">
          专家
        </span>
      )}
    </>
  );
}
