// A link to any site path or outside URL: site paths navigate in the app, outside ones open as the caller says.
import { useRouter } from '@tanstack/react-router';
import type { AnchorHTMLAttributes, MouseEvent } from 'react';

export interface SiteLinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  href: string;
  /** Open in a new tab (spec §2: the widget's /app and help links, outer advert links). */
  newTab?: boolean;
}

const isSitePath = (href: string) => href.startsWith('/') && !href.startsWith('//');

export function SiteLink({ href, newTab = false, onClick, ...rest }: SiteLinkProps) {
  const router = useRouter();
  const click = (e: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(e);
    const modified = e.metaKey || e.ctrlKey || e.shiftKey || e.altKey || e.button !== 0;
    if (e.defaultPrevented || newTab || modified || !isSitePath(href)) return;
    e.preventDefault();
    router.history.push(href);
  };
  return (
    <a
      href={href}
      onClick={click}
      {...(newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
      {...rest}
    />
  );
}
