'use client';

/**
 * Refusing or cancelling an order asks why (the diner reads it): one of the usual reasons or a
 * free text, in a modal `<dialog>` that keeps the focus until confirmed or dismissed.
 */
import { useTranslations } from 'next-intl';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';

const REASONS = ['busy', 'soldOut', 'outOfArea', 'closed', 'other'] as const;
type Reason = (typeof REASONS)[number];

interface ReasonDialogProps {
  kind: 'refuseDialog' | 'cancelDialog';
  orderId: number;
  busy: boolean;
  /** Resolves true when the move went through (the dialog then closes). */
  onConfirm: (reason: string) => Promise<boolean>;
  onClose: () => void;
}

export function ReasonDialog({ kind, orderId, busy, onConfirm, onClose }: ReasonDialogProps) {
  const t = useTranslations('kitchen');
  const ref = useRef<HTMLDialogElement>(null);
  const [choice, setChoice] = useState<Reason | null>(null);
  const [text, setText] = useState('');
  const [missing, setMissing] = useState(false);
  const titleId = useId();
  const errorId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
    return () => dialog?.close();
  }, []);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const reason = choice === 'other' ? text.trim() : choice ? t(`reasons.${choice}`) : '';
    if (!reason) return setMissing(true);
    setMissing(false);
    // Closed either way: when another tablet was first, the board says so above the orders.
    await onConfirm(reason);
    onClose();
  }

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onClose={onClose}
      className="m-auto w-[min(34rem,calc(100%-1.5rem))] rounded-2xl bg-white p-0 text-ink backdrop:bg-black/60"
    >
      <form onSubmit={submit} className="space-y-4 p-5">
        <h2 id={titleId} className="text-2xl font-extrabold">
          {t(`${kind}.title`, { id: orderId })}
        </h2>
        {kind === 'cancelDialog' && <p className="text-lg">{t('cancelDialog.intro')}</p>}
        <fieldset aria-describedby={missing ? errorId : undefined}>
          <legend className="mb-2 text-lg font-semibold">{t(`${kind}.legend`)}</legend>
          <div className="grid gap-2 sm:grid-cols-2">
            {REASONS.map((reason) => (
              <label
                key={reason}
                className="flex min-h-14 items-center gap-3 rounded-xl border-2 border-neutral-300 px-4 text-lg has-checked:border-ink has-checked:bg-cream"
              >
                <input
                  type="radio"
                  name="reason"
                  value={reason}
                  checked={choice === reason}
                  onChange={() => setChoice(reason)}
                  className="size-6 accent-ink"
                />
                {t(`reasons.${reason}`)}
              </label>
            ))}
          </div>
        </fieldset>
        {choice === 'other' && (
          <label className="block text-lg font-semibold">
            {t('reasons.otherLabel')}
            <textarea
              value={text}
              onChange={(event) => setText(event.target.value)}
              maxLength={300}
              rows={2}
              required
              className="mt-1 block w-full rounded-xl border-2 border-neutral-400 p-3 text-lg"
            />
          </label>
        )}
        {missing && (
          <p id={errorId} role="alert" className="text-lg font-semibold text-red-800">
            {t('reasons.required')}
          </p>
        )}
        <div className="flex flex-wrap justify-end gap-3">
          <button
            type="button"
            onClick={() => ref.current?.close()}
            className="min-h-14 rounded-xl border-2 border-ink px-5 text-lg font-semibold"
          >
            {t(`${kind}.back`)}
          </button>
          <button
            type="submit"
            disabled={busy}
            className="min-h-14 rounded-xl bg-red-700 px-5 text-lg font-bold text-white disabled:opacity-60"
          >
            {t(`${kind}.confirm`)}
          </button>
        </div>
      </form>
    </dialog>
  );
}
