'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useCheckoutStore } from '@/stores/checkout';
import { useLocationStore } from '@/stores/location';
import type { StepProps } from './step-props';
import { Field, PRIMARY_BUTTON } from './field';
import { personalSchema, type PersonalForm } from '@/lib/checkout/forms';
import { PERSONAL_FIELDS } from '@/lib/checkout/steps';

/**
 * Copies the located address into the delivery form (docs/product.md#transitions), keeping
 * what was typed.
 */
function copyLocatedAddress() {
  const distance = useLocationStore.getState()._distance;
  if (!distance) return;
  useCheckoutStore.getState().setDelivery({
    address: distance.address,
    city: distance.city,
    postal_code: distance.postal_code,
    country: distance.country || 'France',
  });
}

/** First and last name, e-mail and a French phone number, checked in French. */
export function PersonalStep({ nav, alert }: StepProps) {
  const t = useTranslations('checkout.personal');
  const {
    register,
    handleSubmit,
    getValues,
    setValue,
    formState: { errors },
  } = useForm<PersonalForm>({
    resolver: zodResolver(personalSchema),
    defaultValues: useCheckoutStore.getState().personal,
  });
  // The account's details can arrive once the form is shown (use-account-prefill.ts): they
  // fill the fields still empty here, never one the diner is typing in.
  useEffect(
    () =>
      useCheckoutStore.subscribe(({ personal }, previous) => {
        if (personal === previous.personal) return;
        for (const field of PERSONAL_FIELDS) {
          if (getValues(field) === '' && personal[field] !== '') setValue(field, personal[field]);
        }
      }),
    [getValues, setValue],
  );

  const onValid = (values: PersonalForm) => {
    useCheckoutStore.getState().setPersonal(values);
    copyLocatedAddress();
    alert(null);
    nav.next();
  };
  // Half-typed values are kept too, so a reload does not lose them.
  const save = (event: React.FocusEvent<HTMLFormElement>) => {
    const form = new FormData(event.currentTarget);
    const draft = Object.fromEntries(
      PERSONAL_FIELDS.map((k) => [k, String(form.get(k) ?? '')]),
    ) as PersonalForm;
    useCheckoutStore.getState().setPersonal(draft);
  };

  const tPrimary = useTranslations('checkout');
  return (
    <form noValidate onSubmit={handleSubmit(onValid)} onBlur={save} className="space-y-4">
      <h2 id="checkout-heading" className="text-xl font-extrabold">
        {t('heading')}
      </h2>
      <Field
        id="first_name"
        label={t('firstName')}
        autoComplete="given-name"
        registration={register('first_name')}
        error={errors.first_name}
      />
      <Field
        id="last_name"
        label={t('lastName')}
        autoComplete="family-name"
        registration={register('last_name')}
        error={errors.last_name}
      />
      <Field
        id="email"
        type="email"
        label={t('email')}
        autoComplete="email"
        inputMode="email"
        registration={register('email')}
        error={errors.email}
      />
      <Field
        id="phone"
        type="tel"
        label={t('phone')}
        hint={t('phoneHint')}
        autoComplete="tel"
        inputMode="tel"
        registration={register('phone')}
        error={errors.phone}
      />
      <button type="submit" className={PRIMARY_BUTTON}>
        {tPrimary('next')}
      </button>
    </form>
  );
}
