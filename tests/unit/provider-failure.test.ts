import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { providerFailure } from '@/server/services/payments';

describe('providerFailure: what the log says of a card provider failure', () => {
  it('names the class, code and status, never the message that quotes the diner', () => {
    const error = new Stripe.errors.StripeInvalidRequestError({
      type: 'invalid_request_error',
      message: 'Invalid email address: camille.durand@example.fr',
      code: 'email_invalid',
      statusCode: 400,
    });
    expect(providerFailure(error)).toBe('StripeInvalidRequestError email_invalid HTTP 400');
  });

  it('names a connection failure by its class alone', () => {
    const error = new Stripe.errors.StripeConnectionError({
      type: 'api_error',
      message: 'connect ECONNREFUSED 127.0.0.1:12111',
    });
    expect(providerFailure(error)).toBe('StripeConnectionError');
  });

  it('says nothing of what is not an error', () => {
    expect(providerFailure('camille.durand@example.fr')).toBe('erreur inconnue');
  });
});
