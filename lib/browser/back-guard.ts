/**
 * "Press back twice to leave" for the installed app's home page (SPEC §2 native shell, §9: within
 * 1 s), built on history alone (docs/adr/0025): a guard entry, a copy of the home page's own
 * entry, sits on top of it. A back press pops the guard instead of leaving: the page stays, the
 * diner is told to press again, and for 1 s there is no guard, so a second press leaves the page
 * (or the app, at the start of its history) as the system's back would. After that second it
 * comes back: a later press is a first press again.
 */

/** The window in which a second back press leaves (SPEC §9). */
export const EXIT_WINDOW_MS = 1000;

/** The key that marks our guard entry in `history.state`, beside the router's own keys. */
export const GUARD_KEY = '__comptoirBackGuard';

type GuardHistory = Pick<History, 'pushState' | 'state'>;

const isGuard = (state: unknown) =>
  typeof state === 'object' && state !== null && GUARD_KEY in state;

export interface BackGuard {
  /** Puts the guard on top of the current entry, unless it is the guard already. */
  arm: () => void;
  /** To call on `popstate`: a press that took the guard away is a first press. */
  onPopState: () => void;
  /** Stops the re-arming timer (the page is left or the component unmounts). */
  dispose: () => void;
}

/**
 * `onFirstPress` runs when a back press was held (show "Appuyez encore pour quitter");
 * `onWindowEnd` when the second is no longer waited for.
 */
export function createBackGuard(
  history: GuardHistory,
  { onFirstPress, onWindowEnd }: { onFirstPress: () => void; onWindowEnd: () => void },
): BackGuard {
  let armed = false;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const arm = () => {
    if (!isGuard(history.state)) {
      // The current entry's state is copied (the router's keys included), so going back and
      // forth over the guard is, for the router, the same page.
      const state: object = typeof history.state === 'object' && history.state ? history.state : {};
      history.pushState({ ...state, [GUARD_KEY]: true }, '');
    }
    armed = true;
  };

  const onPopState = () => {
    if (!armed || isGuard(history.state)) return;
    armed = false;
    onFirstPress();
    clearTimeout(timer);
    timer = setTimeout(() => {
      onWindowEnd();
      arm();
    }, EXIT_WINDOW_MS);
  };

  return { arm, onPopState, dispose: () => clearTimeout(timer) };
}
