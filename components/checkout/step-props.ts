import type { TabNavigation } from './use-checkout-tab';

/** What the checkout flow hands each of its steps (components/checkout/checkout-flow.tsx). */
export interface StepProps {
  nav: TabNavigation;
  /** Shows a message above the step (null clears it); it survives a change of tab. */
  alert: (message: string | null) => void;
}
