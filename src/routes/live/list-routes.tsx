// Routes of the room lists and the viewer's live pages: /live/{id?}, /live/follow, /live/reserve, /live/report.
import { type AnyRoute, createRoute, redirect } from '@tanstack/react-router';
import { type PageName, pageRoutes, paramsValid } from '../../../contract/pages';
import { isLoggedIn } from '../../features/user/session';
import { lazyPage } from '../../lib/lazy-page';
import { pageNotFound } from '../error-page';
import type { LiveListId } from './list-page';

const LiveListPage = lazyPage(() => import('./list-page').then((m) => m.LiveListPage));
const LiveFollowPage = lazyPage(() => import('./follow-page').then((m) => m.LiveFollowPage));
const LiveReservePage = lazyPage(() => import('./reserve-page').then((m) => m.LiveReservePage));
const LiveReportPage = lazyPage(() => import('./report-page').then((m) => m.LiveReportPage));

/** A visitor is sent home, as the /v pages do (spec §2). */
const loginRequired = () => {
  if (!isLoggedIn()) throw redirect({ to: '/', replace: true });
};

/** ?roomId= of the report page: a positive integer, else none. */
const roomIdOf = (search: Record<string, unknown>) => {
  const n = Number(search.roomId);
  return Number.isSafeInteger(n) && n > 0 ? { roomId: n } : {};
};

export function liveListRoutes(parentOf: (name: PageName) => () => AnyRoute) {
  const list = createRoute({
    getParentRoute: parentOf('liveList'),
    path: '/live/{-$id}',
    beforeLoad: ({ params }) => {
      const { id } = params as { id?: string };
      if (!paramsValid(pageRoutes.liveList, { id })) throw pageNotFound();
    },
    loader: () => LiveListPage.preload(),
    component: function LiveList() {
      const { id } = list.useParams() as { id?: string };
      return <LiveListPage id={(id ?? 'all') as LiveListId} />;
    },
  });
  const follow = createRoute({
    getParentRoute: parentOf('liveFollow'),
    path: '/live/follow',
    beforeLoad: loginRequired,
    component: LiveFollowPage,
  });
  const reserve = createRoute({
    getParentRoute: parentOf('liveReserve'),
    path: '/live/reserve',
    beforeLoad: loginRequired,
    component: LiveReservePage,
  });
  const report = createRoute({
    getParentRoute: parentOf('liveReport'),
    path: '/live/report',
    validateSearch: roomIdOf,
    beforeLoad: loginRequired,
    component: function LiveReport() {
      const { roomId } = report.useSearch() as { roomId?: number };
      return <LiveReportPage roomId={roomId} />;
    },
  });
  return { liveList: list, liveFollow: follow, liveReserve: reserve, liveReport: report };
}
