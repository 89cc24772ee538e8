// The OBS set-up guide of /live/manual: a drawn settings window, the numbered steps, presets and fixes.
import {
  commonSettings,
  type GuideStep,
  obsSteps,
  outputPresets,
  troubleshooting,
} from '../content/obs-guide';

function SectionTitle({ children, sub }: { children: string; sub?: string }) {
  return (
    <h2 className="mb-4 flex items-baseline gap-2 text-lg font-semibold text-neutral-900">
      <span className="h-4 w-1 self-center rounded-full bg-brand-500" />
      {children}
      {sub && <span className="text-xs font-normal text-neutral-400">{sub}</span>}
    </h2>
  );
}

/** OBS's 设置 → 推流 panel in CSS, so the anchor knows which two boxes to fill. */
function StreamSettingsIllustration() {
  const rows = [
    { label: '服务', value: '自定义…', mark: false },
    { label: '服务器', value: 'rtmp://（粘贴房间设置中的推流地址）', mark: true },
    { label: '串流密钥', value: '••••••••••••••••', mark: true },
  ];
  return (
    <figure
      aria-label="OBS 推流设置示意图"
      className="overflow-hidden rounded-lg bg-[#2b2e38] text-[12px] text-white/80 shadow-lg ring-1 ring-black/20"
    >
      <div className="flex items-center gap-1.5 bg-[#1f2128] px-3 py-2">
        <span className="size-2.5 rounded-full bg-[#ff5f57]" />
        <span className="size-2.5 rounded-full bg-[#febc2e]" />
        <span className="size-2.5 rounded-full bg-[#28c840]" />
        <span className="ml-2 text-white/60">设置</span>
      </div>
      <div className="flex">
        <ul className="w-24 shrink-0 space-y-0.5 border-r border-white/10 py-2">
          {['通用', '推流', '输出', '音频', '视频', '快捷键', '高级'].map((item) => (
            <li
              key={item}
              className={`px-3 py-1 ${item === '推流' ? 'bg-[#3c4050] text-white' : 'text-white/50'}`}
            >
              {item}
            </li>
          ))}
        </ul>
        <div className="min-w-0 flex-1 space-y-3 p-4">
          {rows.map((row) => (
            <div key={row.label} className="flex items-center gap-3">
              <span className="w-16 shrink-0 text-right text-white/60">{row.label}</span>
              <span
                className={`min-w-0 flex-1 truncate rounded border px-2 py-1.5 ${
                  row.mark
                    ? 'border-accent-400 bg-accent-500/10 text-accent-400'
                    : 'border-white/15 bg-black/20'
                }`}
              >
                {row.value}
              </span>
            </div>
          ))}
          <div className="flex justify-end gap-2 pt-2">
            <span className="rounded bg-white/10 px-3 py-1">取消</span>
            <span className="rounded bg-brand-500 px-3 py-1 text-white">应用</span>
          </div>
        </div>
      </div>
      <figcaption className="bg-[#1f2128] px-4 py-2 text-[11px] text-white/50">
        橙色框为需要填写的两项，其余保持默认即可
      </figcaption>
    </figure>
  );
}

function Step({ step, index }: { step: GuideStep; index: number }) {
  return (
    <li className="flex gap-4 border-b border-neutral-100 py-5 last:border-b-0">
      <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-500 font-bold text-white shadow-sm">
        {index + 1}
      </span>
      <div className="min-w-0 flex-1">
        <h3 className="flex flex-wrap items-center gap-3 text-base font-semibold text-neutral-900">
          {step.title}
          <span className="flex items-center gap-1 text-[12px] font-normal text-neutral-500">
            {step.path.map((p, i) => (
              <span key={p} className="flex items-center gap-1">
                {i > 0 && <span className="text-neutral-300">›</span>}
                <span className="rounded bg-neutral-100 px-1.5 py-0.5">{p}</span>
              </span>
            ))}
          </span>
        </h3>
        <p className="mt-1.5 text-[14px] leading-7 text-neutral-600">{step.text}</p>
        {step.points && (
          <ul className="mt-2 space-y-1 text-[14px] leading-6 text-neutral-600">
            {step.points.map((point) => (
              <li key={point} className="flex gap-2">
                <span className="mt-2.5 size-1.5 shrink-0 rounded-full bg-brand-400" />
                {point}
              </li>
            ))}
          </ul>
        )}
        {step.warn && (
          <p className="mt-2.5 rounded-md border border-accent-400/40 bg-orange-50 px-3 py-1.5 text-[13px] text-accent-600">
            注意：{step.warn}
          </p>
        )}
      </div>
    </li>
  );
}

