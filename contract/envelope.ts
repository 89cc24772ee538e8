// The {code,msg,data} envelope every answer uses; code 200 means success.
import { z } from 'zod';

export const SUCCESS = 200;

export interface Envelope<T> {
  code: number;
  msg: string;
  data: T;
}

export const envelopeOf = <T extends z.ZodType>(data: T) =>
  z.object({ code: z.number().int(), msg: z.string(), data });

export const ok = <T>(data: T, msg = 'success'): Envelope<T> => ({ code: SUCCESS, msg, data });
