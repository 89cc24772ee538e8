// /playback/video/{replayId}: one replay with its chapters, the clips of its match and the chat replay; an
// unknown id is the site's 404 page.
import { useQuery } from '@tanstack/react-query';
import { errors } from '../../../contract/errors';
import { replayQuery } from '../../features/playback/queries';
import { ReplayView } from '../../features/playback/replay-view';
import { ErrorPage, pageNotFound } from '../error-page';

export function PlaybackVideoPage({ replayId }: { replayId: number }) {
  const { data: answer, isFetching, refetch } = useQuery(replayQuery(replayId));
  if (answer && !answer.success && answer.code === errors.playbackNotFound.code)
    return <ErrorPage error={pageNotFound()} />;
  if (answer?.success) return <ReplayView detail={answer.data} />;
  return (
    <div
      data-testid="replay-page"
      data-status={answer ? 'failed' : 'loading'}
      className="flex flex-col gap-3"
    >
      {answer && !isFetching ? (
        <p className="rounded-lg bg-white py-20 text-center text-sm text-neutral-400 shadow-sm">
          {answer.msg}
          <button type="button" onClick={() => void refetch()} className="ml-2 text-sky-700">
            重试
          </button>
        </p>
      ) : (
        <div className="aspect-video w-full animate-pulse rounded-lg bg-neutral-800 lg:w-[calc(100%-356px)]" />
      )}
    </div>
  );
}
