/** Connection URLs as the cluster's messages show them. */

/** `url` with its password, if any, written `***`; an unreadable URL is not shown at all. */
export function maskPassword(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return '(URL illisible)';
  }
}
