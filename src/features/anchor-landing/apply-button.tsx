// The landing page's "立即入驻" buttons: the anchor entry rule of spec §4, as the header's go-live button applies it.
import type { ReactNode } from 'react';
import { useAnchorEntry } from '../user/use-anchor-entry';

const sizes = {
  sm: 'h-8 px-4 text-sm',
  lg: 'h-12 px-8 text-base',
} as const;

const tones = {
  brand:
    'bg-gradient-to-r from-accent-500 to-brand-500 text-white shadow-lg shadow-brand-900/30 hover:brightness-110',
  // On the red closing band a red button would vanish, so it turns white there.
  light: 'bg-white text-brand-600 shadow-lg shadow-black/20 hover:bg-brand-50',
} as const;

export function AnchorApplyButton({
  size = 'lg',
  tone = 'brand',
  testId,
  children = '立即入驻',
}: {
  size?: keyof typeof sizes;
  tone?: keyof typeof tones;
  testId?: string;
  children?: ReactNode;
}) {
  const go = useAnchorEntry();
  return (
    <button
      type="button"
      data-testid={testId}
      onClick={go}
      className={`inline-flex items-center justify-center gap-2 rounded-full font-semibold transition hover:-translate-y-0.5 ${sizes[size]} ${tones[tone]}`}
    >
      {children}
      <svg
        viewBox="0 0 20 20"
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
        className={size === 'lg' ? 'size-4' : 'size-3.5'}
      >
        <path d="M4 10h12M11 5l5 5-5 5" />
      </svg>
    </button>
  );
}
