/**
 * A kitchen switch changed through the storefront's proxy (the board's calls, issue 36) renders
 * the pages that read the menus and settings afresh on their next request, on every instance
 * (docs/adr/0047, ADR 27): a dish sold out is greyed on the next menu page, not a minute later.
 * Changes made elsewhere (psql, the API called directly) wait for `POST /revalidate` or 60 s.
 */
const SWITCHES = '/v2/staff/switches';
const TAGS = ['menus', 'settings'];

export interface SwitchRevalidation {
  /** Next's `revalidateTag` with `{ expire: 0 }`. */
  revalidate: (tag: string) => void;
  /** The shared cache's own revalidation, when the server runs with it. */
  awaitShared?: (tags: string[]) => Promise<void>;
}

/** Whether the call changed a switch: a write under /v2/staff/switches that succeeded. */
export function changedSwitch(request: Request, response: Response): boolean {
  const { pathname } = new URL(request.url);
  return (
    request.method !== 'GET' &&
    response.ok &&
    (pathname === SWITCHES || pathname.startsWith(`${SWITCHES}/`))
  );
}

/** The proxy's handler, revalidating after a switch changed; a failure to do so is logged only. */
export function revalidatingSwitches(
  forward: (request: Request) => Promise<Response>,
  { revalidate, awaitShared }: SwitchRevalidation,
): (request: Request) => Promise<Response> {
  return async (request) => {
    const response = await forward(request);
    if (!changedSwitch(request, response)) return response;
    try {
      for (const tag of TAGS) revalidate(tag);
      await awaitShared?.(TAGS);
    } catch (error) {
      console.error('[revalidate]', TAGS.join(','), error instanceof Error ? error.message : error);
    }
    return response;
  };
}
