// The APP download page (/app): hero with the pitch, a CSS phone, download buttons and a QR code of this page.
import { useState } from 'react';
import { BrandMark } from '../components/icons';
import { QrCode } from '../components/qr-code';
import { FeatureTiles, InstallGuide } from '../features/about/app/app-sections';
import { PhoneMockup } from '../features/about/app/phone-mockup';

type Platform = 'android' | 'ios';

const highlights = ['免费高清', '秒级比分', '主播解说', '开赛提醒'];

/** The packages are handed out from the page the QR opens on the phone, so the buttons point there. */
const scanHints: Record<Platform, string> = {
  android: '请使用安卓手机扫描右侧二维码，在手机浏览器中打开后下载安装包。',
  ios: '请使用 iPhone 相机扫描右侧二维码，在 Safari 中打开后按提示安装。',
};

function DownloadButton({
  platform,
  active,
  onPick,
}: {
  platform: Platform;
  active: boolean;
  onPick: (p: Platform) => void;
}) {
  const android = platform === 'android';
  return (
    <button
      type="button"
      data-testid={`app-download-${platform}`}
      aria-pressed={active}
      onClick={() => onPick(platform)}
      className={`flex h-14 w-full items-center sm:w-[188px] gap-3 rounded-xl px-5 text-left shadow-lg transition hover:-translate-y-0.5 ${
        android
          ? 'bg-brand-500 text-white hover:bg-brand-600'
          : 'bg-white text-neutral-900 hover:bg-neutral-100'
      } ${active ? 'ring-4 ring-accent-400/60' : ''}`}
    >
      <BrandMark os={platform} className="size-7" />
      <span>
        <span className="block text-[11px] opacity-75">
          {android ? '安卓版下载' : 'iPhone 版下载'}
        </span>
        <span className="block text-base leading-5 font-semibold">
          {android ? 'Android' : 'iOS'}
        </span>
      </span>
    </button>
  );
}

function Hero() {
  const [picked, setPicked] = useState<Platform | null>(null);
  // The router renders only in the browser, so the origin is always there.
  const appUrl = `${window.location.origin}/app`;
  return (
    <section
      data-testid="app-hero"
      className="relative overflow-hidden bg-gradient-to-br from-header via-[#2b1414] to-brand-800 text-white"
    >
      {/* Pitch markings and glow, decoration only. */}
      <div aria-hidden="true" className="pointer-events-none absolute inset-0">
        <div className="absolute top-1/2 left-1/2 size-[520px] max-lg:hidden translate-x-[180px] -translate-y-1/2 rounded-full bg-brand-500/25 blur-3xl" />
        <div className="absolute top-1/2 left-1/2 size-80 -translate-1/2 rounded-full border-2 border-white/5" />
        <div className="absolute inset-y-0 left-1/2 border-l-2 border-white/5" />
        <div className="absolute inset-x-0 bottom-0 h-24 bg-gradient-to-t from-black/20 to-transparent" />
      </div>
      <div className="relative mx-auto flex w-content items-center px-4 py-10 lg:h-[640px] lg:px-10 lg:py-0">
        <div className="relative min-w-0 flex-1">
          <p className="text-sm font-semibold tracking-[0.3em] text-accent-400">QIULIVE APP</p>
          <h1 className="mt-3 text-4xl leading-tight font-black lg:text-5xl">
            球<span className="text-brand-400 italic">live</span> APP
          </h1>
          <p className="mt-3 text-xl font-bold lg:text-3xl">口袋里的球场，随时随地看直播</p>
          <p className="mt-4 max-w-[520px] text-[15px] leading-7 text-white/70">
            免费高清足球、篮球直播，实时比分秒级推送，专业主播陪你看球，赛前专家深度解读。下载球live
            APP，地铁上、沙发里、球场边，精彩一球都不错过。
          </p>
          <ul className="mt-5 flex flex-wrap gap-2">
            {highlights.map((h) => (
              <li
                key={h}
                className="rounded-full bg-white/10 px-3 py-1 text-xs text-white/85 ring-1 ring-white/15"
              >
                {h}
              </li>
            ))}
          </ul>

          <div className="mt-9 flex items-center gap-4 lg:gap-8">
            <div className="flex min-w-0 flex-1 flex-col gap-3 sm:flex-none">
              <DownloadButton platform="android" active={picked === 'android'} onPick={setPicked} />
              <DownloadButton platform="ios" active={picked === 'ios'} onPick={setPicked} />
            </div>
            <div
              className={`rounded-xl bg-white p-3 text-center shadow-lg transition ${picked ? 'ring-4 ring-accent-400/60' : ''}`}
            >
              <QrCode value={appUrl} size={124} />
              <p className="mt-1.5 text-[12px] font-medium text-neutral-700">扫码下载 APP</p>
            </div>
          </div>
          <p
            data-testid="app-scan-hint"
            role="status"
            className="mt-4 h-5 text-[13px] text-accent-400"
          >
            {picked ? scanHints[picked] : '支持 Android 与 iOS，扫码即可下载'}
          </p>
        </div>

        <div className="relative mr-6 hidden shrink-0 lg:block">
          <PhoneMockup />
        </div>
      </div>
    </section>
  );
}

export function AppPage() {
  return (
    <div data-testid="app-page" className="flex-1 bg-page pb-14">
      <Hero />
      <div className="mx-auto w-content px-3 desk:px-0">
        <FeatureTiles />
        <InstallGuide />
      </div>
    </div>
  );
}
