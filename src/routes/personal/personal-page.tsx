// /personal/{id?}: a user's public space — header band, tabs by headerNavIndex, profile, follow and fan lists, anchor room.
import { useRouter } from '@tanstack/react-router';
import { PostFeed } from '../../features/community/post-feed';
import { currentSession, select } from '../../features/user/session';
import { LoadState } from '../../features/user-centre/centre-frame';
import { useObservable } from '../../lib/use-observable';
import { AttentionPanel } from './attention-panel';
import { ProfilePanel } from './profile-panel';
import { SpaceHeader } from './space-header';
import type { SpaceLoad } from './space-loader';
import { SpaceRoom } from './space-room';
import { type SpaceSearch, spaceView } from './space-search';
import { SpaceTabs } from './space-tabs';

const ownId$ = select((s) => s.userInfo?.id ?? null);
/** The login's own roles as "anchor,expert" flags: a user.role push updates them (role-sync). */
const ownRoles$ = select((s) => `${s.userInfo?.isAnchor ?? 0},${s.userInfo?.isExpert ?? 0}`);

export function PersonalPage({ load, search }: { load: SpaceLoad; search: SpaceSearch }) {
  const router = useRouter();
  const ownId = useObservable(ownId$, currentSession().userInfo?.id ?? null);
  const ownRoles = useObservable(ownRoles$, '0,0');
  const { answer } = load;
  if (!answer.success) {
    return (
      <div data-testid="personal-space" className="rounded-lg bg-white shadow-sm">
        <LoadState error={answer.msg} onRetry={() => void router.invalidate()} />
      </div>
    );
  }
  const own = ownId === answer.data.id;
  // One's own space follows the login's roles, so an application passed while it is open shows 主播/专家 at once.
  const [anchorFlag, expertFlag] = ownRoles.split(',').map(Number) as [0 | 1, 0 | 1];
  const space = own ? { ...answer.data, isAnchor: anchorFlag, isExpert: expertFlag } : answer.data;
  const isAnchor = space.isAnchor === 1;
  const view = spaceView(search, isAnchor);
  return (
    <div
      data-testid="personal-space"
      data-user-id={space.id}
      data-tab={view.tab}
      className="overflow-hidden rounded-lg bg-white shadow-sm"
    >
      <SpaceHeader space={space} own={own} />
      <SpaceTabs
        userId={space.id}
        view={view}
        isAnchor={isAnchor}
        own={own}
        followCount={space.followCount}
        fansCount={space.fansCount}
      />
      <div className="min-h-[360px] px-4 py-5 sm:px-8 sm:py-8">
        {view.tab === 2 ? (
          <SpaceRoom anchorId={space.id} own={own} />
        ) : view.tab === 3 ? (
          <div className="-mx-4 sm:mx-0" data-testid="space-posts">
            <PostFeed
              filter={{ kind: 'general', userId: space.id, sort: 'new' }}
              empty={own ? '你还没有发过动态' : 'TA 还没有发过动态'}
            />
          </div>
        ) : view.tab === 1 ? (
          <AttentionPanel userId={space.id} type={view.type} page={view.page} own={own} />
        ) : (
          <ProfilePanel space={space} own={own} />
        )}
      </div>
    </div>
  );
}
