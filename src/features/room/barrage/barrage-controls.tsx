// The barrage switch and its settings popover (density, opacity) under the video.
import { useState } from 'react';
import { useObservable } from '../../../lib/use-observable';
import {
  type BarrageDensity,
  barrageSettings$,
  DRAWN_BARRAGE,
  densityLabel,
  setBarrage,
} from './settings';

export function BarrageControls() {
  const settings = useObservable(barrageSettings$, barrageSettings$.value, DRAWN_BARRAGE);
  const [open, setOpen] = useState(false);
  return (
    <div className="relative flex items-center gap-2 text-xs">
      <button
        type="button"
        data-testid="barrage-toggle"
        aria-pressed={settings.on}
        onClick={() => setBarrage({ on: !settings.on })}
        className={`rounded-full px-3 py-1 font-semibold ${
          settings.on ? 'bg-brand-500 text-white' : 'bg-neutral-200 text-neutral-500'
        }`}
      >
        弹幕{settings.on ? '开' : '关'}
      </button>
      <button
        type="button"
        data-testid="barrage-settings"
        onClick={() => setOpen((o) => !o)}
        className="rounded-full bg-neutral-100 px-3 py-1 text-neutral-600 hover:bg-neutral-200"
      >
        弹幕设置
      </button>
      {open && (
        <div className="absolute bottom-full left-0 z-30 mb-2 w-56 rounded-lg bg-white p-3 shadow-xl ring-1 ring-black/5">
          <p className="mb-1 text-neutral-500">密度</p>
          <div className="mb-3 flex gap-1">
            {(Object.keys(densityLabel) as BarrageDensity[]).map((d) => (
              <button
                key={d}
                type="button"
                onClick={() => setBarrage({ density: d })}
                className={`flex-1 rounded py-1 ${
                  settings.density === d ? 'bg-brand-500 text-white' : 'bg-neutral-100'
                }`}
              >
                {densityLabel[d]}
              </button>
            ))}
          </div>
          <label className="block text-neutral-500">
            不透明度 {Math.round(settings.opacity * 100)}%
            <input
              type="range"
              data-testid="barrage-opacity"
              min={20}
              max={100}
              step={10}
              value={Math.round(settings.opacity * 100)}
              onChange={(e) => setBarrage({ opacity: Number(e.target.value) / 100 })}
              className="mt-1 w-full accent-brand-500"
            />
          </label>
        </div>
      )}
    </div>
  );
}
