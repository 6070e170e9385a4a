'use client';

/**
 * The kitchen's switches as the board holds them (docs/product.md#running-the-day): read at
 * once, again every 15 s (another tablet may flip one) and after each change, which answers them
 * all as they stand. A refusal is kept in the API's French words; a change answered 401 or 404
 * means the session ended (the staff API hides itself without one). A reading's 404 does not:
 * the day's reading says when the session ended (docs/adr/0045), and an API without switches
 * answers 404 too.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { refusal } from '@/lib/api-client/result';
import { kitchenApi } from '@/lib/kitchen/client';
import type { SwitchChange, Switches } from '@/lib/kitchen/switches';

const READ_EVERY_MS = 15_000;
const DONE_SHOWN_MS = 6_000;

/** What the last change came to: done, or refused (`message` null: no reason given). */
export type SwitchOutcome =
  { ok: true; change: SwitchChange } | { ok: false; change: SwitchChange; message: string | null };

/** What each tab of the service dialog is given. */
export interface PanelProps {
  switches: Switches;
  now: number;
  change: (asked: SwitchChange) => Promise<boolean>;
}

const sessionEnded = (status: number | null) => status === 401 || status === 404;

export function useSwitches(token: string, onSignedOut: (ended: boolean) => void) {
  const [switches, setSwitches] = useState<Switches | null>(null);
  const [failed, setFailed] = useState(false);
  /** A change on its way: another tap waits for it (the buttons stay focusable). */
  const [pending, setPending] = useState(false);
  const sending = useRef(false);
  const [outcome, setOutcome] = useState<SwitchOutcome | null>(null);
  const signedOut = useRef(onSignedOut);
  useEffect(() => {
    signedOut.current = onSignedOut;
  });

  const refresh = useCallback(async () => {
    const result = await kitchenApi.switches(token);
    if (result.ok) {
      setFailed(false);
      setSwitches(result.data);
    } else if (result.error.status === 401) signedOut.current(true);
    else setFailed(true);
  }, [token]);

  useEffect(() => {
    const first = window.setTimeout(() => void refresh(), 0);
    const timer = window.setInterval(() => void refresh(), READ_EVERY_MS);
    return () => {
      window.clearTimeout(first);
      window.clearInterval(timer);
    };
  }, [refresh]);

  // A change said done is said for a few seconds; a refusal stays until the next change.
  useEffect(() => {
    if (!outcome?.ok) return;
    const timer = window.setTimeout(() => setOutcome(null), DONE_SHOWN_MS);
    return () => window.clearTimeout(timer);
  }, [outcome]);

  const change = useCallback(
    async (asked: SwitchChange) => {
      if (sending.current) return false;
      sending.current = true;
      setPending(true);
      const result = await kitchenApi.changeSwitch(token, asked);
      sending.current = false;
      setPending(false);
      if (result.ok) {
        setFailed(false);
        setSwitches(result.data);
        setOutcome({ ok: true, change: asked });
        return true;
      }
      if (sessionEnded(result.error.status)) {
        signedOut.current(true);
        return false;
      }
      setOutcome({ ok: false, change: asked, message: refusal(result.error) });
      // Maybe another tablet changed it first: show where things stand now.
      void refresh();
      return false;
    },
    [token, refresh],
  );

  return { switches, failed, pending, outcome, setOutcome, refresh, change };
}
