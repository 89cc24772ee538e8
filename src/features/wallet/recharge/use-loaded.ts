// One answer for a wallet card: loads on mount (and when `key` changes), with the failure's message and a retry.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { ApiResult } from '../../../api/result';

export function useLoaded<T>(load: () => Promise<ApiResult<T>>, key = '') {
  const [data, setData] = useState<T | null>(null);
  const [error, setError] = useState<string | null>(null);
  const alive = useRef(true);
  const latest = useRef(load);
  latest.current = load;

  // biome-ignore lint/correctness/useExhaustiveDependencies: the key names what is loaded
  const reload = useCallback(() => {
    setError(null);
    void latest.current().then((answer) => {
      if (!alive.current) return;
      if (answer.success) setData(answer.data);
      else setError(answer.msg);
    });
  }, [key]);

  useEffect(() => {
    alive.current = true;
    reload();
    return () => {
      alive.current = false;
    };
  }, [reload]);

  return { data, error, reload };
}
