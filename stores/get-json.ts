/** A JSON GET of the storefront's own routes; any non-2xx answer is an error. */
export async function getJson(path: string): Promise<unknown> {
  const res = await fetch(path, { headers: { accept: 'application/json' } });
  if (!res.ok) throw new Error(`HTTP ${res.status}`);
  return res.json();
}
