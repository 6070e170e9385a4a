import type { ComponentProps } from 'react';
import { Field } from '@/components/checkout/field';

/**
 * The checkout's `Field` words its error keys from the namespace it is given; the profile's are
 * in `profile.errors`. Its prop lists the namespaces it knows, and profile.errors is not among
 * them yet (the prop's type belongs to the checkout): until it is, this one constant says so.
 */
export const PROFILE_ERRORS = 'profile.errors' as unknown as ComponentProps<
  typeof Field
>['errorMessages'];

/** A password field of the profile's forms: what the browser may fill it with is required. */
export function PasswordField(
  props: Omit<ComponentProps<typeof Field>, 'type' | 'errorMessages'> & {
    autoComplete: 'current-password' | 'new-password';
  },
) {
  return <Field type="password" errorMessages={PROFILE_ERRORS} {...props} />;
}
