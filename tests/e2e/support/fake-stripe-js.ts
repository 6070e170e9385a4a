/**
 * A fake Stripe.js for E2E (docs/adr/0009-card-payments.md#tests), served by Playwright routing in
 * place of js.stripe.com: the part @stripe/react-stripe-js and the checkout use, a Payment Element
 * of plain card fields, confirming through the HTTP call Stripe.js makes, which the tests route to
 * the local fake Stripe server. Nothing here decides whether a card is accepted.
 */
import type { BrowserContext } from '@playwright/test';
import { E2E } from './env';

/** Runs in the page: defines window.Stripe. Self-contained (serialised into a script). */
function installFakeStripe() {
  type Handler = (event: unknown) => void;

  function createPaymentElement() {
    const handlers: Record<string, Handler[]> = {};
    const emit = (name: string, event: unknown) =>
      (handlers[name] ?? []).forEach((handler) => handler(event));
    let root: HTMLElement | null = null;
    const field = (id: string, label: string, autocomplete: string, placeholder: string) => {
      const wrap = document.createElement('div');
      wrap.style.marginBottom = '8px';
      const l = document.createElement('label');
      l.htmlFor = id;
      l.textContent = label;
      l.style.display = 'block';
      l.style.fontWeight = '600';
      const input = document.createElement('input');
      input.id = id;
      input.name = id;
      input.setAttribute('autocomplete', autocomplete);
      input.inputMode = 'numeric';
      input.placeholder = placeholder;
      input.style.cssText =
        'width:100%;min-height:48px;border:1px solid #a3a3a3;border-radius:12px;padding:0 12px;font-size:16px';
      wrap.append(l, input);
      return { wrap, input };
    };
    const element = {
      fields: null as null | {
        number: HTMLInputElement;
        expiry: HTMLInputElement;
        cvc: HTMLInputElement;
      },
      error: null as null | HTMLElement,
      mount(target: HTMLElement | string) {
        root = typeof target === 'string' ? document.querySelector(target) : target;
        if (!root) return;
        const number = field(
          'fake-card-number',
          'Numéro de carte',
          'cc-number',
          '1234 1234 1234 1234',
        );
        const expiry = field('fake-card-expiry', 'Date d’expiration', 'cc-exp', 'MM / AA');
        const cvc = field('fake-card-cvc', 'Code de sécurité', 'cc-csc', 'CVC');
        const error = document.createElement('p');
        error.setAttribute('role', 'alert');
        error.style.color = '#b80614';
        root.append(number.wrap, expiry.wrap, cvc.wrap, error);
        element.fields = { number: number.input, expiry: expiry.input, cvc: cvc.input };
        element.error = error;
        for (const input of [number.input, expiry.input, cvc.input]) {
          input.addEventListener('input', () =>
            emit('change', {
              elementType: 'payment',
              empty: false,
              complete: element.validate() === null,
              value: { type: 'card' },
            }),
          );
        }
        setTimeout(() => emit('ready', { elementType: 'payment' }), 0);
      },
      validate(): string | null {
        const f = element.fields;
        if (!f) return 'Formulaire de carte absent.';
        if (!/^\d{16}$/.test(f.number.value.replace(/\s/g, '')))
          return 'Numéro de carte incomplet.';
        if (!/^\d{2}\s*\/\s*\d{2}$/.test(f.expiry.value)) return 'Date d’expiration incomplète.';
        if (!/^\d{3,4}$/.test(f.cvc.value)) return 'Code de sécurité incomplet.';
        return null;
      },
      on(name: string, handler: Handler) {
        (handlers[name] ??= []).push(handler);
        return element;
      },
      off(name: string, handler: Handler) {
        handlers[name] = (handlers[name] ?? []).filter((h) => h !== handler);
        return element;
      },
      update() {},
      focus() {},
      blur() {},
      clear() {},
      collapse() {},
      unmount() {
        root?.replaceChildren();
      },
      destroy() {
        root?.replaceChildren();
        root = null;
      },
    };
    return element;
  }

  function FakeStripe(key: string) {
    let elementsInstance: ReturnType<typeof createElements> | null = null;
    function createElements(options: { clientSecret?: string }) {
      let payment: ReturnType<typeof createPaymentElement> | null = null;
      return {
        clientSecret: options.clientSecret ?? '',
        create(type: string) {
          if (type !== 'payment') throw new Error(`fake Stripe.js: element ${type} not supported`);
          payment = createPaymentElement();
          return payment;
        },
        getElement: () => payment,
        update() {},
        fetchUpdates: () => Promise.resolve({}),
        async submit() {
          const problem = payment ? payment.validate() : 'Formulaire de carte absent.';
          if (payment?.error) payment.error.textContent = problem ?? '';
          return problem ? { error: { type: 'validation_error', message: problem } } : {};
        },
        payment: () => payment,
      };
    }
    const unsupported = (name: string) => () => {
      throw new Error(`fake Stripe.js: ${name} not supported`);
    };
    return {
      _registerWrapper() {},
      registerAppInfo() {},
      // What @stripe/react-stripe-js checks to accept the object as Stripe.
      createToken: unsupported('createToken'),
      createPaymentMethod: unsupported('createPaymentMethod'),
      confirmCardPayment: unsupported('confirmCardPayment'),
      elements(options: { clientSecret?: string }) {
        elementsInstance = createElements(options);
        return elementsInstance;
      },
      async confirmPayment({ elements }: { elements: ReturnType<typeof createElements> }) {
        const secret = elements.clientSecret;
        const intentId = secret.split('_secret_')[0];
        const fields = elements.payment()?.fields;
        const [month, year] = (fields?.expiry.value ?? '').split('/').map((s) => s.trim());
        const body = new URLSearchParams({
          key,
          client_secret: secret,
          'payment_method_data[type]': 'card',
          'payment_method_data[card][number]': (fields?.number.value ?? '').replace(/\s/g, ''),
          'payment_method_data[card][exp_month]': month ?? '',
          'payment_method_data[card][exp_year]': year ?? '',
          'payment_method_data[card][cvc]': fields?.cvc.value ?? '',
        });
        try {
          const res = await fetch(`https://api.stripe.com/v1/payment_intents/${intentId}/confirm`, {
            method: 'POST',
            body,
          });
          const json = await res.json();
          return res.ok ? { paymentIntent: json } : { error: json.error };
        } catch {
          return { error: { type: 'api_connection_error', message: 'Network error' } };
        }
      },
    };
  }
  FakeStripe.version = 'endive';
  (window as unknown as { Stripe: unknown }).Stripe = FakeStripe;
}

const SCRIPT = `(${installFakeStripe.toString()})();`;

/**
 * Routes Stripe's hosts for a browser context (the context, not the page: the storefront's
 * service worker fetches cross-origin scripts itself, and only context routes see those): the fake Stripe.js for js.stripe.com, the fake Stripe
 * server for api.stripe.com, nothing for Stripe's other hosts (telemetry).
 */
export async function routeStripe(context: BrowserContext): Promise<void> {
  // Playwright tries the last route registered first: the catch-all goes first.
  await context.route(/^https:\/\/([a-z0-9-]+\.)?stripe\.(com|network)\//, (route) =>
    route.fulfill({ status: 204, body: '' }),
  );
  await context.route('https://js.stripe.com/**', (route) =>
    route.fulfill({ contentType: 'application/javascript', body: SCRIPT }),
  );
  await context.route('https://api.stripe.com/**', async (route) => {
    const url = new URL(route.request().url());
    const response = await route.fetch({ url: `${E2E.stripeUrl}${url.pathname}${url.search}` });
    await route.fulfill({ response });
  });
}
