'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import type { ApiResult } from '@/lib/api-client';
import { FormAlert, FormNotice, useFailure } from './auth-form';

/** A code may be asked for again a minute after the last one (docs/product.md#accounts). */
const RESEND_SECONDS = 60;

/**
 * The seconds left before a new code may be asked for, ticking once a second, and `restart` for
 * a new wait. Read from the clock, not counted down, so a tab left in the background still shows
 * the right figure.
 */
function useCountdown(waitFirst: boolean) {
  const [clock, setClock] = useState(() => {
    const now = Date.now();
    return { now, deadline: waitFirst ? now + RESEND_SECONDS * 1000 : now };
  });
  const { deadline } = clock;
  useEffect(() => {
    const timer = setInterval(() => {
      const now = Date.now();
      setClock({ now, deadline });
      if (now >= deadline) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [deadline]);
  const restart = () => {
    const now = Date.now();
    setClock({ now, deadline: now + RESEND_SECONDS * 1000 });
  };
  return [Math.max(0, Math.ceil((deadline - clock.now) / 1000)), restart] as const;
}

/**
 * "Renvoyer le code", with the seconds to wait written on the button. `send` asks for a new code
 * (null when it could not be asked, e.g. the e-mail field is wrong, which then says why);
 * `waitFirst` starts the wait at once, when a code has just been sent.
 */
export function ResendCode({
  send,
  waitFirst,
}: {
  send: () => Promise<ApiResult<null> | null>;
  waitFirst: boolean;
}) {
  const t = useTranslations('auth.verify');
  const [seconds, restart] = useCountdown(waitFirst);
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState(false);
  const failure = useFailure();

  const resend = async () => {
    setSending(true);
    setSent(false);
    failure.clear();
    const result = await send();
    setSending(false);
    if (!result) return;
    if (!result.ok) {
      failure.fail(result.error);
      return;
    }
    setSent(true);
    restart();
  };

  return (
    <div className="space-y-3">
      <p className="text-sm text-neutral-700">{t('notReceived')}</p>
      <button
        type="button"
        onClick={resend}
        disabled={sending || seconds > 0}
        className="min-h-12 w-full rounded-full border-2 border-ink px-5 py-2.5 font-bold tabular-nums hover:bg-cream disabled:border-neutral-300 disabled:text-neutral-600 disabled:hover:bg-transparent"
      >
        {sending ? t('resending') : seconds > 0 ? t('resendIn', { seconds }) : t('resend')}
      </button>
      {sent && <FormNotice message={t('resent')} />}
      <FormAlert message={failure.message} />
    </div>
  );
}
