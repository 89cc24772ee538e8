// One page of a user's follow or fan list (GET /user/info/attention); null while it loads, the failure kept for a retry.
import { useEffect, useState } from 'react';
import type { CallData } from '../../../contract/call';
import type { attentionList } from '../../../contract/calls/user';
import type { ApiResult } from '../../api/result';
import { getAttention } from '../../api/user';
import type { AttentionType } from './space-search';

export type AttentionPage = CallData<typeof attentionList>;

export function useAttention(userId: number, type: AttentionType, page: number, pageSize: number) {
  const [answer, setAnswer] = useState<ApiResult<AttentionPage> | null>(null);
  const [attempt, setAttempt] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: attempt asks for the same page again
  useEffect(() => {
    let alive = true;
    setAnswer(null);
    void getAttention({ userId, type, page, pageSize }).then((result) => {
      if (alive) setAnswer(result);
    });
    return () => {
      alive = false;
    };
  }, [userId, type, page, pageSize, attempt]);
  return { answer, retry: () => setAttempt((n) => n + 1) };
}
