// OBS settings of the room: 服务器 (publishUrl) and 串流密钥, shown once after 生成/重置密钥 with a copy button.
import { useState } from 'react';
import { newStreamKey } from '../../api/room';
import { CentreCard } from '../user-centre/centre-frame';
import { copyText } from './copy-text';
import type { RoomSettings } from './use-my-room';

function Line({
  label,
  value,
  testId,
  onCopy,
  secret = false,
}: {
  label: string;
  value: string;
  testId: string;
  onCopy?(): void;
  secret?: boolean;
}) {
  return (
    <div className="flex items-center gap-4">
      <span className="w-20 shrink-0 text-right text-sm text-neutral-500">{label}</span>
      <code
        data-testid={testId}
        className={`min-w-0 flex-1 truncate rounded-md border px-3 py-2 font-mono text-[13px] select-all ${
          secret
            ? 'border-accent-400 bg-accent-400/10 text-neutral-900'
            : 'border-neutral-200 bg-neutral-50 text-neutral-700'
        }`}
      >
        {value}
      </code>
      {onCopy && (
        <button
          type="button"
          onClick={onCopy}
          className="h-9 shrink-0 rounded-md border border-brand-300 px-4 text-sm text-brand-600 hover:bg-brand-50"
        >
          复制
        </button>
      )}
    </div>
  );
}

export function ObsSettings({
  room,
  onIssued,
}: {
  room: RoomSettings;
  /** The room now has a key (keyIssued), whatever the page showed before. */
  onIssued(publishUrl: string): void;
}) {
  const [key, setKey] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const overlayUrl = `${window.location.origin}/v/anchor-barrage?roomId=${room.roomId}`;

  const issue = async () => {
    // Resetting breaks the stream OBS is pushing now: ask first.
    if (
      room.keyIssued &&
      !window.confirm('重置后旧密钥立即失效，正在推流的 OBS 会断开。确定重置？')
    )
      return;
    setBusy(true);
    setError(null);
    const answer = await newStreamKey();
    setBusy(false);
    if (!answer.success) return setError(answer.msg);
    setKey(answer.data.streamKey);
    onIssued(answer.data.publishUrl);
  };

  return (
    <CentreCard
      title="推流设置"
      note="在 OBS「设置 → 推流」中选择「自定义」并填入以下信息"
      testId="obs-settings"
    >
      <div className="space-y-3">
        <Line
          label="服务器"
          value={room.publishUrl}
          testId="obs-server"
          onCopy={() => copyText(room.publishUrl, '服务器地址')}
        />
        {key ? (
          <>
            <Line
              label="串流密钥"
              value={key}
              testId="obs-key"
              secret
              onCopy={() => copyText(key, '串流密钥')}
            />
            <p
              data-testid="obs-key-warning"
              role="alert"
              className="sm:pl-24 text-xs text-accent-600"
            >
              密钥只显示这一次，请立即复制到 OBS 并妥善保管；离开本页后将无法再次查看，只能重置。
            </p>
          </>
        ) : (
          <Line
            label="串流密钥"
            value={room.keyIssued ? '●●●●●●●●●●●●（已生成，出于安全不再显示）' : '尚未生成'}
            testId="obs-key-hidden"
          />
        )}
        <Line
          label="弹幕来源"
          value={overlayUrl}
          testId="obs-overlay"
          onCopy={() => copyText(overlayUrl, '弹幕地址')}
        />
        <p className="sm:pl-24 text-xs text-neutral-400">
          在 OBS 中添加「浏览器」来源并填入此地址，观众的弹幕和礼物会叠加在直播画面上（背景透明）。
        </p>
        <div className="flex items-center gap-3 sm:pl-24">
          <button
            type="button"
            data-testid="obs-issue"
            disabled={busy}
            onClick={issue}
            className="h-9 rounded-md bg-header px-5 text-sm text-white hover:bg-header-light disabled:opacity-60"
          >
            {busy ? '生成中…' : room.keyIssued || key ? '重置密钥' : '生成密钥'}
          </button>
          {error && (
            <span role="alert" className="text-xs text-brand-600">
              {error}
            </span>
          )}
        </div>
      </div>
    </CentreCard>
  );
}
