// The captcha's small line icons: refresh, the slider arrow, pass tick and fail cross.
import type { ReactNode } from 'react';

function Line({ children }: { children: ReactNode }) {
  return (
    <svg
      viewBox="0 0 20 20"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      className="size-4"
    >
      {children}
    </svg>
  );
}

export const RefreshIcon = () => (
  <Line>
    <path d="M16 10a6 6 0 1 1-1.8-4.3M16 3.5v3.2h-3.2" />
  </Line>
);

export const ForwardIcon = () => (
  <Line>
    <path d="M4 10h11m-4-4 4 4-4 4" />
  </Line>
);

export const CheckIcon = () => (
  <Line>
    <path d="m4.5 10.5 3.5 3.5 7.5-8" />
  </Line>
);

export const CloseIcon = () => (
  <Line>
    <path d="m5 5 10 10M15 5 5 15" />
  </Line>
);
