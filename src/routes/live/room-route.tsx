// The /live/room/{id?} route: a bad id is 404, no id goes to the room list.
import { type AnyRoute, createRoute, redirect } from '@tanstack/react-router';
import { type PageName, pageRoutes, paramsValid } from '../../../contract/pages';
import { lazyPage } from '../../lib/lazy-page';
import { pageNotFound } from '../error-page';

const LiveRoomPage = lazyPage(() => import('./room-page').then((m) => m.LiveRoomPage));

export function liveRoomRoute(parentOf: (name: PageName) => () => AnyRoute) {
  const route = createRoute({
    getParentRoute: parentOf('liveRoom'),
    path: '/live/room/{-$id}',
    beforeLoad: ({ params }) => {
      const { id } = params as { id?: string };
      // Spec §8: a page whose params fail their rule is 'This page could not be found' (404).
      if (!paramsValid(pageRoutes.liveRoom, { id })) throw pageNotFound();
      if (id === undefined) throw redirect({ href: '/live/all', replace: true });
    },
    loader: () => LiveRoomPage.preload(),
    component: function LiveRoom() {
      const { id } = route.useParams() as { id?: string };
      return <LiveRoomPage key={id} roomId={Number(id)} />;
    },
  });
  return route;
}
