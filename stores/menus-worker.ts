/**
 * A dedicated worker that fetches `/menus.json` and checks it with the contract's schema off the
 * main thread, where loading zod and the check make one long task on a phone
 * (docs/adr/0010-a-menu-page-that-hydrates-little.md). The page gets back checked menus (a
 * structured clone) or the reason they were refused.
 */
import { api } from '@/lib/api-client';
import type { VersionedMenus } from '@/lib/api-client/catalogue';
import { menusResponseSchema } from '@/lib/api/schemas';

export type MenusReply = VersionedMenus | { error: string };

// The DOM's typings describe a window; a dedicated worker's scope has these two instead.
const scope = self as unknown as {
  addEventListener(type: 'message', listener: (event: MessageEvent<string>) => void): void;
  postMessage(reply: MenusReply): void;
};

// The schema is already in this worker's script: the client need not load it.
const read = () =>
  Promise.resolve((json: unknown): VersionedMenus => {
    const { payload, version } = menusResponseSchema.parse(json);
    return { menus: payload, version: version ?? null };
  });

scope.addEventListener('message', async ({ data: url }) => {
  const result = await api.menus(url, read);
  scope.postMessage(
    result.ok
      ? result.data
      : { error: `menus: ${result.error.kind} ${result.error.status ?? ''}`.trim() },
  );
});
