'use client';

import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import type { OrderMode } from '@/lib/domain/cart-types';
import { horizonDates, isAsapAvailable, timeSlots } from '@/lib/domain/slots';
import { useMinute } from '@/lib/hooks/use-minute';
import { useCartStore } from '@/stores/cart';
import { useCatalogueStore } from '@/stores/catalogue';
import type { DeliveryForm } from '@/lib/checkout/forms';
import { cartMenus } from '@/lib/domain/quote';

type TimeFields = Pick<DeliveryForm, 'is_scheduled' | 'delivery_date' | 'delivery_time_range'>;

const dayFormat = new Intl.DateTimeFormat('fr-FR', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  timeZone: 'UTC',
});

const choice =
  'flex min-h-12 flex-1 items-center justify-center gap-2 rounded-xl border-2 border-neutral-200 px-3 font-semibold has-checked:border-brand has-checked:bg-brand/5';
const select = 'min-h-12 w-full rounded-xl border border-neutral-300 bg-white px-3 text-base';

/**
 * As soon as possible (only while a menu of the cart is open) or a slot: a day among the next
 * week's, then one of that day's slots for the mode, with the settings' lead time and drops.
 */
export function DeliveryTime({
  mode,
  value,
  error,
  onChange,
}: {
  mode: OrderMode;
  value: TimeFields;
  error?: string;
  onChange: (patch: Partial<TimeFields>) => void;
}) {
  const t = useTranslations('checkout.delivery');
  const tError = useTranslations('checkout.errors');
  const now = useMinute() ?? new Date();
  const lines = useCartStore((s) => s.lines);
  const { menus, settings } = useCatalogueStore();
  const timeZone = settings.timezone;
  const own = cartMenus(lines, menus);
  const asap = isAsapAvailable(own, now, timeZone);
  const dates = horizonDates(now, timeZone, settings.scheduling);
  const date = value.delivery_date || dates[0].date;
  const options = { date, mode, settings: settings.scheduling, now, timeZone };
  const slots = timeSlots(own, options);

  // A closed restaurant offers no "as soon as possible": the diner schedules.
  useEffect(() => {
    if (!asap && !value.is_scheduled) onChange({ is_scheduled: true });
  }, [asap, value.is_scheduled, onChange]);

  const dayLabel = (d: (typeof dates)[number]) =>
    d.daysAhead === 0
      ? t('today')
      : d.daysAhead === 1
        ? t('tomorrow')
        : dayFormat.format(new Date(`${d.date}T12:00:00Z`));

  return (
    <fieldset className="space-y-3">
      <legend className="mb-2 text-lg font-bold">{t('when')}</legend>
      <div className="flex gap-2">
        {asap && (
          <label className={choice}>
            <input
              type="radio"
              name="when"
              checked={!value.is_scheduled}
              onChange={() => onChange({ is_scheduled: false })}
            />
            {t('asap')}
          </label>
        )}
        <label className={choice}>
          <input
            type="radio"
            name="when"
            checked={value.is_scheduled}
            onChange={() => onChange({ is_scheduled: true })}
          />
          {t('scheduled')}
        </label>
      </div>
      {value.is_scheduled && (
        <div className="grid gap-3 sm:grid-cols-2">
          <label className="space-y-1 font-semibold">
            <span className="block">{t('date')}</span>
            <select
              className={select}
              value={date}
              onChange={(e) => onChange({ delivery_date: e.target.value, delivery_time_range: '' })}
            >
              {dates.map((d) => (
                <option key={d.date} value={d.date}>
                  {dayLabel(d)}
                </option>
              ))}
            </select>
          </label>
          <label className="space-y-1 font-semibold">
            <span className="block">{t('slot')}</span>
            <select
              className={select}
              value={value.delivery_time_range}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? 'delivery-slot-error' : undefined}
              onChange={(e) =>
                onChange({ delivery_date: date, delivery_time_range: e.target.value })
              }
            >
              <option value="">{t('chooseSlot')}</option>
              {slots.map((slot) => (
                <option key={slot.value} value={slot.value}>
                  {slot.label}
                </option>
              ))}
            </select>
          </label>
          {slots.length === 0 && (
            <p className="col-span-2 text-sm text-neutral-700">{t('noSlot')}</p>
          )}
          {error && (
            <p
              id="delivery-slot-error"
              className="col-span-2 text-sm font-semibold text-brand-dark"
            >
              {tError(error)}
            </p>
          )}
        </div>
      )}
    </fieldset>
  );
}
