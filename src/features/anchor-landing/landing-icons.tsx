// Line icons the about pages' set lacks (gifts, trophies, who-it-is-for), in the same 24-grid stroke style.
import type { ReactNode } from 'react';

const paths = {
  trend: <path d="M3 17 9 11l4 4 8-8M15 7h6v6" />,
  gift: (
    <>
      <rect x="3" y="8" width="18" height="4" rx="1" />
      <path d="M5 12v8h14v-8M12 8v12M12 8S10.5 3.5 8 4.2C6 4.8 7 8 12 8Zm0 0s1.5-4.5 4-3.8C18 4.8 17 8 12 8Z" />
    </>
  ),
  headset: (
    <>
      <path d="M4 14v-2a8 8 0 0 1 16 0v2" />
      <rect x="3" y="13" width="4" height="6" rx="1.5" />
      <rect x="17" y="13" width="4" height="6" rx="1.5" />
      <path d="M19 19c0 1.5-2 2.5-5 2.5" />
    </>
  ),
  trophy: (
    <>
      <path d="M7 4h10v5a5 5 0 0 1-10 0V4Z" />
      <path d="M7 6H4v1a3 3 0 0 0 3 3M17 6h3v1a3 3 0 0 1-3 3M12 14v4M8 21h8M9.5 18h5" />
    </>
  ),
  tools: (
    <>
      <rect x="3" y="4" width="18" height="12" rx="2" />
      <path d="M8 20h8M12 16v4M10 8.5l3.5 1.5L10 11.5v-3Z" />
    </>
  ),
  level: (
    <>
      <path d="M4 20V14M10 20V10M16 20V6" />
      <path d="m14 4 2-2 2 2M3 20h18" />
    </>
  ),
  football: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="m12 7.5 3.8 2.8-1.5 4.4H9.7l-1.5-4.4L12 7.5ZM12 3v4.5M15.8 10.3l4.5-1.6M14.3 14.7l2.8 3.8M9.7 14.7l-2.8 3.8M8.2 10.3 3.7 8.7" />
    </>
  ),
  basketball: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M3 12h18M12 3v18M5.6 5.6c2.4 2 3.4 4 3.4 6.4s-1 4.4-3.4 6.4M18.4 5.6c-2.4 2-3.4 4-3.4 6.4s1 4.4 3.4 6.4" />
    </>
  ),
  chart: (
    <>
      <path d="M3 3v18h18" />
      <path d="m7 15 4-5 3 3 5-6" />
      <circle cx="19" cy="7" r="1" />
    </>
  ),
  whistle: (
    <>
      <path d="M3 13a5 5 0 0 0 9.6 2H20a1 1 0 0 0 1-1v-3a1 1 0 0 0-1-1h-8.5A5 5 0 0 0 3 13Z" />
      <circle cx="8" cy="13" r="1.5" />
      <path d="M14 10V7M17 10V6" />
    </>
  ),
  flag: (
    <>
      <path d="M5 21V4" />
      <path d="M5 4h11l-2 4 2 4H5" />
    </>
  ),
  mic: (
    <>
      <rect x="9" y="3" width="6" height="11" rx="3" />
      <path d="M5 11a7 7 0 0 0 14 0M12 18v3M9 21h6" />
    </>
  ),
  check: <path d="m5 12 5 5 9-10" />,
} satisfies Record<string, ReactNode>;

export type LandingIconName = keyof typeof paths;

export function LandingIcon({
  name,
  className = 'size-5',
}: {
  name: LandingIconName;
  className?: string;
}) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className}
    >
      {paths[name]}
    </svg>
  );
}
