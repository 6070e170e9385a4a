import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { clientWords } from '@/lib/intl/client-words';
import messages from '@/messages/fr.json';

// The words next.config.ts copies into next-intl's island (components/intl/intl-island.tsx).
process.env.CLIENT_WORDS = JSON.stringify(clientWords(messages));

// The checkout's later steps and the board's schemas load with import() (docs/adr/0050): the
// first one in a file is transformed then, which takes seconds on a loaded 2-core machine. A
// findBy waits for them that long; an assertion that fails still fails, later.
configure({ asyncUtilTimeout: 5_000 });

// No vitest globals here, so Testing Library cannot register its own cleanup.
afterEach(() => cleanup());

// jsdom lays nothing out, so it cannot scroll: its scrollTo only prints "Not implemented".
window.scrollTo = () => {};
