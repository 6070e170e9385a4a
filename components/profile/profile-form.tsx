'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Field, PRIMARY_BUTTON } from '@/components/checkout/field';
import type { User } from '@/lib/api/auth';
import { profileSchema, type ProfileField, type ProfileValues } from '@/lib/profile/forms';
import { FormStatus } from './form-status';
import { PROFILE_ERRORS } from './profile-field';
import { saveProfile, type Outcome } from './profile-requests';
import { useFreshUser } from './use-fresh-user';

/** How each field is asked for: its label, what the browser may fill it with, its keyboard. */
const INPUTS = {
  first_name: { label: 'firstName', autoComplete: 'given-name' },
  last_name: { label: 'lastName', autoComplete: 'family-name' },
  phone: { label: 'phone', autoComplete: 'tel', type: 'tel', inputMode: 'tel', hint: 'phoneHint' },
  address: { label: 'address', autoComplete: 'street-address', hint: 'addressHint' },
} as const;

const valuesOf = ({ first_name, last_name, phone, address }: User): ProfileValues => ({
  first_name,
  last_name,
  phone,
  address,
});

/**
 * Part of the profile, edited: the fields a view names, loaded fresh from the server and saved
 * with the rest of the user as it is.
 */
export function ProfileForm({
  fields,
  children,
}: {
  fields: readonly ProfileField[];
  /** Shown above the fields (what the diner cannot change here). */
  children?: React.ReactNode;
}) {
  const t = useTranslations('profile.form');
  const { user, refreshing } = useFreshUser();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<ProfileValues>({
    resolver: zodResolver(profileSchema),
    defaultValues: user ? valuesOf(user) : undefined,
  });

  // The server's copy (or what was just saved) replaces what the diner has not touched.
  useEffect(() => {
    if (user) reset(valuesOf(user), { keepDirtyValues: true });
  }, [user, reset]);

  const onValid = async (values: ProfileValues) => {
    setOutcome(null);
    const changes = Object.fromEntries(fields.map((field) => [field, values[field]]));
    const result = await saveProfile(changes);
    if (result.ok) reset(values);
    setOutcome(result);
  };

  return (
    <form noValidate onSubmit={handleSubmit(onValid)} className="space-y-4">
      {refreshing && (
        <p role="status" className="text-sm text-neutral-600">
          {t('refreshing')}
        </p>
      )}
      {children}
      {fields.map((field) => {
        const { label, hint, ...input } = { hint: undefined, ...INPUTS[field] };
        return (
          <Field
            key={field}
            id={field}
            label={t(label)}
            hint={hint && t(hint)}
            {...input}
            registration={register(field)}
            error={errors[field]}
            errorMessages={PROFILE_ERRORS}
          />
        );
      })}
      <FormStatus outcome={outcome} saved={t('saved')} />
      <button type="submit" disabled={isSubmitting} className={PRIMARY_BUTTON}>
        {isSubmitting ? t('saving') : t('save')}
      </button>
    </form>
  );
}
