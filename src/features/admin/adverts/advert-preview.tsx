// The form's preview: the picture in the shape its place draws it (a 3:1 banner, a side card, the floating
// activity entry, a 6:5 poster) and where a click goes, resolved by the site's own jump rule (lib/advert-jump).
import { type AdvertPlaceCode, advertPlaces } from '../../../../contract/calls/admin-adverts';
import { type AdvertTarget, advertJump } from '../../../lib/advert-jump';

/** The resolved jump as the operator reads it. */
export function JumpLine({ advert }: { advert: AdvertTarget }) {
  const jump = advertJump(advert);
  if (jump.kind === 'none')
    return (
      <span className="text-amber-600" data-testid="advert-jump">
        不跳转
      </span>
    );
  if (jump.kind === 'inner')
    return (
      <span className="break-all text-slate-700" data-testid="advert-jump">
        站内 <code className="rounded bg-slate-100 px-1">{jump.path}</code>
      </span>
    );
  return (
    <span className="break-all text-slate-700" data-testid="advert-jump">
      <code className="rounded bg-slate-100 px-1">{jump.url}</code>{' '}
      <span className="whitespace-nowrap rounded bg-amber-100 px-1 text-xs text-amber-700">
        新窗口
      </span>
    </span>
  );
}

function Picture({ src, title, className }: { src: string; title: string; className: string }) {
  if (!src.trim())
    return (
      <div
        className={`${className} flex items-center justify-center bg-slate-100 text-xs text-slate-400`}
      >
        未选择图片
      </div>
    );
  return (
    <img
      src={src}
      alt={title}
      className={`${className} object-cover`}
      data-testid="advert-picture"
    />
  );
}

export function AdvertPreview({
  place,
  title,
  imageUrl,
  advert,
}: {
  place: AdvertPlaceCode;
  title: string;
  imageUrl: string;
  advert: AdvertTarget;
}) {
  const { shape, note } = advertPlaces[place];
  return (
    <div className="space-y-2" data-testid="advert-preview">
      <div className="rounded bg-slate-100 p-2">
        {shape === 'banner' && (
          <Picture src={imageUrl} title={title} className="aspect-[3/1] w-full rounded" />
        )}
        {shape === 'side' && (
          <div className="mx-auto w-[240px]">
            <Picture src={imageUrl} title={title} className="h-[160px] w-full rounded shadow-sm" />
          </div>
        )}
        {shape === 'float' && (
          <div className="flex items-center justify-center gap-4">
            <div className="flex w-16 flex-col items-center gap-1 rounded-xl bg-white py-3 text-[11px] text-slate-500 shadow">
              <span aria-hidden="true">🎁</span>活动
            </div>
            <Picture src={imageUrl} title={title} className="h-24 w-40 rounded" />
          </div>
        )}
        {shape === 'poster' && (
          <div className="mx-auto w-[200px] overflow-hidden rounded bg-white shadow-sm">
            <Picture src={imageUrl} title={title} className="aspect-[6/5] w-full" />
            <p className="truncate px-2 py-1.5 text-xs text-slate-700">{title || '标题'}</p>
          </div>
        )}
      </div>
      <p className="text-xs text-slate-400">{note}</p>
      <p className="text-sm">
        <span className="text-slate-400">点击后：</span>
        <JumpLine advert={advert} />
      </p>
    </div>
  );
}
