// The home page (/): hot matches, banners, promotions and site entries; the room and news sections join as their data lands.
import { advertList, bannerList, posterCateList } from '../../contract/calls/advert';
import { AdvertLink } from '../components/advert-link';
import { SiteLink } from '../components/site-link';
import { ServerClockCard } from '../features/clock/server-clock';
import { BannerCarousel } from '../features/home/banner-carousel';
import { HotMatches } from '../features/home/hot-matches';
import { HomeLiveRooms } from '../features/home/live-rooms';
import { callQuery } from '../lib/query';
import { useCall } from '../lib/use-call';

const entries = [
  { label: 'APP下载', note: '随时随地看直播', href: '/app', tone: 'from-brand-500 to-accent-500' },
  {
    label: '开播工具',
    note: 'OBS 推流指南',
    href: '/live/manual',
    tone: 'from-sky-500 to-indigo-500',
  },
  {
    label: '新人主播',
    note: '三步开启直播',
    href: '/about/live/2',
    tone: 'from-emerald-500 to-teal-500',
  },
  {
    label: '意见反馈',
    note: '告诉我们您的建议',
    href: '/about/10006',
    tone: 'from-amber-500 to-orange-500',
  },
];

function SectionTitle({ children }: { children: string }) {
  return (
    <h2 className="flex items-center gap-2 text-lg font-bold text-neutral-900">
      <span className="h-4 w-1 rounded-full bg-brand-500" />
      {children}
    </h2>
  );
}

function SideAdverts() {
  const adverts = useCall(callQuery(advertList, { placeCode: 'home_right' }), []) ?? [];
  return (
    <>
      {adverts.map((ad) => (
        <AdvertLink key={ad.id} advert={ad} className="block overflow-hidden rounded-lg shadow-sm">
          <img
            src={ad.imageUrl}
            alt={ad.title}
            data-testid="home-advert"
            className="block w-full"
          />
        </AdvertLink>
      ))}
    </>
  );
}

function Posters() {
  const categories = useCall(callQuery(posterCateList, { placeCode: 'home_poster' }), []) ?? [];
  return (
    <div className="grid grid-cols-2 gap-5">
      {categories.map((cate) => (
        <section key={cate.cateId} data-testid="home-posters">
          <SectionTitle>{cate.cateName}</SectionTitle>
          <div className="mt-3 grid grid-cols-2 gap-4">
            {cate.posters.map((poster) => (
              <AdvertLink
                key={poster.id}
                advert={poster}
                className="group overflow-hidden rounded-lg bg-white shadow-sm"
              >
                <img
                  src={poster.imageUrl}
                  alt=""
                  className="aspect-[6/5] w-full object-cover transition group-hover:scale-[1.03]"
                />
                <p className="truncate px-3 py-2.5 text-sm text-neutral-700 group-hover:text-brand-600">
                  {poster.title}
                </p>
              </AdvertLink>
            ))}
          </div>
        </section>
      ))}
    </div>
  );
}

export function HomePage() {
  const banners = useCall(callQuery(bannerList, { placeCode: 'home' }), []);
  return (
    <div className="mx-auto w-content space-y-6 py-5">
      <HotMatches />
      <div className="grid grid-cols-[1fr_300px] gap-5">
        {banners === null ? (
          <div className="h-[400px] animate-pulse rounded-lg bg-neutral-200" />
        ) : (
          <BannerCarousel banners={banners} />
        )}
        <div className="flex flex-col gap-5">
          <SideAdverts />
        </div>
      </div>
      <div className="grid grid-cols-[1fr_300px] gap-5">
        <nav aria-label="快捷入口" className="grid grid-cols-4 gap-4">
          {entries.map((e) => (
            <SiteLink
              key={e.href}
              href={e.href}
              className={`flex flex-col justify-center rounded-lg bg-gradient-to-br ${e.tone} px-5 py-5 text-white shadow-sm transition hover:-translate-y-0.5 hover:shadow-md`}
            >
              <span className="text-lg font-bold">{e.label}</span>
              <span className="mt-1 text-xs text-white/80">{e.note}</span>
            </SiteLink>
          ))}
        </nav>
        <ServerClockCard compact />
      </div>
      <HomeLiveRooms />
      <Posters />
    </div>
  );
}
