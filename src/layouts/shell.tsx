// The root of every page: the loading bar, the network and realtime-connection banner, login dialog, idle prefetch, chunk-reload guard and the tab title.
import { Outlet, useRouterState } from '@tanstack/react-router';
import { useEffect } from 'react';
import { matchPage } from '../../contract/pages';
import { LoadingBar } from '../components/loading-bar';
import { NetworkStatus } from '../components/network-status';
import { PostActivityToasts } from '../features/community/post-activity';
import { PlanNoticeToasts } from '../features/expert/plan-notices';
import { LoginDialogHost } from '../features/login/login-dialog-host';
import { installChunkReloadGuard } from '../lib/chunk-reload';
import { ownTitleOf } from '../lib/page-title';
import { usePrefetchOnIdle } from '../lib/prefetch';

const SITE_TITLE = '球live - 免费高清足球篮球直播';

/** The tab title: the page's own title before the site name, the site name alone at home. */
export const titleFor = (pathname: string) => {
  const page = matchPage(pathname);
  return page && page.name !== 'home' ? `${page.route.title} - 球live` : SITE_TITLE;
};

export function Shell() {
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  usePrefetchOnIdle();
  useEffect(() => installChunkReloadGuard(window), []);
  useEffect(() => {
    document.title = ownTitleOf(pathname) ?? titleFor(pathname);
  }, [pathname]);
  return (
    <>
      <LoadingBar />
      <NetworkStatus />
      <Outlet />
      <LoginDialogHost />
      <PostActivityToasts />
      <PlanNoticeToasts />
    </>
  );
}
