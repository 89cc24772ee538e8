// What a tab shows before its answer: loading, or the failure with 重试.
import type { ApiResult } from '../../../api/result';

export function TabState({
  answer,
  reload,
}: {
  answer: ApiResult<unknown> | undefined;
  reload: () => void;
}) {
  if (!answer) return <p className="py-10 text-center text-sm text-neutral-400">加载中…</p>;
  return (
    <p className="py-10 text-center text-sm text-neutral-500">
      {answer.success ? '' : answer.msg}
      <button type="button" className="ml-2 text-red-600" onClick={reload}>
        重试
      </button>
    </p>
  );
}
