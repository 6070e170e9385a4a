/**
 * A path of this site only: `/profile`, `/checkout?x`, never `//evil.example`, `/\evil`, a
 * scheme or control characters (an open redirect would hand a phished diner to another site).
 */
export function isSafeRedirect(path: string): boolean {
  return /^\/(?![/\\])[^\s\\]*$/.test(path) && !/[\u0000-\u001f]/.test(path);
}
