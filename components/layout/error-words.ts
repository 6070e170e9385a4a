/**
 * The `errors` messages, copied in as one string by next.config.ts (`env`): the error pages show
 * five plain texts and need no formatter or provider (ADR 54); the root's may have none to reach.
 */
import type messages from '@/messages/fr.json';

export const ERROR_WORDS = JSON.parse(
  process.env.GLOBAL_ERROR_MESSAGES ?? '{}',
) as typeof messages.errors;
