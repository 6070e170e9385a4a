import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { lazyModule } from '@/lib/hooks/use-lazy-module';
import { recoverFromChunkError } from '@/lib/pwa/chunk-reload';

vi.mock('@/lib/pwa/chunk-reload', () => ({ recoverFromChunkError: vi.fn(() => false) }));

const MODULE = { answer: 42 };

describe('lazyModule', () => {
  it('fetches nothing until needed, then once for every caller, and renders it at once after', async () => {
    const importer = vi.fn(() => Promise.resolve(MODULE));
    const lazy = lazyModule(importer);
    const first = renderHook(({ needed }) => lazy.useModule(needed), {
      initialProps: { needed: false },
    });
    expect(first.result.current).toBe('loading');
    expect(importer).not.toHaveBeenCalled();

    first.rerender({ needed: true });
    const second = renderHook(() => lazy.useModule(true));
    await waitFor(() => expect(first.result.current).toBe(MODULE));
    expect(second.result.current).toBe(MODULE);
    expect(importer).toHaveBeenCalledTimes(1);

    // A sheet opened after the warm-up has its code on its first render.
    const later = renderHook(() => lazy.useModule(true));
    expect(later.result.current).toBe(MODULE);
  });

  it('says a failed fetch, hands it to the chunk recovery, and fetches again when asked', async () => {
    const failure = new Error('Loading chunk 812 failed.');
    const importer = vi
      .fn<() => Promise<typeof MODULE>>()
      .mockRejectedValueOnce(failure)
      .mockResolvedValueOnce(MODULE);
    const lazy = lazyModule(importer);
    const { result } = renderHook(() => lazy.useModule(true));
    await waitFor(() => expect(result.current).toBe('failed'));
    // A chunk gone with a deployment reloads the page (lib/pwa/chunk-reload.ts decides).
    expect(recoverFromChunkError).toHaveBeenCalledWith(failure);

    act(() => lazy.load());
    expect(result.current).toBe('loading');
    await waitFor(() => expect(result.current).toBe(MODULE));
    expect(importer).toHaveBeenCalledTimes(2);
  });

  it('a warm-up while nothing needs it yet fetches it once', async () => {
    const importer = vi.fn(() => Promise.resolve(MODULE));
    const lazy = lazyModule(importer);
    lazy.load();
    lazy.load();
    const { result } = renderHook(() => lazy.useModule(true));
    await waitFor(() => expect(result.current).toBe(MODULE));
    expect(importer).toHaveBeenCalledTimes(1);
  });
});
