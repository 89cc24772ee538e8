// Every call of the contract, for the OpenAPI document and the route coverage check.
import type { Call } from '../call';
import * as inform from './inform';
import * as live from './live';

const isCall = (v: unknown): v is Call =>
  typeof v === 'object' && v !== null && 'path' in v && 'method' in v && 'response' in v;

export const allCalls: Call[] = [inform, live].flatMap((m) => Object.values(m).filter(isCall));
