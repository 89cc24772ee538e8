// Field types for the wire: GET queries and form-encoded bodies arrive as strings, JSON as typed values.
import { z } from 'zod';

const intPattern = /^-?\d+$/;
const numberPattern = /^-?\d+(\.\d+)?$/;

/** An integer sent either as a JSON number or as a decimal string (query, form body). */
export const int = () =>
  z
    .union([z.number().int(), z.string().trim().regex(intPattern, '应为整数').transform(Number)])
    .pipe(z.number().int().safe());

/** A number sent either as a JSON number or as a decimal string. */
export const num = () =>
  z
    .union([z.number(), z.string().trim().regex(numberPattern, '应为数字').transform(Number)])
    .pipe(z.number().finite());

/** A 0/1 flag as the spec uses them (isAnchor, auto, flag…). */
export const flag = () => int().pipe(z.union([z.literal(0), z.literal(1)]));

/** Free text with surrounding whitespace removed and a length bound. */
export const text = (max: number, min = 0) =>
  z.string().trim().min(min, `至少 ${min} 个字`).max(max, `最多 ${max} 个字`);

/** Parameters every GET carries (spec §7: channelId=3&platform=1); bodies may carry them too. */
export const commonParams = {
  channelId: int().optional(),
  platform: int().optional(),
};
