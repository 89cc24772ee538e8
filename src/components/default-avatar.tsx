// The avatar of a user without a portrait: the nick name's first character over a pattern in colours drawn
// from the nick name (unique per user, and known wherever an avatar is shown, unlike the id), drawn inline
// so it costs no request and can never be a broken image.
import { paletteOf } from '../../contract/art/palette';

export function DefaultAvatar({
  nickName,
  className,
  testId,
}: {
  nickName: string;
  /** Size (and the initial's font size, which the SVG scales with its box instead). */
  className: string;
  testId?: string;
}) {
  const { primary, secondary, pick } = paletteOf(`user:${nickName}`);
  const initial = [...nickName.trim()][0] ?? '球';
  // Two soft discs placed by the hash: a second user with the same colours still looks different.
  const a = { cx: 8 + (pick % 48), cy: 6 + ((pick >>> 6) % 20) };
  const b = { cx: 56 - ((pick >>> 11) % 40), cy: 58 - ((pick >>> 16) % 16) };
  return (
    <svg
      viewBox="0 0 64 64"
      data-testid={testId}
      role="img"
      aria-label={`${nickName}的头像`}
      className={`shrink-0 overflow-hidden rounded-full ${className}`}
    >
      <rect width="64" height="64" fill={primary} />
      <circle cx={a.cx} cy={a.cy} r="22" fill={secondary} opacity="0.45" />
      <circle cx={b.cx} cy={b.cy} r="18" fill={secondary} opacity="0.3" />
      <text
        x="32"
        y="33"
        fontSize="30"
        fontWeight="700"
        fill="#fff"
        textAnchor="middle"
        dominantBaseline="central"
      >
        {initial}
      </text>
    </svg>
  );
}
