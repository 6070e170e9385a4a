import { describe, expect, it } from 'vitest';
import { MASKED_QUERY, redactUrl } from '@/lib/log/redact';

describe('redactUrl', () => {
  it.each([
    // The account calls of docs/contract.md, as the browser client sends them.
    [
      '/v2/public/auth/profile?token=abc&user_id=7',
      '/v2/public/auth/profile?token=[masqué]&user_id=[masqué]',
    ],
    [
      '/v2/public/auth/orders?token=abc&user_id=7&page=2&limit=20',
      '/v2/public/auth/orders?token=[masqué]&user_id=[masqué]&page=2&limit=20',
    ],
    [
      '/v2/public/auth/verify-otp/?otp=123456&email=lea%40exemple.fr',
      '/v2/public/auth/verify-otp/?otp=[masqué]&email=[masqué]',
    ],
    [
      '/v2/public/auth/send-otp/?email=lea%40exemple.fr',
      '/v2/public/auth/send-otp/?email=[masqué]',
    ],
    // A delivery address typed by a diner, and Stripe's return after 3-D Secure.
    ['/v2/public/locations?query=12+rue+de+la+Paix', '/v2/public/locations?query=[masqué]'],
    [
      'http://127.0.0.1:3000/checkout?tab=payment&payment_intent=pi_1&payment_intent_client_secret=pi_1_secret_2&redirect_status=succeeded',
      'http://127.0.0.1:3000/checkout?tab=payment&payment_intent=[masqué]&payment_intent_client_secret=[masqué]&redirect_status=succeeded',
    ],
    // A name nobody listed yet is masked; one spelt in capitals or encoded is still that name.
    ['/v2/public/auth/x?password=secret', '/v2/public/auth/x?password=[masqué]'],
    ['/v2/x?TOKEN=abc&Page=3', '/v2/x?TOKEN=[masqué]&Page=3'],
    ['/v2/x?tok%65n=abc&pag%65=3', '/v2/x?tok%65n=[masqué]&pag%65=3'],
    // The same name twice is masked twice; an empty value or a bare name has nothing to hide.
    ['/v2/x?token=a&token=b', '/v2/x?token=[masqué]&token=[masqué]'],
    ['/v2/x?token=&flag', '/v2/x?token=&flag'],
    // A value holding = or ? is masked whole.
    ['/v2/x?token=a=b?c', '/v2/x?token=[masqué]'],
    // A fragment never reaches a server, but a URL logged from a browser may carry one.
    ['/auth/verify#code=123456', '/auth/verify#[masqué]'],
    ['/v2/x?token=abc#frag', '/v2/x?token=[masqué]#[masqué]'],
    // Nothing to hide: unchanged.
    ['/menu', '/menu'],
    ['/success?order=42', '/success?order=42'],
    ['/menu?', '/menu?'],
    ['http://127.0.0.1:4000/health', 'http://127.0.0.1:4000/health'],
  ])('%s → %s', (url, redacted) => {
    expect(redactUrl(url)).toBe(redacted);
  });

  it('leaves no trace of a value it masks, even one that is not URL-encoded', () => {
    const token = 'Zk3_9x-Secret';
    const url = `/v2/public/auth/profile?user_id=7&token=${token}&page=1`;
    expect(redactUrl(url)).not.toContain(token);
    expect(redactUrl(url)).not.toContain('Secret');
  });
});

describe('MASKED_QUERY, for logs that can only skip a line', () => {
  it.each([
    '/v2/public/auth/profile?token=abc&user_id=7',
    '/v2/public/auth/orders?page=2&token=abc',
    '/v2/public/auth/verify-otp/?otp=123456&email=a%40b.fr',
    '/v2/x?TOKEN=abc',
    '/v2/public/locations?query=12+rue',
  ])('matches %s, which redactUrl changes', (url) => {
    expect(MASKED_QUERY.test(url)).toBe(true);
    expect(redactUrl(url)).not.toBe(url);
  });

  it.each([
    '/menu',
    '/success?order=42',
    '/checkout?tab=payment',
    '/v2/x?token=',
    '/v2/x?page=2&limit=20',
  ])('lets %s through, which redactUrl leaves alone', (url) => {
    expect(MASKED_QUERY.test(url)).toBe(false);
    expect(redactUrl(url)).toBe(url);
  });
});
