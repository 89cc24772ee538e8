// What stands where a post's picture failed to load (gone from storage, a network blip): a tile saying so
// that keeps the picture's place, never a broken image. The caller gives its size and colours.
export function PictureGone({ className }: { className: string }) {
  return (
    <span
      data-testid="post-pic-gone"
      className={`flex items-center justify-center text-xs ${className}`}
    >
      图片加载失败
    </span>
  );
}
