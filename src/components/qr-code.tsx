// A real, scannable QR code of a string (the app download URL), drawn synchronously as one SVG path.
import QRCode from 'qrcode';
import { useMemo } from 'react';

/** Quiet zone in modules: 1 keeps small codes large while phone cameras still find the edge. */
export const QR_MARGIN = 1;

export interface QrDrawing {
  /** Modules per side of the symbol itself (21 for version 1, +4 per version). */
  modules: number;
  version: number;
  /** Modules per side including the quiet zone on both sides: the SVG viewBox. */
  viewSize: number;
  /** Dark modules as horizontal runs `M{x} {y}h{n}v1h-{n}z`: one path instead of hundreds of rects. */
  path: string;
}

/** Encodes `value` at error correction level M (survives ~15 % damage, still small). */
export function drawQr(value: string, margin = QR_MARGIN): QrDrawing {
  const qr = QRCode.create(value, { errorCorrectionLevel: 'M' });
  const { size } = qr.modules;
  let path = '';
  for (let row = 0; row < size; row++) {
    let col = 0;
    while (col < size) {
      if (!qr.modules.get(row, col)) {
        col++;
        continue;
      }
      const start = col;
      while (col < size && qr.modules.get(row, col)) col++;
      const run = col - start;
      path += `M${start + margin} ${row + margin}h${run}v1h-${run}z`;
    }
  }
  return { modules: size, version: qr.version, viewSize: size + margin * 2, path };
}

export function QrCode({ value, size = 120 }: { value: string; size?: number }) {
  const drawing = useMemo(() => drawQr(value), [value]);
  return (
    <div
      data-testid="qr-code"
      data-value={value}
      role="img"
      aria-label={`二维码：${value}`}
      className="inline-block shrink-0 bg-white"
      style={{ width: size, height: size }}
    >
      <svg
        aria-hidden="true"
        viewBox={`0 0 ${drawing.viewSize} ${drawing.viewSize}`}
        width={size}
        height={size}
        shapeRendering="crispEdges"
        className="block"
      >
        <rect width={drawing.viewSize} height={drawing.viewSize} fill="#fff" />
        <path d={drawing.path} fill="#16181d" />
      </svg>
    </div>
  );
}
