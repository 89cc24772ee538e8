// The anchors' pages (spec §2 /v/apply, /v/anchor-*): application, go-live console, room settings,
// moderation, the match schedule and the bare barrage overlay for OBS. Each route sits in the layout its
// page contract names.
import { type AnyRoute, createRoute, redirect } from '@tanstack/react-router';
import type { PageName } from '../contract/pages';
import { lazyPage } from './lib/lazy-page';
import { parseBarrageSearch } from './routes/v/anchor/barrage-search';

const ApplyPage = lazyPage(() => import('./routes/v/anchor/apply-page').then((m) => m.ApplyPage));
const AnchorSetPage = lazyPage(() =>
  import('./routes/v/anchor/anchor-set-page').then((m) => m.AnchorSetPage),
);
const AnchorRoomSetPage = lazyPage(() =>
  import('./routes/v/anchor/anchor-room-set-page').then((m) => m.AnchorRoomSetPage),
);
const AnchorChatPage = lazyPage(() =>
  import('./routes/v/anchor/anchor-chat-page').then((m) => m.AnchorChatPage),
);
const AnchorAddPage = lazyPage(() =>
  import('./routes/v/anchor/anchor-add-page').then((m) => m.AnchorAddPage),
);
const AnchorBarragePage = lazyPage(() =>
  import('./routes/v/anchor/anchor-barrage-page').then((m) => m.AnchorBarragePage),
);

/** Builds the anchor pages' routes; `parentOf` gives the layout route a page contract names. */
export function anchorRoutes(parentOf: (name: PageName) => () => AnyRoute) {
  // /v/apply needs a login (the root guard, spec §2); /v/anchor-* do not, and show a login prompt instead.
  const vApply = createRoute({
    getParentRoute: parentOf('vApply'),
    path: '/v/apply',
    loader: () => ApplyPage.preload(),
    component: ApplyPage,
  });
  const vAnchorSet = createRoute({
    getParentRoute: parentOf('vAnchorSet'),
    path: '/v/anchor-set',
    loader: () => AnchorSetPage.preload(),
    component: AnchorSetPage,
  });
  const vAnchorRoomSet = createRoute({
    getParentRoute: parentOf('vAnchorRoomSet'),
    path: '/v/anchor-room-set',
    loader: () => AnchorRoomSetPage.preload(),
    component: AnchorRoomSetPage,
  });
  const vAnchorChat = createRoute({
    getParentRoute: parentOf('vAnchorChat'),
    path: '/v/anchor-chat',
    loader: () => AnchorChatPage.preload(),
    component: AnchorChatPage,
  });
  const vAnchorAdd = createRoute({
    getParentRoute: parentOf('vAnchorAdd'),
    path: '/v/anchor-add',
    loader: () => AnchorAddPage.preload(),
    component: AnchorAddPage,
  });
  const vAnchorBarrage = createRoute({
    getParentRoute: parentOf('vAnchorBarrage'),
    path: '/v/anchor-barrage',
    validateSearch: parseBarrageSearch,
    loader: () => AnchorBarragePage.preload(),
    component: function AnchorBarrage() {
      return <AnchorBarragePage {...vAnchorBarrage.useSearch()} />;
    },
  });
  // The anchor's zone is their own space on its 直播间 tab (spec §4: an anchor's space opens on tab 2);
  // /personal sends a visitor home.
  const vAnchorZone = createRoute({
    getParentRoute: parentOf('vAnchorZone'),
    path: '/v/anchor-zone',
    beforeLoad: () => {
      throw redirect({ href: '/personal?headerNavIndex=2', replace: true });
    },
  });
  return {
    vApply,
    vAnchorSet,
    vAnchorRoomSet,
    vAnchorChat,
    vAnchorAdd,
    vAnchorBarrage,
    vAnchorZone,
  };
}
