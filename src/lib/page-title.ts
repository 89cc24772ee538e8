// Pages that name the tab themselves (an article by its headline, as the server's head names it for crawlers)
// register the title for their path; the shell's tab title (src/layouts/shell.tsx) defers to it.
import { useRouterState } from '@tanstack/react-router';
import { useEffect } from 'react';

const ownTitles = new Map<string, string>();

export const ownTitleOf = (pathname: string) => ownTitles.get(pathname);

export function usePageTitle(title: string) {
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  useEffect(() => {
    ownTitles.set(pathname, title);
    document.title = title;
    return () => {
      ownTitles.delete(pathname);
    };
  }, [pathname, title]);
}
