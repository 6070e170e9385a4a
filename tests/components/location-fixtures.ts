/**
 * The location modal tests' world: answers shaped like the reference API's for the demo
 * restaurant (checked with the contract's schemas), a fetch that serves them, the device's
 * geolocation, and the `<dialog>` methods jsdom lacks.
 */
import { vi } from 'vitest';
import {
  distanceResponseSchema,
  locationsResponseSchema,
  type DistanceAnswer,
} from '@/lib/api/schemas';
import { RESTAURANT } from '@/server/db/seed/restaurant';

export const CARNOT = '35 Rue Lazare Carnot, 38000 Grenoble';

const SUGGESTIONS = locationsResponseSchema.parse({
  status: 'success',
  payload: [
    {
      description: CARNOT,
      place_id: '38185_rue-lazare-carnot_35',
      structured_formatting: {
        main_text: '35 Rue Lazare Carnot',
        secondary_text: '38000 Grenoble',
      },
    },
    {
      description: '2 Rue Paul Bourget, 38000 Grenoble',
      place_id: '38185_rue-paul-bourget_2',
      structured_formatting: { main_text: '2 Rue Paul Bourget', secondary_text: '38000 Grenoble' },
    },
  ],
});

const address = {
  unit: 'km' as const,
  address2: '',
  state: '',
  country: 'France',
};

export const CARNOT_DISTANCE: DistanceAnswer = distanceResponseSchema.parse({
  status: 'success',
  payload: {
    distance: {
      ...address,
      distance: 0.93,
      duration: 9,
      delivery_cost: 1.97,
      formatted_address: CARNOT,
      address: '35 Rue Lazare Carnot',
      city: 'Grenoble',
      postal_code: '38000',
      lat: 45.182297,
      lng: 5.724956,
    },
    zone: RESTAURANT.features.delivery.zones[0],
    too_far: false,
  },
}).payload;

export const FAR_DISTANCE: DistanceAnswer = {
  distance: {
    ...address,
    distance: 14.24,
    duration: 61,
    delivery_cost: 8.62,
    formatted_address: '700 Chemin des Fontaines, 38190 Bernin',
    address: '700 Chemin des Fontaines',
    city: 'Bernin',
    postal_code: '38190',
    lat: 45.27,
    lng: 5.86,
  },
  zone: null,
  too_far: true,
};

export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

type Answer = () => Response | Promise<Response>;

/** Serves /locations/ and /locations/distance; each can be replaced by a failure. */
export function mockLocationsApi({
  search = () => json(SUGGESTIONS),
  distance = () => json({ status: 'success', payload: CARNOT_DISTANCE }),
}: { search?: Answer; distance?: Answer } = {}) {
  return vi
    .spyOn(globalThis, 'fetch')
    .mockImplementation(async (input) =>
      String(input).startsWith('/v2/public/locations/distance') ? distance() : search(),
    );
}

/** What the location store saved in localStorage (zustand keeps it under `state`). */
export function savedLocation(): Record<string, unknown> & {
  chosen?: boolean;
  _distance?: { address: string } | null;
} {
  const raw = localStorage.getItem('location');
  return raw ? JSON.parse(raw).state : {};
}

/** Gives the device a geolocation (jsdom has none); returns the undo. */
export function stubGeolocation(geolocation: Pick<Geolocation, 'getCurrentPosition'>) {
  Object.defineProperty(navigator, 'geolocation', { value: geolocation, configurable: true });
  return () => Reflect.deleteProperty(navigator, 'geolocation');
}

/**
 * jsdom knows `<dialog open>` but not showModal/close, nor the browser closing a modal dialog
 * on an Escape nobody handled (a handled one, like the combobox's, is default-prevented).
 */
export function installDialogPolyfill() {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    if (!this.open) return;
    this.open = false;
    this.dispatchEvent(new Event('close'));
  };
  document.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape' || event.defaultPrevented) return;
    document.querySelectorAll('dialog').forEach((dialog) => dialog.open && dialog.close());
  });
}
