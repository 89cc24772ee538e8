// A team's crest or a competition's mark: the SVG the live host draws from its catalogue, at a fixed size
// so the row never shifts; if it cannot load, a neutral disc takes its place (never a broken image).
import { useState } from 'react';
import { ART_PATHS, type ArtKind } from '../../contract/art/paths';
import { fillPath } from '../../contract/call';
import { config } from '../config';

export const crestUrl = (kind: ArtKind, id: number) =>
  `${config.hosts.live}${fillPath(ART_PATHS[kind], { id })}`;

export function Crest({
  kind,
  id,
  name,
  size,
  lazy = false,
  className = '',
}: {
  kind: ArtKind;
  id: number;
  /** The team or competition, for the alt text. */
  name: string;
  /** Pixels, both ways. */
  size: number;
  /** Off-screen on first paint (a long list's later rows). */
  lazy?: boolean;
  className?: string;
}) {
  const [failed, setFailed] = useState(false);
  if (failed)
    return (
      <span
        aria-hidden
        style={{ width: size, height: size }}
        className={`inline-block shrink-0 rounded-full bg-neutral-200 ${className}`}
      />
    );
  return (
    <img
      src={crestUrl(kind, id)}
      alt={name}
      width={size}
      height={size}
      loading={lazy ? 'lazy' : 'eager'}
      decoding="async"
      onError={() => setFailed(true)}
      className={`shrink-0 ${className}`}
    />
  );
}
