/**
 * Runs `task` the next time the browser is idle, or after `timeoutMs` at the latest. Where
 * `requestIdleCallback` is missing (Safari, jsdom) it runs after `fallbackMs` instead. Returns
 * the cancel function.
 */
export function whenIdle(task: () => void, timeoutMs: number, fallbackMs = 0): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(task, { timeout: timeoutMs });
    return () => window.cancelIdleCallback(id);
  }
  const timer = window.setTimeout(task, fallbackMs);
  return () => window.clearTimeout(timer);
}
