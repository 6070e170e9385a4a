'use client';

/**
 * The kitchen at /cuisine: the sign-in without a staff session in this tab, else the board
 * (docs/product.md#the-kitchen-board, docs/adr/0045). Nothing renders on the server: the session
 * lives in the tab.
 */
import { useState, useSyncExternalStore } from 'react';
import { readKitchenToken, storeKitchenToken, subscribeKitchenToken } from '@/lib/kitchen/session';
import { Board } from './board';
import { SignIn } from './sign-in';

const onServer = () => undefined;

export function KitchenApp() {
  const token = useSyncExternalStore(subscribeKitchenToken, readKitchenToken, onServer);
  const [expired, setExpired] = useState(false);
  if (token === undefined) return null;
  if (!token) {
    return (
      <SignIn
        expired={expired}
        onSignedIn={(value) => {
          setExpired(false);
          storeKitchenToken(value);
        }}
      />
    );
  }
  return (
    <Board
      token={token}
      onSignedOut={(ended) => {
        setExpired(ended);
        storeKitchenToken(null);
      }}
    />
  );
}
