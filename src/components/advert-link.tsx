// Wraps a banner or advert in the link its jump rule (spec §2) gives: a site page, or an outer link in a new window.
import type { ReactNode } from 'react';
import { type AdvertTarget, advertJump } from '../lib/advert-jump';
import { SiteLink } from './site-link';

export function AdvertLink({
  advert,
  className,
  children,
}: {
  advert: AdvertTarget;
  className?: string;
  children: ReactNode;
}) {
  const jump = advertJump(advert);
  if (jump.kind === 'none') return <div className={className}>{children}</div>;
  if (jump.kind === 'inner') {
    return (
      <SiteLink href={jump.path} className={className}>
        {children}
      </SiteLink>
    );
  }
  return (
    <SiteLink href={jump.url} newTab className={className}>
      {children}
    </SiteLink>
  );
}
