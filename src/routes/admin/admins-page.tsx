// /admin/admins (admins.manage): the console's accounts — create with a role (a one-time password shown once),
// change role, disable/enable, reset TOTP (re-enrol at next login), end sessions. Each is audited with a reason.
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { type AdminRole, adminRoleNames, adminRoles } from '../../../contract/admin-roles';
import {
  type AdminAccount,
  adminAccounts,
  adminCreate,
  adminResetTotp,
  adminRevokeSessions,
  adminSetDisabled,
  adminSetRole,
} from '../../../contract/calls/admin';
import { formatFull } from '../../../contract/format/dates';
import { adminCall } from '../../features/admin/admin-api';
import { useAdminMe } from '../../features/admin/admin-session';
import { useAdminQuery } from '../../features/admin/use-admin-query';

const field =
  'h-8 rounded border border-slate-300 bg-white px-2 text-sm outline-none focus:border-blue-500';
const small =
  'rounded border border-slate-300 px-1.5 py-0.5 hover:border-blue-500 hover:text-blue-600 disabled:opacity-40';

export function AdminAccountsPage() {
  const { data, error } = useAdminQuery(adminAccounts);
  const me = useAdminMe();
  const client = useQueryClient();
  const [username, setUsername] = useState('');
  const [role, setRole] = useState<AdminRole>('operator');
  const [reason, setReason] = useState('');
  const [notice, setNotice] = useState<{
    tone: 'ok' | 'error';
    text: string;
    password?: string;
  } | null>(null);

  const refresh = () => client.invalidateQueries({ queryKey: ['admin', adminAccounts.path] });
  const done = async (answer: { ok: boolean; msg?: string }, text: string) => {
    setNotice(answer.ok ? { tone: 'ok', text } : { tone: 'error', text: answer.msg ?? '操作失败' });
    if (answer.ok) await refresh();
  };

  const create = async (e: FormEvent) => {
    e.preventDefault();
    const answer = await adminCall(adminCreate, { username: username.trim(), role, reason });
    if (!answer.ok) return setNotice({ tone: 'error', text: answer.msg });
    setNotice({
      tone: 'ok',
      text: `已创建 ${answer.data.account.username}（${adminRoleNames[answer.data.account.role]}），一次性密码只显示这一次：`,
      password: answer.data.password,
    });
    setUsername('');
    await refresh();
  };

  const act = (a: AdminAccount) => ({
    role: async (next: AdminRole) =>
      done(
        await adminCall(adminSetRole, { id: a.id, role: next, reason }),
        `${a.username} 的角色已改为${adminRoleNames[next]}`,
      ),
    disabled: async () =>
      done(
        await adminCall(adminSetDisabled, { id: a.id, disabled: !a.disabled, reason }),
        `${a.username} 已${a.disabled ? '启用' : '停用'}`,
      ),
    reset: async () =>
      done(
        await adminCall(adminResetTotp, { id: a.id, reason }),
        `${a.username} 的动态验证码已重置，下次登录须重新绑定`,
      ),
    revoke: async () =>
      done(await adminCall(adminRevokeSessions, { id: a.id, reason }), `${a.username} 已强制下线`),
  });

  return (
    <div className="space-y-3">
      <form
        onSubmit={create}
        className="flex flex-wrap items-center gap-2 rounded border border-slate-200 bg-white p-3 text-sm"
      >
        <span className="font-medium">新建账号</span>
        <input
          className={`${field} w-36`}
          placeholder="用户名"
          value={username}
          onChange={(e) => setUsername(e.target.value)}
          aria-label="用户名"
          required
        />
        <select
          className={field}
          value={role}
          onChange={(e) => setRole(e.target.value as AdminRole)}
          aria-label="角色"
        >
          {adminRoles.map((r) => (
            <option key={r} value={r}>
              {adminRoleNames[r]}
            </option>
          ))}
        </select>
        <button type="submit" className="h-8 rounded bg-blue-600 px-4 text-white">
          创建
        </button>
        <input
          className={`${field} w-full sm:ml-auto sm:w-56`}
          placeholder="操作原因（选填，记入审计日志）"
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          aria-label="操作原因"
        />
      </form>

      {notice && (
        <div
          role="status"
          className={`rounded border px-3 py-2 text-sm ${notice.tone === 'ok' ? 'border-emerald-200 bg-emerald-50 text-emerald-800' : 'border-red-200 bg-red-50 text-red-700'}`}
        >
          {notice.text}
          {notice.password && (
            <code
              className="ml-1 select-all rounded bg-white px-1.5 py-0.5 font-mono"
              data-testid="one-time-password"
            >
              {notice.password}
            </code>
          )}
        </div>
      )}

      {error ? (
        <div className="rounded bg-white p-6 text-sm text-red-600">{error.message}</div>
      ) : (
        <div className="overflow-x-auto rounded border border-slate-200 bg-white">
          <table className="w-full min-w-[52rem] text-left text-xs" data-testid="admins-table">
            <thead className="bg-slate-50 text-slate-500">
              <tr>
                <th className="px-2 py-1.5 font-normal">ID</th>
                <th className="px-2 py-1.5 font-normal">用户名</th>
                <th className="px-2 py-1.5 font-normal">角色</th>
                <th className="px-2 py-1.5 font-normal">动态验证码</th>
                <th className="px-2 py-1.5 font-normal">状态</th>
                <th className="px-2 py-1.5 font-normal">在线会话</th>
                <th className="px-2 py-1.5 font-normal">最后登录</th>
                <th className="px-2 py-1.5 font-normal">操作</th>
              </tr>
            </thead>
            <tbody>
              {data?.list.map((a) => {
                const self = a.id === me.data?.id;
                const on = act(a);
                return (
                  <tr
                    key={a.id}
                    className="border-t border-slate-100 hover:bg-slate-50"
                    data-username={a.username}
                  >
                    <td className="px-2 py-1.5 tabular-nums text-slate-500">{a.id}</td>
                    <td className="px-2 py-1.5 font-medium">
                      {a.username}
                      {self && <span className="ml-1 text-slate-400">（我）</span>}
                    </td>
                    <td className="px-2 py-1.5">
                      <select
                        className="rounded border border-slate-200 bg-white px-1 py-0.5 text-xs"
                        value={a.role}
                        disabled={self}
                        onChange={(e) => on.role(e.target.value as AdminRole)}
                        aria-label={`${a.username} 的角色`}
                      >
                        {adminRoles.map((r) => (
                          <option key={r} value={r}>
                            {adminRoleNames[r]}
                          </option>
                        ))}
                      </select>
                    </td>
                    <td
                      className={`px-2 py-1.5 ${a.enrolled ? 'text-emerald-600' : 'text-amber-600'}`}
                    >
                      {a.enrolled ? '已绑定' : '未绑定'}
                    </td>
                    <td className={`px-2 py-1.5 ${a.disabled ? 'text-red-600' : ''}`}>
                      {a.disabled ? '已停用' : '正常'}
                    </td>
                    <td className="px-2 py-1.5 tabular-nums">{a.activeSessions}</td>
                    <td className="whitespace-nowrap px-2 py-1.5 tabular-nums text-slate-500">
                      {a.lastLoginAt ? formatFull(a.lastLoginAt) : '从未登录'}
                    </td>
                    <td className="whitespace-nowrap px-2 py-1.5">
                      <div className="flex gap-1">
                        <button
                          type="button"
                          className={small}
                          onClick={on.reset}
                          disabled={!a.enrolled}
                        >
                          重置验证码
                        </button>
                        <button
                          type="button"
                          className={small}
                          onClick={on.revoke}
                          disabled={a.activeSessions === 0}
                        >
                          强制下线
                        </button>
                        <button
                          type="button"
                          className={small}
                          onClick={on.disabled}
                          disabled={self}
                        >
                          {a.disabled ? '启用' : '停用'}
                        </button>
                      </div>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
