// The tasks the worker threads run (pool.ts): each takes plain data and answers plain data, never a class instance.
export async function echo(input: { spinMs: number; value: string }) {
  const until = Date.now() + input.spinMs;
  while (Date.now() < until) {
    // Busy on purpose: the pool's tests need a task that holds a thread.
  }
  return input.value;
}
export { drawClickWord, drawPuzzle } from '../modules/captcha/images/draw';
export { readUploadBody } from '../modules/upload/body';
export { storeUploadImages } from '../modules/upload/images';
