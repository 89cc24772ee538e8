// /community/anchor-dynamic/{id}: one anchor's dynamics (动态), newest first; without an id every
// anchor's. The same list is the 动态 tab of the anchor's personal space.
import { PostFeed } from '../../features/community/post-feed';

export function AnchorDynamicPage({ id }: { id?: number }) {
  return (
    <div className="mx-auto w-full max-w-3xl space-y-3 pb-4 sm:px-3 sm:py-5">
      <h1 className="px-4 pt-3 text-lg font-bold text-neutral-900 sm:px-1 sm:pt-0">
        {id === undefined ? '主播动态' : 'TA 的动态'}
      </h1>
      <PostFeed filter={{ kind: 'anchor', anchorId: id }} empty="还没有发布动态" />
    </div>
  );
}
