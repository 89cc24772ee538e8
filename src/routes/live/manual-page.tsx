// The streaming tool page (/live/manual): OBS Studio downloads, phone streaming, and the OBS set-up guide.
import { Link } from '@tanstack/react-router';
import { Icon } from '../../components/icons';
import { ObsGuide, OutputPresets, Troubleshooting } from '../../features/about/manual/obs-guide';

const OBS_DOWNLOAD = 'https://obsproject.com/download';

const platforms = [
  {
    os: 'Windows',
    req: 'Windows 10 / 11（64 位）',
    note: '推荐 NVIDIA 显卡用户使用 NVENC 硬件编码',
  },
  { os: 'macOS', req: 'macOS 12 及以上', note: '同时支持 Apple 芯片与 Intel 芯片' },
  { os: 'Linux', req: 'Ubuntu 22.04 及以上', note: '也可通过 Flatpak 安装官方版本' },
];

function Banner() {
  return (
    <section className="relative overflow-hidden rounded-lg bg-gradient-to-r from-header via-[#3a1514] to-brand-700 px-5 py-6 text-white shadow-sm lg:px-12 lg:py-10">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-y-0 right-16 hidden items-center lg:flex"
      >
        <div className="flex size-40 items-center justify-center rounded-full border-2 border-white/10">
          <div className="flex size-24 items-center justify-center rounded-full bg-brand-500/30">
            <Icon name="play" className="size-12 text-white/70" />
          </div>
        </div>
      </div>
      <p className="text-sm font-semibold tracking-[0.3em] text-accent-400">LIVE TOOLS</p>
      <h1 className="mt-2 text-4xl font-black">开播工具</h1>
      <p className="mt-3 max-w-[640px] text-[15px] leading-7 text-white/75">
        球live 推荐使用免费开源的 OBS Studio 进行电脑直播，支持 Windows、macOS 与
        Linux。下载安装后，按照下方教程填入推流地址与串流密钥，几分钟即可开播。
      </p>
      <div className="mt-5 flex flex-wrap gap-3 text-[13px]">
        <Link
          to="/about/live/{-$id}"
          params={{ id: '2' }}
          className="rounded-md bg-white/10 px-4 py-2 ring-1 ring-white/20 transition hover:bg-white/20"
        >
          新人主播教程
        </Link>
        <Link
          to="/about/live/{-$id}"
          params={{ id: '4' }}
          className="rounded-md bg-white/10 px-4 py-2 ring-1 ring-white/20 transition hover:bg-white/20"
        >
          主播常见问题
        </Link>
      </div>
    </section>
  );
}

function Downloads() {
  return (
    <section className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4 lg:gap-5">
      {platforms.map((p) => (
        <div
          key={p.os}
          data-testid="obs-download"
          className="flex flex-col rounded-lg bg-white p-6 shadow-sm"
        >
          <div className="flex items-center gap-3">
            <span className="flex size-11 items-center justify-center rounded-full bg-header text-white">
              <Icon name="monitor" className="size-5" />
            </span>
            <div>
              <p className="text-[13px] text-neutral-400">OBS Studio</p>
              <p className="text-lg font-semibold text-neutral-900">{p.os}</p>
            </div>
          </div>
          <p className="mt-4 text-[13px] text-neutral-700">系统要求：{p.req}</p>
          <p className="mt-1 flex-1 text-[12px] leading-5 text-neutral-400">{p.note}</p>
          <a
            href={OBS_DOWNLOAD}
            target="_blank"
            rel="noopener noreferrer"
            className="mt-4 rounded-md bg-brand-500 py-2 text-center text-[14px] font-semibold text-white shadow-sm transition hover:bg-brand-600"
          >
            前往官网下载
          </a>
        </div>
      ))}
      <div className="flex flex-col rounded-lg bg-gradient-to-br from-accent-400 to-accent-600 p-6 text-white shadow-sm">
        <div className="flex items-center gap-3">
          <span className="flex size-11 items-center justify-center rounded-full bg-white/20">
            <Icon name="phone" className="size-5" />
          </span>
          <div>
            <p className="text-[13px] text-white/75">球live APP</p>
            <p className="text-lg font-semibold">手机开播</p>
          </div>
        </div>
        <p className="mt-4 flex-1 text-[13px] leading-6 text-white/90">
          无需电脑，打开 APP 进入“我的 →
          主播中心”，点击“开始直播”即可用摄像头或录屏开播，适合球场探访与户外观赛。
        </p>
        <Link
          to="/app"
          className="mt-4 rounded-md bg-white py-2 text-center text-[14px] font-semibold text-accent-600 transition hover:bg-white/90"
        >
          下载 APP
        </Link>
      </div>
    </section>
  );
}

/** Where the two values OBS needs come from: the anchor centre, once the audit has passed. */
function KeyNotice() {
  return (
    <section className="flex flex-wrap items-center gap-3 rounded-lg border border-brand-200 bg-brand-50 px-4 py-4 lg:flex-nowrap lg:gap-5 lg:px-7 lg:py-5">
      <span className="flex size-12 shrink-0 items-center justify-center rounded-full bg-brand-500 text-white">
        <Icon name="lock" className="size-6" />
      </span>
      <div className="flex-1 text-[14px] leading-7 text-neutral-700">
        <p className="font-semibold text-neutral-900">开播前请准备好推流地址与串流密钥</p>
        <p>
          主播申请审核通过后，进入“主播中心 → 房间设置”即可查看并复制 RTMP
          推流地址和串流密钥。还不是主播？请先提交主播申请，审核一般在 1-3 个工作日内完成。
        </p>
      </div>
      <a
        href="/v/anchor-set"
        className="shrink-0 rounded-md bg-brand-500 px-5 py-2.5 text-[14px] font-semibold text-white shadow-sm transition hover:bg-brand-600"
      >
        前往房间设置
      </a>
    </section>
  );
}

export function LiveManualPage() {
  return (
    <div data-testid="live-manual" className="space-y-5">
      <Banner />
      <Downloads />
      <KeyNotice />
      <ObsGuide />
      <OutputPresets />
      <Troubleshooting />
    </div>
  );
}
