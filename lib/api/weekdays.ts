/**
 * The days of the contract's opening hours and offers, Monday first. Apart from the schemas so the
 * domain rules that walk a week run in the browser without loading zod.
 */
export const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type Weekday = (typeof WEEKDAYS)[number];
