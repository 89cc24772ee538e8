// The home page (/): it leads with live – a room playing muted and the live rooms, beside the hot matches
// (stacked on a phone) – then banners, the headlines (头条), site entries and promotions.
import { advertList, bannerList, posterCateList } from '../../contract/calls/advert';
import { roomPage } from '../../contract/calls/room';
import { AdvertLink } from '../components/advert-link';
import { SiteLink } from '../components/site-link';
import { ServerClockCard } from '../features/clock/server-clock';
import { HomeRec } from '../features/expert/home-rec';
import { BannerCarousel } from '../features/home/banner-carousel';
import { FeaturedRoom, featuredRoom } from '../features/home/featured-room';
import { HomeHeadlines } from '../features/home/headlines';
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

/** The rooms the home page reads: the lead and the grid come from one list (live rooms first). */
const HOME_ROOMS = 7;

/**
 * Beside the banner, as tall as it (400 px): two 300×250 adverts used to stretch the row to 520 px and
 * leave a white gap under the banner; each now takes its share of the banner's height.
 */
function SideAdverts() {
  const adverts = useCall(callQuery(advertList, { placeCode: 'home_right' }), []) ?? [];
  return (
    <div className="hidden flex-col gap-5 lg:flex lg:h-[400px]">
      {adverts.map((ad) => (
        <AdvertLink
          key={ad.id}
          advert={ad}
          className="block min-h-0 flex-1 overflow-hidden rounded-lg shadow-sm"
        >
          <img
            src={ad.imageUrl}
            alt={ad.title}
            data-testid="home-advert"
            className="block size-full object-cover"
          />
        </AdvertLink>
      ))}
    </div>
  );
}

function LiveBand() {
  const rooms = useCall(callQuery(roomPage, { pageSize: HOME_ROOMS }), null);
  const cards = rooms?.list ?? [];
  const lead = featuredRoom(cards);
  const rest = cards.filter((card) => card !== lead);
  return (
    <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_300px] lg:gap-5">
      {lead && (
        <div className="min-w-0 lg:col-start-1 lg:row-start-1">
          <FeaturedRoom card={lead} />
        </div>
      )}
      <div className="min-w-0 lg:col-start-2 lg:row-span-2 lg:row-start-1 lg:flex">
        <HotMatches />
      </div>
      <div className="min-w-0 lg:col-start-1 lg:row-start-2">
        <HomeLiveRooms cards={rest.length > 0 ? rest : cards} />
      </div>
    </div>
  );
}

function Posters() {
  const categories = useCall(callQuery(posterCateList, { placeCode: 'home_poster' }), []) ?? [];
  return (
    <div className="grid gap-5 md:grid-cols-2">
      {categories.map((cate) => (
        <section key={cate.cateId} data-testid="home-posters">
          <SectionTitle>{cate.cateName}</SectionTitle>
          <div className="mt-3 grid grid-cols-2 gap-3 lg:gap-4">
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
    <div className="mx-auto w-content space-y-4 px-3 py-3 lg:space-y-6 lg:py-5 desk:px-0">
      <LiveBand />
      <div className="grid gap-5 lg:grid-cols-[minmax(0,1fr)_300px]">
        {banners === null ? (
          <div className="aspect-[3/1] animate-pulse rounded-lg bg-neutral-200 lg:aspect-auto lg:h-[400px]" />
        ) : (
          <BannerCarousel banners={banners} />
        )}
        <SideAdverts />
      </div>
      <HomeHeadlines />
      <HomeRec />
      <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_300px] lg:gap-5">
        <nav aria-label="快捷入口" className="grid grid-cols-2 gap-3 md:grid-cols-4 md:gap-4">
          {entries.map((e) => (
            <SiteLink
              key={e.href}
              href={e.href}
              className={`flex flex-col justify-center rounded-lg bg-gradient-to-br ${e.tone} px-4 py-4 text-white shadow-sm transition hover:-translate-y-0.5 hover:shadow-md lg:px-5 lg:py-5`}
            >
              <span className="text-lg font-bold">{e.label}</span>
              <span className="mt-1 text-xs text-white/80">{e.note}</span>
            </SiteLink>
          ))}
        </nav>
        <ServerClockCard compact />
      </div>
      <Posters />
    </div>
  );
}
