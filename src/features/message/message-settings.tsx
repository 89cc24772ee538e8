// 消息设置: a switch per kind of notice; a kind switched off is no longer written (existing ones stay).
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { MessageKind, MessageSetting } from '../../../contract/calls/message';
import { getMessageSettings, setMessageKind } from '../../api/message';
import { showToast } from '../login/toast';

const settingsKey = ['message-settings'] as const;

function Switch({
  setting,
  busy,
  onChange,
}: {
  setting: MessageSetting;
  busy: boolean;
  onChange: (on: boolean) => void;
}) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={setting.enabled}
      aria-label={setting.label}
      data-testid={`message-switch-${setting.kind}`}
      disabled={busy}
      onClick={() => onChange(!setting.enabled)}
      className={`relative h-6 w-11 shrink-0 rounded-full transition disabled:opacity-60 ${
        setting.enabled ? 'bg-brand-500' : 'bg-neutral-300'
      }`}
    >
      <span
        className={`absolute top-0.5 size-5 rounded-full bg-white shadow transition-all ${
          setting.enabled ? 'left-[22px]' : 'left-0.5'
        }`}
      />
    </button>
  );
}

export function MessageSettings() {
  const client = useQueryClient();
  const { data } = useQuery({ queryKey: settingsKey, queryFn: getMessageSettings });
  const [busy, setBusy] = useState<MessageKind | null>(null);
  if (!data) return <p className="py-6 text-center text-sm text-neutral-400">加载中…</p>;
  if (!data.success) return <p className="py-6 text-center text-sm text-red-500">{data.msg}</p>;
  const change = async (kind: MessageKind, on: boolean) => {
    setBusy(kind);
    const answer = await setMessageKind(kind, on);
    setBusy(null);
    if (answer.success) {
      client.setQueryData(settingsKey, answer);
      showToast(on ? '已开启' : '已关闭，之后不再收到这类消息', 'success');
    } else showToast(answer.msg, 'error');
  };
  return (
    <ul data-testid="message-settings" className="divide-y divide-neutral-100">
      {data.data.map((s) => (
        <li key={s.kind} className="flex items-center gap-4 py-3">
          <div className="min-w-0 flex-1">
            <p className="text-sm text-neutral-800">{s.label}</p>
            <p className="mt-0.5 text-xs text-neutral-400">{s.note}</p>
          </div>
          <Switch setting={s} busy={busy === s.kind} onChange={(on) => void change(s.kind, on)} />
        </li>
      ))}
    </ul>
  );
}
