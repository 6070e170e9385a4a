import type { ComponentProps } from 'react';
import { Field } from '@/components/checkout/field';

/** The checkout's `Field` words its error keys from the namespace it is given: the profile's. */
export const PROFILE_ERRORS = 'profile.errors';

/** A password field of the profile's forms: what the browser may fill it with is required. */
export function PasswordField(
  props: Omit<ComponentProps<typeof Field>, 'type' | 'errorMessages'> & {
    autoComplete: 'current-password' | 'new-password';
  },
) {
  return <Field type="password" errorMessages={PROFILE_ERRORS} {...props} />;
}
