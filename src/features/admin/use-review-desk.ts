// The state of one review queue page: state tab, page, the selected row, the reason box, and the three acts
// (claim, approve, reject) sent with adminCall; each act refreshes the queue and says what happened.
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { AdminCall } from '../../../contract/calls/admin';
import type { ReviewClaim } from '../../../contract/calls/admin-review';
import { adminCall } from './admin-api';
import { useQueueKeys } from './queue-keys';
import { useAdminQuery } from './use-admin-query';

export interface DeskItem {
  id: number;
  status: string;
  claim: ReviewClaim | null;
}

export interface DeskCalls {
  list: AdminCall;
  claim: AdminCall;
  approve: AdminCall;
  reject: AdminCall;
}

export const PAGE_SIZE = 20;
const REFRESH_MS = 15_000;

export function useReviewDesk<I extends DeskItem>(
  calls: DeskCalls,
  pending: string,
  words: { approved: string; rejected: string },
  /** More filters of the list (user, dates); empty values are left out. */
  filters: Record<string, string> = {},
) {
  const client = useQueryClient();
  const [status, setStatusRaw] = useState(pending);
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState(0);
  const [reasonOpen, setReasonOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null);
  const set = Object.fromEntries(Object.entries(filters).filter(([, v]) => v !== ''));
  // New applications arrive without a push to the console: the queue reads itself again now and then.
  const query = useAdminQuery(
    calls.list,
    { ...set, status, page, pageSize: PAGE_SIZE } as never,
    REFRESH_MS,
  );
  const data = query.data as { list: I[]; total: number } | undefined;
  const list = data?.list ?? [];
  const index = Math.min(selected, Math.max(0, list.length - 1));
  const item = list[index] ?? null;
  const open = item !== null && item.status === pending;

  const refresh = () => client.invalidateQueries({ queryKey: ['admin', calls.list.path] });
  const act = async (call: AdminCall, body: Record<string, unknown>, done: string) => {
    if (!item || busy) return;
    setBusy(true);
    const answer = await adminCall(call, { id: item.id, ...body } as never);
    setBusy(false);
    setNotice(answer.ok ? { ok: true, text: done } : { ok: false, text: answer.msg });
    await refresh();
    return answer.ok;
  };

  const desk = {
    status,
    setStatus: (s: string) => {
      setStatusRaw(s);
      void refresh();
      setPage(1);
      setSelected(0);
      setReasonOpen(false);
    },
    page,
    setPage: (p: number) => {
      setPage(p);
      setSelected(0);
    },
    query,
    list,
    total: data?.total ?? 0,
    index,
    item,
    open,
    busy,
    notice,
    select: (i: number) => {
      setSelected(i);
      setReasonOpen(false);
    },
    reasonOpen,
    openReason: () => open && setReasonOpen(true),
    closeReason: () => setReasonOpen(false),
    claim: () => open && act(calls.claim, {}, `#${item.id} 已认领`),
    approve: () => open && act(calls.approve, { reason: '' }, `#${item.id} ${words.approved}`),
    reject: async (reason: string) => {
      if (!open) return;
      if (await act(calls.reject, { reason }, `#${item.id} ${words.rejected}`))
        setReasonOpen(false);
    },
  };

  useQueueKeys({
    count: list.length,
    selected: index,
    select: desk.select,
    approve: () => void desk.approve(),
    reject: desk.openReason,
    claim: () => void desk.claim(),
    enabled: !reasonOpen,
  });
  return desk;
}
