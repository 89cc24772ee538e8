// The barrage colours a viewer may pick (/api/chat/barrage/all): white for everyone, colours from 子爵 (tier 2),
// whose privilege list promises 彩色弹幕, and two richer ones for the top tiers.
import type { z } from 'zod';
import type { barrageStyle } from '../../../contract/calls/chat';
import { errors } from '../../../contract/errors';
import { ApiError } from '../../http/api-error';
import { nobilityTier } from '../pay/service';

export type BarrageStyle = z.output<typeof barrageStyle>;

/** Ids are on the wire and in clients' saved choices: append, never renumber. */
export const barrageStyles: readonly BarrageStyle[] = [
  { id: 1, name: '白色', color: '#ffffff', nobility: 0 },
  { id: 2, name: '天蓝', color: '#4fc3f7', nobility: 2 },
  { id: 3, name: '草绿', color: '#81c784', nobility: 2 },
  { id: 4, name: '橙黄', color: '#ffb74d', nobility: 2 },
  { id: 5, name: '玫红', color: '#f06292', nobility: 2 },
  { id: 6, name: '紫罗兰', color: '#ba68c8', nobility: 4 },
  { id: 7, name: '鎏金', color: '#ffd700', nobility: 6 },
];

/** The default when a barrage names no style. */
export const WHITE_BARRAGE = 1;

/** The style, when the sender's tier (null: none) may use it; otherwise the reason it may not. */
export function barrageStyleFor(id: number, tier: number | null): BarrageStyle {
  const style = barrageStyles.find((s) => s.id === id);
  if (!style) throw new ApiError(errors.barrageStyleNotFound);
  if (style.nobility > (tier ?? 0)) {
    const needed = nobilityTier(style.nobility)?.name ?? '';
    throw new ApiError(errors.barrageNobilityRequired, `该弹幕颜色需要开通${needed}及以上贵族`);
  }
  return style;
}
