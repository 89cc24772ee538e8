// The ban list and the manager list of the anchor's room, as tabs: add by nick name, remove by row.
// The lists come from the data cache; addMember/removeMember change them, their type flag picking the
// list (spec §5: 1 bans).
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import type { CallData } from '../../../contract/call';
import { forbidList, managerList } from '../../../contract/calls/chat';
import { formatShort } from '../../../contract/format/dates';
import { addMember, type MemberListType, removeMember } from '../../api/chat';
import { callQuery, invalidateCall } from '../../lib/query';
import { showToast } from '../login/toast';
import { UserAvatar } from '../user-centre/user-avatar';

type Row = CallData<typeof forbidList>['list'][number];

const tabs: { type: MemberListType; label: string; verb: string; empty: string }[] = [
  { type: 1, label: '禁言名单', verb: '禁言', empty: '还没有被禁言的观众' },
  { type: 2, label: '房管名单', verb: '设为房管', empty: '还没有房管，房管可以帮你禁言' },
];

/** Spec §5: type 1 is the ban list, any other value the manager list. */
const listCall = (type: MemberListType) => (type === 1 ? forbidList : managerList);

/** For the live chat's 禁言 buttons: an open ban list shows the new row. */
export const refreshBanList = () => invalidateCall(forbidList);

export function MemberLists() {
  const [type, setType] = useState<MemberListType>(1);
  const [nickName, setNickName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const tab = tabs.find((t) => t.type === type) ?? tabs[0]!;

  // Read afresh on every tab switch, as other managers change the lists too; a reload (after a change
  // here or a ban in the chat) shows 加载中… again, as the first load does.
  const query = useQuery(callQuery(listCall(type), { pageSize: 100 }, { staleTime: 0 }));
  const answer = query.isFetching ? undefined : query.data;
  const rows: Row[] | null = answer === undefined ? null : answer.success ? answer.data.list : [];
  const total = answer?.success ? answer.data.total : 0;
  const shownError = error ?? (answer?.success === false ? answer.msg : null);

  const add = async (e: FormEvent) => {
    e.preventDefault();
    const name = nickName.trim();
    if (!name) return setError('请输入昵称');
    setBusy(true);
    setError(null);
    const answer = await addMember(type, { nickName: name });
    setBusy(false);
    if (!answer.success) return setError(answer.msg);
    setNickName('');
    showToast(`已${tab.verb}：${answer.data.nickName}`, 'success');
    void invalidateCall(listCall(type));
  };

  const remove = async (row: Row) => {
    const answer = await removeMember(type, row.id);
    if (!answer.success) return showToast(answer.msg, 'error');
    showToast(
      type === 1 ? `已解除禁言：${row.nickName}` : `已移除房管：${row.nickName}`,
      'success',
    );
    void invalidateCall(listCall(type));
  };

  return (
    <section data-testid="member-lists" className="rounded-lg bg-white shadow-sm">
      <div role="tablist" className="flex border-b border-neutral-100 px-4">
        {tabs.map((t) => (
          <button
            key={t.type}
            type="button"
            role="tab"
            data-testid={`member-tab-${t.type}`}
            aria-selected={t.type === type}
            onClick={() => {
              setType(t.type);
              setError(null);
            }}
            className={`relative px-4 py-3 text-sm ${
              t.type === type
                ? 'font-semibold text-brand-600 after:absolute after:inset-x-4 after:bottom-0 after:h-0.5 after:bg-brand-500'
                : 'text-neutral-500 hover:text-brand-500'
            }`}
          >
            {t.label}
            {t.type === type && rows !== null ? `（${total}）` : ''}
          </button>
        ))}
      </div>
      <form onSubmit={add} className="flex items-center gap-2 px-5 pt-4">
        <input
          data-testid="member-nickname"
          value={nickName}
          maxLength={32}
          onChange={(e) => setNickName(e.target.value)}
          placeholder="输入用户昵称"
          className="h-9 flex-1 rounded-md border border-neutral-200 px-3 text-sm outline-none focus:border-brand-400"
        />
        <button
          type="submit"
          data-testid="member-add"
          disabled={busy}
          className="h-9 rounded-md bg-brand-500 px-4 text-sm text-white hover:bg-brand-600 disabled:bg-brand-300"
        >
          {tab.verb}
        </button>
      </form>
      <p
        role="alert"
        data-testid="member-error"
        className="min-h-5 px-5 pt-1 text-xs text-brand-600"
      >
        {shownError ?? ''}
      </p>
      <ul data-testid="member-list" className="max-h-[420px] overflow-y-auto px-5 pb-4">
        {rows === null ? (
          <li className="py-8 text-center text-sm text-neutral-400">加载中…</li>
        ) : rows.length === 0 ? (
          <li className="py-8 text-center text-sm text-neutral-400">{tab.empty}</li>
        ) : (
          rows.map((row) => (
            <li
              key={row.id}
              data-testid="member-row"
              className="flex items-center gap-3 border-b border-neutral-50 py-2.5 last:border-0"
            >
              <UserAvatar
                portrait={row.portrait}
                nickName={row.nickName}
                className="size-8 text-xs"
              />
              <span className="min-w-0 flex-1 truncate text-sm text-neutral-800">
                {row.nickName}
              </span>
              <span className="text-xs text-neutral-400">{formatShort(row.at)}</span>
              <button
                type="button"
                data-testid="member-remove"
                onClick={() => remove(row)}
                className="h-7 rounded border border-neutral-200 px-3 text-xs text-neutral-600 hover:border-brand-300 hover:text-brand-600"
              >
                {type === 1 ? '解除' : '移除'}
              </button>
            </li>
          ))
        )}
      </ul>
    </section>
  );
}
