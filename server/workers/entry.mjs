// The worker threads' entry (plain JavaScript, so Node loads it as is): it loads tasks.ts through tsx and runs the task asked for.
import { tsImport } from 'tsx/esm/api';

const tasks = tsImport('./tasks.ts', import.meta.url);

export default async function run({ task, input }) {
  const table = await tasks;
  const fn = table[task];
  if (typeof fn !== 'function') throw new Error(`unknown worker task ${task}`);
  return fn(input);
}
