// 资料库's entry page of one sport (/database/fb/page, /database/lq/page): 热门 first, then every region
// (国际, 欧洲, 亚洲, 美洲 …) by country, a search over the names and the 足球 / 篮球 switch.
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { libraryIndexQuery } from '../../features/library/competition/queries';
import { CompetitionTile, HotTile } from '../../features/library/entry/competition-tile';
import { searchIndex } from '../../features/library/entry/filter';
import { SportSwitch } from '../../features/library/entry/sport-switch';
import type { Sport } from '../../features/library/sport';

export function DatabaseEntryPage({ sport }: { sport: Sport }) {
  const { data: answer, refetch } = useQuery(libraryIndexQuery());
  const [words, setWords] = useState('');
  const index = answer?.success ? answer.data[sport] : null;
  const found = index ? searchIndex(index, words) : [];
  const searching = words.trim() !== '';
  return (
    <div
      data-testid="database-entry"
      data-sport={sport}
      className="mx-auto w-full max-w-[1200px] px-3 py-3"
    >
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <h1 className="text-lg font-bold">{sport === 'football' ? '足球资料库' : '篮球资料库'}</h1>
        <SportSwitch sport={sport} />
      </div>
      <input
        type="search"
        value={words}
        onChange={(e) => setWords(e.target.value)}
        placeholder="搜索赛事，如 英超、NBA"
        aria-label="搜索赛事"
        className="mb-3 w-full rounded-full border border-neutral-200 bg-white px-4 py-2 text-sm outline-none focus:border-red-400"
      />
      {answer && !answer.success && (
        <p className="py-10 text-center text-sm text-neutral-500">
          {answer.msg}
          <button type="button" className="ml-2 text-red-600" onClick={() => void refetch()}>
            重试
          </button>
        </p>
      )}
      {!answer && <p className="py-10 text-center text-sm text-neutral-400">加载中…</p>}
      {index && searching && (
        <section aria-label="搜索结果" className="rounded-lg bg-white p-3">
          {found.length === 0 ? (
            <p className="py-6 text-center text-sm text-neutral-500">没有找到相关赛事</p>
          ) : (
            <div className="grid grid-cols-2 gap-1 sm:grid-cols-4 lg:grid-cols-6">
              {found.map((c) => (
                <CompetitionTile key={c.id} sport={sport} c={c} />
              ))}
            </div>
          )}
        </section>
      )}
      {index && !searching && (
        <div className="flex flex-col gap-3">
          <section aria-labelledby="library-hot" className="rounded-lg bg-white p-3">
            <h2 id="library-hot" className="mb-2 font-bold text-red-600">
              热门赛事
            </h2>
            <div className="grid grid-cols-4 gap-1 sm:grid-cols-6 lg:grid-cols-10">
              {index.hot.map((c) => (
                <HotTile key={c.id} sport={sport} c={c} />
              ))}
            </div>
          </section>
          {index.regions.map((r) => (
            <section
              key={r.region}
              aria-labelledby={`region-${r.region}`}
              data-testid="library-region"
              className="rounded-lg bg-white p-3"
            >
              <h2 id={`region-${r.region}`} className="mb-2 font-bold">
                {r.region}
              </h2>
              <div className="flex flex-col gap-2">
                {r.countries.map((country) => (
                  <div key={country.country} className="flex flex-col gap-1 sm:flex-row sm:gap-3">
                    <h3 className="w-20 shrink-0 pt-1.5 text-sm text-neutral-500">
                      {country.country}
                    </h3>
                    <div className="grid min-w-0 flex-1 grid-cols-2 gap-1 sm:grid-cols-4 lg:grid-cols-6">
                      {country.competitions.map((c) => (
                        <CompetitionTile key={c.id} sport={sport} c={c} />
                      ))}
                    </div>
                  </div>
                ))}
              </div>
            </section>
          ))}
        </div>
      )}
    </div>
  );
}
