/** One value of a page's `searchParams` (the first when repeated), null when absent. */
export function queryValue(value: string | string[] | undefined): string | null {
  const first = Array.isArray(value) ? value[0] : value;
  return first ?? null;
}

/** What an auth page's route receives. */
export type AuthSearchParams = Promise<Record<string, string | string[] | undefined>>;
