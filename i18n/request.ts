import { getRequestConfig } from 'next-intl/server';
import messages from '../messages/fr.json';

// French is the only locale; no locale segment in the URL (see next.config.ts rewrites).
export default getRequestConfig(async () => ({
  locale: 'fr',
  timeZone: 'Europe/Paris',
  messages,
}));
