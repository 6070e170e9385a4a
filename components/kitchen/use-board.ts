'use client';

/**
 * The kitchen's day, kept fresh (docs/adr/0045): read at once, then the staff stream from the
 * day's `last_event_id` when the API has one, polling meanwhile and whenever the stream is down.
 * Moves answer the order as it now stands; a 409 (another tablet was first) is shown in the
 * API's French words and the day is read again. A 404 means the session ended.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { StaffOrder } from '@/lib/api/staff';
import { refusal } from '@/lib/api-client/result';
import { kitchenApi, readStreamOrder, type KitchenMove } from '@/lib/kitchen/client';
import { followStream } from '@/lib/kitchen/stream';

/** How often the day is read without the stream, and as a safety net with it. */
const POLL_MS = 3_000;
const POLL_WITH_STREAM_MS = 60_000;

export type Link = 'polling' | 'live' | 'lost';

export function useBoard(token: string, onSignedOut: (ended: boolean) => void) {
  const [orders, setOrders] = useState<ReadonlyMap<number, StaffOrder> | null>(null);
  const [link, setLink] = useState<Link>('polling');
  const [failed, setFailed] = useState(false);
  const [timeZone, setTimeZone] = useState<string | null>(null);
  /** The last move's failure: the API's French reason, or null for a generic one. */
  const [notice, setNotice] = useState<{ message: string | null } | null>(null);
  const [busy, setBusy] = useState<number | null>(null);
  const streamFrom = useRef<number | null>(null);
  const [streamable, setStreamable] = useState(false);
  const signedOut = useRef(onSignedOut);
  useEffect(() => {
    signedOut.current = onSignedOut;
  });

  // Each order's last change seen by the stream or a move, numbered: a day read before it
  // (answering after it) does not take it back.
  const changes = useRef({ count: 0, at: new Map<number, number>() });
  const upsert = useCallback((order: StaffOrder) => {
    changes.current.at.set(order.id, ++changes.current.count);
    setOrders((current) => new Map(current ?? []).set(order.id, order));
  }, []);

  const refresh = useCallback(async () => {
    const asked = changes.current.count;
    const result = await kitchenApi.day(token);
    if (!result.ok) {
      if (result.error.status === 404) signedOut.current(true);
      else setFailed(true);
      return;
    }
    setFailed(false);
    setTimeZone(result.data.timeZone);
    setOrders((current) => {
      const next = new Map(result.data.orders.map((order) => [order.id, order]));
      for (const [id, change] of changes.current.at) {
        const newer = change > asked ? current?.get(id) : undefined;
        if (newer) next.set(id, newer);
      }
      return next;
    });
    if (streamFrom.current === null && result.data.lastEventId !== null) {
      streamFrom.current = result.data.lastEventId;
      setStreamable(true);
    }
  }, [token]);

  // The day first, at once; the stream starts once the API says it has one (refresh).
  useEffect(() => {
    const timer = window.setTimeout(() => void refresh(), 0);
    return () => window.clearTimeout(timer);
  }, [refresh]);

  useEffect(() => {
    if (!streamable || streamFrom.current === null) return;
    return followStream({
      token,
      fromId: streamFrom.current,
      onEvent: async (data) => {
        const order = await readStreamOrder(data);
        if (order) upsert(order);
      },
      onState: (state) => {
        // Back after a drop: what happened meanwhile is replayed from the last id, and read too.
        if (state === 'open') void refresh();
        setLink(state === 'open' ? 'live' : 'lost');
      },
      onRefused: () => {
        setLink('polling');
        void refresh();
      },
    });
  }, [streamable, token, upsert, refresh]);

  useEffect(() => {
    const timer = window.setInterval(
      () => void refresh(),
      link === 'live' ? POLL_WITH_STREAM_MS : POLL_MS,
    );
    return () => window.clearInterval(timer);
  }, [link, refresh]);

  const move = useCallback(
    async (order: StaffOrder, name: KitchenMove, body: object = {}) => {
      setBusy(order.id);
      const result = await kitchenApi.move(token, order.id, name, body);
      setBusy(null);
      if (result.ok) {
        setNotice(null);
        upsert(result.data.order);
        return true;
      }
      setNotice({ message: refusal(result.error) });
      // Another tablet moved it first: the board shows where it stands now.
      if (result.error.status === 409) void refresh();
      return false;
    },
    [token, upsert, refresh],
  );

  return { orders, timeZone, link, failed, notice, setNotice, busy, move };
}
