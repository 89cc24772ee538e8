// The plan's commitment, always shown: the SHA-256 published with the plan; once the content is revealed,
// the committed text, the browser's own SHA-256 of it (校验通过 / 校验失败) and how anyone can check it.
import { useEffect, useState } from 'react';
import { formatFull } from '../../../contract/format/dates';
import { sha256Hex, shellCheck } from './sha256';

type Check = { state: 'checking' } | { state: 'done'; hash: string } | { state: 'failed' };

function useSha256(text: string | null): Check | null {
  const [check, setCheck] = useState<Check | null>(null);
  useEffect(() => {
    if (text === null) return setCheck(null);
    let live = true;
    setCheck({ state: 'checking' });
    sha256Hex(text).then(
      (hash) => live && setCheck({ state: 'done', hash }),
      () => live && setCheck({ state: 'failed' }),
    );
    return () => {
      live = false;
    };
  }, [text]);
  return check;
}

function Verdict({ check, commitment }: { check: Check; commitment: string }) {
  if (check.state === 'checking')
    return <span className="text-sm text-neutral-500">正在本机计算 SHA-256…</span>;
  if (check.state === 'failed')
    return (
      <span className="text-sm text-neutral-500">
        此浏览器无法计算 SHA-256，请用下方命令自行校验
      </span>
    );
  const ok = check.hash === commitment.toLowerCase();
  return (
    <span
      data-testid="commitment-verdict"
      data-ok={ok}
      className={`inline-flex items-center gap-1 rounded-full px-3 py-1 text-sm font-semibold ${
        ok ? 'bg-emerald-50 text-emerald-700' : 'bg-brand-50 text-brand-700'
      }`}
    >
      {ok ? '✓ 校验通过：内容与发布时一致' : '✗ 校验失败：内容与发布时的指纹不符'}
    </span>
  );
}

export function CommitmentPanel({
  commitment,
  committedText,
  publishedAt,
}: {
  commitment: string;
  committedText: string | null;
  publishedAt: string;
}) {
  const check = useSha256(committedText);
  return (
    <section data-testid="commitment" className="rounded-lg bg-white p-4 shadow-sm lg:p-5">
      <h2 className="flex flex-wrap items-baseline gap-x-2 font-semibold text-neutral-900">
        内容指纹（SHA-256）
        <span className="text-xs font-normal text-neutral-400">
          {formatFull(publishedAt)} 发布时公开
        </span>
      </h2>
      <p
        data-testid="commitment-hash"
        className="mt-2 rounded bg-neutral-50 px-3 py-2 font-mono text-xs break-all text-neutral-700 select-all"
      >
        {commitment}
      </p>
      {committedText === null ? (
        <p className="mt-2 text-xs leading-5 text-neutral-500">
          方案内容在发布时已用上面的指纹锁定，之后无法修改。购买后或比赛结束后公开原文，届时本页会自动核对原文与指纹是否一致。
        </p>
      ) : (
        <div className="mt-3 space-y-2">
          <div className="flex flex-wrap items-center gap-2">
            {check && <Verdict check={check} commitment={commitment} />}
          </div>
          <details className="text-xs text-neutral-500">
            <summary className="cursor-pointer py-1 text-neutral-600 hover:text-brand-600">
              原文与自行校验方法
            </summary>
            <p className="mt-1 leading-5">
              原文是发布时保存的选项、分析和一段随机盐（防止有人从指纹反推选项）。对原文计算
              SHA-256，结果与上面的指纹相同即说明发布后没有改动过。
            </p>
            <pre
              data-testid="committed-text"
              className="mt-2 max-h-48 overflow-auto rounded bg-neutral-50 px-3 py-2 font-mono text-[11px] leading-5 break-all whitespace-pre-wrap text-neutral-700"
            >
              {committedText}
            </pre>
            <p className="mt-2">
              在 Linux / macOS 终端里运行（macOS 可把 sha256sum 换成 shasum -a 256）：
            </p>
            <pre className="mt-1 max-h-32 overflow-auto rounded bg-header px-3 py-2 font-mono text-[11px] leading-5 break-all whitespace-pre-wrap text-neutral-100">
              {shellCheck(committedText)}
            </pre>
          </details>
        </div>
      )}
    </section>
  );
}
