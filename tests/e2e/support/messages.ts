/** The French messages, read from disk (Playwright's ESM loader wants import attributes for JSON). */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type frMessages from '@/messages/fr.json';

const file = path.resolve(import.meta.dirname, '..', '..', '..', 'messages', 'fr.json');
export const messages: typeof frMessages = JSON.parse(readFileSync(file, 'utf8'));
