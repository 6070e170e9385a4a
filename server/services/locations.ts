/**
 * Where an address lies for the restaurant: suggestions in the contract's shape, and the
 * distance answer (docs/contract.md#get-v2publiclocationsdistance) priced with lib/domain/delivery,
 * the same rules the storefront and the checkout use.
 */
import type { DistanceAnswer, LocationSuggestion, RestaurantSettings } from '@/lib/api/schemas';
import { distanceCostCents, isTooFar } from '@/lib/domain/delivery';
import { toEuros } from '@/lib/domain/money';
import { describeAddress, type GeocodedAddress } from './geocoding';
import { haversineKm, kmToUnit } from './geocoding/geo';

const DEFAULT_COUNTRY = 'France';

/*
 * A believable ride for a city scooter: streets run about 1.3 times the straight line, the
 * average speed with lights and traffic is about 20 km/h, and parking, finding the door and
 * handing over take about 5 minutes. Kitchen time is not included.
 */
const ROAD_FACTOR = 1.3;
const SCOOTER_KMH = 20;
const HANDOVER_MINUTES = 5;

/** Minutes of the delivery ride for a straight-line distance in km. */
export function rideMinutes(km: number): number {
  return Math.ceil(HANDOVER_MINUTES + ((km * ROAD_FACTOR) / SCOOTER_KMH) * 60);
}

export function toSuggestion(address: GeocodedAddress): LocationSuggestion {
  return {
    description: describeAddress(address),
    place_id: address.id,
    structured_formatting: {
      main_text: address.name,
      secondary_text: [address.postcode, address.city].filter(Boolean).join(' '),
    },
  };
}

const round2 = (value: number) => Math.round(value * 100) / 100;

export function distanceAnswer(
  address: GeocodedAddress,
  settings: RestaurantSettings,
): DistanceAnswer {
  const delivery = settings.features.delivery;
  const restaurant = { lat: settings.contacts.latitude, lng: settings.contacts.longitude };
  const km = haversineKm(restaurant, address);
  const distance = round2(kmToUnit(km, delivery.unit));
  const zone = delivery.zones.find((z) => z.postal_code === address.postcode) ?? null;
  return {
    distance: {
      distance,
      duration: rideMinutes(km),
      unit: delivery.unit,
      delivery_cost:
        delivery.calculation_type === 'zone_based'
          ? null
          : toEuros(distanceCostCents(delivery, distance)),
      formatted_address: describeAddress(address),
      address: address.name,
      address2: '',
      city: address.city,
      state: address.state,
      postal_code: address.postcode,
      ...(address.postcodes && { postal_codes: [...address.postcodes] }),
      country: DEFAULT_COUNTRY,
      lat: address.lat,
      lng: address.lng,
    },
    zone,
    too_far: isTooFar(delivery, distance),
  };
}
