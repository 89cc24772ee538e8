// An article's picture: its uploaded cover or the one the server draws (every article has one); if it still
// cannot load, a neutral panel with a ball takes its place, never a broken image.
import { useState } from 'react';
import { Icon } from '../../components/icons';

export function NewsCover({
  src,
  alt = '',
  lazy = false,
  className = '',
}: {
  src: string;
  alt?: string;
  /** Off-screen on first paint (a long list's later rows). */
  lazy?: boolean;
  /** Size and shape: the picture fills it (16:9 pictures, cropped to fit). */
  className?: string;
}) {
  const [failed, setFailed] = useState(false);
  if (failed || !src)
    return (
      <span
        aria-hidden
        className={`flex items-center justify-center bg-gradient-to-br from-neutral-200 to-neutral-300 text-neutral-400 ${className}`}
      >
        <Icon name="football" className="size-1/4 max-h-10 max-w-10" />
      </span>
    );
  return (
    <img
      src={src}
      alt={alt}
      width={320}
      height={180}
      loading={lazy ? 'lazy' : 'eager'}
      decoding="async"
      draggable={false}
      onError={() => setFailed(true)}
      data-testid="news-cover"
      className={`bg-neutral-200 object-cover ${className}`}
    />
  );
}
