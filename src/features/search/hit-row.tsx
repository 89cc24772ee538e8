// One search result as a row: its picture (portrait, cover, crest), the highlighted title and second line,
// its status mark and time; the whole row links to the result's page.
import { useState } from 'react';
import type { SearchHit } from '../../../contract/calls/search';
import { formatShort } from '../../../contract/format/dates';
import { Crest } from '../../components/crest';
import { DefaultAvatar } from '../../components/default-avatar';
import { SiteLink } from '../../components/site-link';
import { Highlighted } from './highlighted';

/** A cover that may be missing or fail to load: a quiet panel with the kind's word takes its place. */
function Cover({ src, label }: { src: string; label: string }) {
  const [failed, setFailed] = useState(false);
  if (!src || failed)
    return (
      <span className="flex aspect-video w-24 shrink-0 items-center justify-center rounded bg-gradient-to-br from-brand-500 to-brand-700 text-xs text-white/90 lg:w-32">
        {label}
      </span>
    );
  return (
    <img
      src={src}
      alt=""
      loading="lazy"
      decoding="async"
      onError={() => setFailed(true)}
      className="aspect-video w-24 shrink-0 rounded object-cover lg:w-32"
    />
  );
}

function Portrait({ src, name }: { src: string; name: string }) {
  const [failed, setFailed] = useState(false);
  if (!src || failed) return <DefaultAvatar nickName={name} className="size-12" />;
  return (
    <img
      src={src}
      alt={`${name}的头像`}
      loading="lazy"
      onError={() => setFailed(true)}
      className="size-12 shrink-0 rounded-full object-cover"
    />
  );
}

function Picture({ hit }: { hit: SearchHit }) {
  switch (hit.kind) {
    case 'anchor':
    case 'expert':
      return <Portrait src={hit.image} name={hit.title} />;
    case 'room':
      return <Cover src={hit.image} label="直播间" />;
    case 'news':
      return <Cover src={hit.image} label="资讯" />;
    case 'team':
    case 'player':
      return hit.crests[0] === undefined ? null : (
        <Crest kind="team" id={hit.crests[0]} name={hit.subtitle} size={44} lazy />
      );
    case 'match':
      return (
        <span className="flex shrink-0 items-center gap-1">
          {hit.crests.map((id) => (
            <Crest key={id} kind="team" id={id} name="" size={28} lazy />
          ))}
        </span>
      );
    case 'post':
      return (
        <span className="flex size-12 shrink-0 items-center justify-center rounded-full bg-brand-50 text-sm text-brand-600">
          帖
        </span>
      );
  }
}

export function HitRow({ hit, terms }: { hit: SearchHit; terms: readonly string[] }) {
  const when = hit.at ? formatShort(hit.at) : '';
  return (
    <li className="border-b border-neutral-100 last:border-b-0">
      <SiteLink
        href={hit.href}
        data-testid="search-hit"
        data-kind={hit.kind}
        className="flex min-h-16 items-center gap-3 px-3 py-3 hover:bg-neutral-50 lg:px-4"
      >
        <Picture hit={hit} />
        <span className="min-w-0 flex-1">
          <span className="line-clamp-2 text-[15px] leading-snug text-neutral-900">
            <Highlighted text={hit.title} terms={terms} />
          </span>
          <span className="mt-1 line-clamp-1 text-xs text-neutral-500">
            <Highlighted text={hit.subtitle} terms={terms} />
            {when && <span className="ml-2 text-neutral-400">{when}</span>}
          </span>
        </span>
        {hit.badge && (
          <span
            className={`shrink-0 rounded px-1.5 py-0.5 text-xs ${
              hit.live ? 'bg-red-50 text-red-600' : 'bg-neutral-100 text-neutral-500'
            }`}
          >
            {hit.badge}
          </span>
        )}
      </SiteLink>
    </li>
  );
}
