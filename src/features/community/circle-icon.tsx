// A circle's icon (its team crest, competition mark or uploaded picture). When it is missing or fails to
// load, the circle's first character on a disc in colours drawn from its name takes its place, as
// DefaultAvatar does for users: never a broken image, and two circles still look different.
import { useState } from 'react';
import { paletteOf } from '../../../contract/art/palette';

export function CircleIcon({
  icon,
  name,
  size,
  lazy = false,
  className = '',
}: {
  icon: string;
  name: string;
  /** Pixels, both ways (the width and height attributes, so the row never shifts). */
  size: number;
  lazy?: boolean;
  /** Size classes for the responsive box, and the background behind a transparent crest. */
  className?: string;
}) {
  const [failed, setFailed] = useState<string | null>(null);
  if (!icon || failed === icon) {
    const { primary, secondary } = paletteOf(`circle:${name}`);
    const initial = [...name.trim()][0] ?? '圈';
    return (
      <svg
        viewBox="0 0 64 64"
        width={size}
        height={size}
        role="img"
        aria-label={name}
        data-testid="circle-icon-fallback"
        className={`shrink-0 overflow-hidden rounded-full ${className}`}
      >
        <rect width="64" height="64" fill={primary} />
        <path d="M0 44 64 24V64H0Z" fill={secondary} opacity="0.35" />
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
  return (
    <img
      src={icon}
      alt=""
      width={size}
      height={size}
      loading={lazy ? 'lazy' : 'eager'}
      decoding="async"
      data-testid="circle-icon"
      // Keyed by the address: a circle that gets a new icon tries it again.
      onError={() => setFailed(icon)}
      className={`shrink-0 rounded-full object-contain ${className}`}
    />
  );
}
