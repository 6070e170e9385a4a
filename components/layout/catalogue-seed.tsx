'use client';

import { useState } from 'react';
import type { Menu, Offer, DinerSettings } from '@/lib/api/schemas';
import { useCatalogueStore } from '@/stores/catalogue';

/** Hands what the server rendered to the client store, once, before its siblings read it. */
export function CatalogueSeed(props: {
  settings?: DinerSettings;
  offers?: Offer[];
  menus?: Menu[];
  /** The catalogue version of `menus` (docs/adr/0038). */
  version?: number | null;
}) {
  useState(() => useCatalogueStore.getState().seed(props));
  return null;
}