export function ObsGuide() {
  return (
    <section className="rounded-lg bg-white px-4 py-5 shadow-sm lg:px-8 lg:py-7">
      <SectionTitle sub="以 OBS Studio 30 及以上版本为例">OBS 推流设置教程</SectionTitle>
      <div className="grid grid-cols-1 gap-8 lg:grid-cols-[1fr_400px]">
        <ol>
          {obsSteps.map((step, i) => (
            <Step key={step.title} step={step} index={i} />
          ))}
        </ol>
        <div className="min-w-0 space-y-5 self-start pt-5">
          <StreamSettingsIllustration />
          <div className="rounded-lg bg-neutral-50 p-4">
            <p className="mb-2 text-[13px] font-semibold text-neutral-800">通用参数</p>
            <dl className="grid grid-cols-2 gap-x-4 gap-y-1.5 text-[13px]">
              {commonSettings.map((s) => (
                <div key={s.label} className="flex justify-between gap-2">
                  <dt className="text-neutral-500">{s.label}</dt>
                  <dd className="font-medium text-neutral-800">{s.value}</dd>
                </div>
              ))}
            </dl>
          </div>
        </div>
      </div>
    </section>
  );
}

export function OutputPresets() {
  return (
    <section className="rounded-lg bg-white px-4 py-5 shadow-sm lg:px-8 lg:py-7">
      <SectionTitle sub="上行带宽不足时，请优先降低分辨率而不是帧率">推荐输出参数</SectionTitle>
      {/* A phone scrolls the five columns inside the card. */}
      <div className="overflow-x-auto">
        <table className="w-full min-w-[560px] overflow-hidden rounded-lg text-center text-[14px]">
          <thead className="bg-neutral-50 text-[13px] text-neutral-500">
            <tr>
              {['画质档位', '输出分辨率', '帧率 (FPS)', '视频码率', '建议上行带宽'].map((h) => (
                <th key={h} className="py-2.5 font-medium">
                  {h}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-neutral-100 text-neutral-700">
            {outputPresets.map((p, i) => (
              <tr key={p.quality} className={i === 0 ? 'bg-brand-50/40' : ''}>
                <td className="py-3 font-semibold text-neutral-900">
                  {p.quality}
                  {i === 0 && (
                    <span className="ml-1.5 rounded bg-brand-500 px-1 py-px text-[10px] text-white">
                      推荐
                    </span>
                  )}
                </td>
                <td className="font-mono">{p.resolution}</td>
                <td className="font-mono">{p.fps}</td>
                <td className="font-mono text-brand-600">{p.bitrate}</td>
                <td className="font-mono">{p.uplink}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

export function Troubleshooting() {
  return (
    <section className="rounded-lg bg-white px-4 py-5 shadow-sm lg:px-8 lg:py-7">
      <SectionTitle>推流常见问题</SectionTitle>
      <ul className="grid grid-cols-1 gap-4 md:grid-cols-3">
        {troubleshooting.map((t) => (
          <li key={t.q} className="rounded-lg border border-neutral-100 bg-neutral-50 p-4">
            <p className="font-semibold text-neutral-900">{t.q}</p>
            <p className="mt-1.5 text-[13px] leading-6 text-neutral-500">{t.a}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
