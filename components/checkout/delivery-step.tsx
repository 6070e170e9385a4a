'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useCallback } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { isCardActive } from '@/lib/checkout/card';
import { unavailableCartItems } from '@/lib/domain/availability';
import { menusWithSwitches, orderAllowedDuringPause, pauseAt } from '@/lib/domain/kitchen-switches';
import { cartMenus } from '@/lib/domain/quote';
import { isAsapAvailable } from '@/lib/domain/slots';
import { readCheckoutSummary, readProgress } from '@/stores/checkout-summary';
import { useCartStore } from '@/stores/cart';
import { useCatalogueStore } from '@/stores/catalogue';
import { useCheckoutStore } from '@/stores/checkout';
import { useKitchenStore } from '@/stores/kitchen-switches';
import { useLocationStore } from '@/stores/location';
import type { StepProps } from './step-props';
import { DeliveryTime } from './delivery-time';
import { Field, PRIMARY_BUTTON } from './field';
import { deliverySchema, personalSchema, type DeliveryForm } from '@/lib/checkout/forms';
import { isTypeComplete } from '@/lib/checkout/progress';

type Translate = ReturnType<typeof useTranslations<'checkout'>>;

/** The names of the cart's items that cannot be served at the order's instant. */
export function unavailableNow(): string[] {
  const { timing } = readCheckoutSummary();
  const { menus, settings } = useCatalogueStore.getState();
  return unavailableCartItems(
    useCartStore.getState().lines,
    menus,
    timing.instant,
    settings.timezone,
  );
}

/**
 * "As soon as possible" may be chosen right now: a menu of the cart is open, by the week's hours
 * as the kitchen's closures and special hours change them, and no pause holds (issue 36).
 */
export function asapOffered(now = new Date()): boolean {
  const { menus, settings } = useCatalogueStore.getState();
  const { switches } = useKitchenStore.getState();
  const own = menusWithSwitches(
    cartMenus(useCartStore.getState().lines, menus),
    switches,
    now,
    settings.timezone,
  );
  return (
    isAsapAvailable(own, now, settings.timezone) &&
    orderAllowedDuringPause(switches.pause, now, null)
  );
}

/**
 * A valid delivery form, then in order (docs/product.md#transitions): too far; earlier forms
 * incomplete (back there); the slot gone, "as soon as possible" while every menu of the cart is
 * closed, or items unavailable then. Returns the French alert, or null to go on.
 */
function blockingReason(t: Translate, nav: StepProps['nav']): string | null {
  const progress = readProgress();
  if (progress.mode === 'delivery' && (progress.tooFar || readCheckoutSummary().summary.tooFar)) {
    return t('alerts.tooFar');
  }
  if (!isTypeComplete(progress) || !personalSchema.safeParse(progress.personal).success) {
    nav.goTo(isTypeComplete(progress) ? 'personal' : 'type');
    return t('alerts.required');
  }
  const { timing } = readCheckoutSummary();
  if (timing.slotGone) return t('alerts.slotGone');
  if (!timing.slot && pauseAt(useKitchenStore.getState().switches.pause, new Date())) {
    return t('alerts.paused');
  }
  if (!timing.slot && !asapOffered()) return t('delivery.asapClosed');
  const names = unavailableNow();
  if (names.length > 0) return t('alerts.unavailable', { items: names.join(', ') });
  return null;
}

/** Address (delivery only, prefilled from the located one) and when the order is for. */
export function DeliveryStep({ nav, alert }: StepProps) {
  const t = useTranslations('checkout');
  const mode = useLocationStore((s) => s.mode);
  const located = useLocationStore((s) => s._distance);
  const {
    register,
    handleSubmit,
    control,
    setValue,
    formState: { errors },
  } = useForm<DeliveryForm>({
    resolver: zodResolver(deliverySchema(mode, located)),
    defaultValues: useCheckoutStore.getState().delivery,
  });
  const [is_scheduled, delivery_date, delivery_time_range] = useWatch({
    control,
    name: ['is_scheduled', 'delivery_date', 'delivery_time_range'],
  });
  // The time fields are saved as they change: the summary prices the order at the slot's start.
  const onTimeChange = useCallback(
    (patch: Partial<DeliveryForm>) => {
      for (const [key, value] of Object.entries(patch)) {
        setValue(key as keyof DeliveryForm, value as never, { shouldValidate: false });
      }
      useCheckoutStore.getState().setDelivery(patch);
    },
    [setValue],
  );

  const onValid = (values: DeliveryForm) => {
    useCheckoutStore.getState().setDelivery(values);
    const reason = blockingReason(t, nav);
    alert(reason);
    if (reason) return;
    const { payments } = useCatalogueStore.getState().settings;
    // Cash off and card on: the method is forced to card; the payment step makes the intent.
    if (!payments.cod.active && isCardActive(payments))
      useCheckoutStore.getState().setPayment({ method: 'card' });
    nav.next();
  };

  const field = (
    name: 'address' | 'city' | 'postal_code' | 'country',
    label: string,
    autoComplete: string,
  ) => (
    <Field
      id={`delivery-${name}`}
      label={label}
      autoComplete={autoComplete}
      registration={register(name)}
      error={errors[name]}
    />
  );

  return (
    <form noValidate onSubmit={handleSubmit(onValid)} className="space-y-5">
      <h2 id="checkout-heading" className="text-xl font-extrabold">
        {t('delivery.heading', { mode })}
      </h2>
      {mode === 'delivery' && (
        <div className="space-y-4">
          {field('address', t('delivery.address'), 'street-address')}
          <div className="grid grid-cols-[2fr_3fr] gap-3">
            {field('postal_code', t('delivery.postalCode'), 'postal-code')}
            {field('city', t('delivery.city'), 'address-level2')}
          </div>
          {field('country', t('delivery.country'), 'country-name')}
        </div>
      )}
      <DeliveryTime
        mode={mode}
        value={{ is_scheduled, delivery_date, delivery_time_range }}
        error={errors.delivery_time_range?.message}
        onChange={onTimeChange}
      />
      <button type="submit" className={PRIMARY_BUTTON}>
        {t('next')}
      </button>
    </form>
  );
}
