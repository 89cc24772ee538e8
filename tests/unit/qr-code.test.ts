// The QR drawing: the SVG path paints exactly the dark modules qrcode computed, in the right orientation.
import QRCode from 'qrcode';
import { describe, expect, it } from 'vitest';
import { drawQr, QR_MARGIN } from '../../src/components/qr-code';

/** Paints the path's runs back into a grid, the way a renderer would. */
function paint(path: string, viewSize: number): boolean[][] {
  const grid = Array.from({ length: viewSize }, () => Array<boolean>(viewSize).fill(false));
  for (const m of path.matchAll(/M(\d+) (\d+)h(\d+)v1h-(\d+)z/g)) {
    const [x, y, run, back] = [m[1], m[2], m[3], m[4]].map(Number) as [
      number,
      number,
      number,
      number,
    ];
    expect(back).toBe(run);
    for (let i = 0; i < run; i++) {
      const row = grid[y]!;
      expect(row[x + i]).toBe(false); // runs never overlap
      row[x + i] = true;
    }
  }
  return grid;
}

describe('drawQr', () => {
  const url = 'http://localhost:3201/app';

  it('sizes the view by the symbol version plus the quiet zone', () => {
    const d = drawQr(url);
    expect(d.version).toBe(2); // 25 bytes at level M need version 2
    expect(d.modules).toBe(17 + 4 * d.version);
    expect(d.viewSize).toBe(d.modules + 2 * QR_MARGIN);
  });

  it('paints every dark module and no light one', () => {
    const d = drawQr(url);
    const qr = QRCode.create(url, { errorCorrectionLevel: 'M' });
    const grid = paint(d.path, d.viewSize);
    for (let row = 0; row < d.viewSize; row++) {
      for (let col = 0; col < d.viewSize; col++) {
        const inside = [row, col].every((v) => v >= QR_MARGIN && v < QR_MARGIN + d.modules);
        const dark = inside && qr.modules.get(row - QR_MARGIN, col - QR_MARGIN) === 1;
        expect(grid[row]![col], `module ${row},${col}`).toBe(dark);
      }
    }
  });

  it('keeps the finder and timing patterns where scanners look for them', () => {
    const d = drawQr('https://example.com/app');
    const grid = paint(d.path, d.viewSize);
    const at = (row: number, col: number) => grid[row + QR_MARGIN]![col + QR_MARGIN];
    const last = d.modules - 1;
    // Three finder rings (top-left, top-right, bottom-left), none bottom-right.
    for (const [r, c] of [
      [0, 0],
      [0, last - 6],
      [last - 6, 0],
    ] as const) {
      expect([at(r, c), at(r, c + 6), at(r + 6, c), at(r + 1, c + 1), at(r + 3, c + 3)]).toEqual([
        true,
        true,
        true,
        false,
        true,
      ]);
    }
    // The light separator under the top-left finder, and the always-dark module beside it.
    for (let col = 0; col < 8; col++) expect(at(7, col)).toBe(false);
    expect(at(4 * d.version + 9, 8)).toBe(true);
    // Row 6 alternates dark/light between the finders.
    for (let col = 8; col < last - 7; col++) expect(at(6, col)).toBe(col % 2 === 0);
  });
});
