import { describe, expect, it, vi } from 'vitest';
import { changedSwitch, revalidatingSwitches } from '@/lib/cache/switch-revalidation';

const call = (method: string, path: string) =>
  new Request(`http://127.0.0.1:3000${path}`, { method });
const answer = (status: number) => new Response('{}', { status });

describe('a kitchen switch changed through the proxy', () => {
  it('is a successful write under /v2/staff/switches, nothing else', () => {
    expect(changedSwitch(call('POST', '/v2/staff/switches/pause'), answer(200))).toBe(true);
    expect(changedSwitch(call('DELETE', '/v2/staff/switches/sold-out/item/7'), answer(200))).toBe(
      true,
    );
    expect(changedSwitch(call('PUT', '/v2/staff/switches'), answer(200))).toBe(true);
    expect(changedSwitch(call('GET', '/v2/staff/switches'), answer(200))).toBe(false);
    expect(changedSwitch(call('POST', '/v2/staff/switches/pause'), answer(422))).toBe(false);
    expect(changedSwitch(call('POST', '/v2/staff/switchesx'), answer(200))).toBe(false);
    expect(changedSwitch(call('POST', '/v2/staff/orders/1/accept'), answer(200))).toBe(false);
  });

  it('renders the menus and settings afresh, and answers what the API answered', async () => {
    const revalidate = vi.fn();
    const awaitShared = vi.fn(async () => {});
    const reply = answer(200);
    const handler = revalidatingSwitches(async () => reply, { revalidate, awaitShared });
    expect(await handler(call('POST', '/v2/staff/switches/pause'))).toBe(reply);
    expect(revalidate.mock.calls).toEqual([['menus'], ['settings']]);
    expect(awaitShared).toHaveBeenCalledWith(['menus', 'settings']);

    revalidate.mockClear();
    await handler(call('GET', '/v2/staff/switches'));
    expect(revalidate).not.toHaveBeenCalled();
  });

  it('still answers when the revalidation fails, and says so in the log', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const reply = answer(200);
    const handler = revalidatingSwitches(async () => reply, {
      revalidate: () => {
        throw new Error('redis absent');
      },
    });
    expect(await handler(call('DELETE', '/v2/staff/switches/pause'))).toBe(reply);
    expect(error).toHaveBeenCalledWith('[revalidate]', 'menus,settings', 'redis absent');
    error.mockRestore();
  });
});
