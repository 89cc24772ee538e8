// A console read through the query cache: the call's data, or its refusal shown where the data would be.
import { useQuery } from '@tanstack/react-query';
import type { CallData, CallInput } from '../../../contract/call';
import type { AdminCall } from '../../../contract/calls/admin';
import { adminCall } from './admin-api';

export function useAdminQuery<C extends AdminCall>(
  call: C,
  input: CallInput<C> | Record<string, never> = {},
  refetchMs?: number,
) {
  return useQuery({
    queryKey: ['admin', call.path, input],
    queryFn: async (): Promise<CallData<C>> => {
      const answer = await adminCall(call, input);
      if (!answer.ok) throw new Error(answer.msg);
      return answer.data;
    },
    retry: false,
    ...(refetchMs ? { refetchInterval: refetchMs } : {}),
  });
}
