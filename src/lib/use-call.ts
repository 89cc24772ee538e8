// Loads one API answer when a component mounts (or its key changes): null until it arrives, then data or fallback.
import { useEffect, useState } from 'react';
import type { ApiResult } from '../api/result';

export function useCall<T>(load: () => Promise<ApiResult<T>>, fallback: T, key = ''): T | null {
  const [data, setData] = useState<T | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key names what is loaded; load and fallback are fresh closures each render
  useEffect(() => {
    let alive = true;
    void load().then((answer) => {
      if (alive) setData(answer.success ? answer.data : fallback);
    });
    return () => {
      alive = false;
    };
  }, [key]);
  return data;
}
