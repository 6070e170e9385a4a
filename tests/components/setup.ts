import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// No vitest globals here, so Testing Library cannot register its own cleanup.
afterEach(() => cleanup());

// jsdom lays nothing out, so it cannot scroll: its scrollTo only prints "Not implemented".
window.scrollTo = () => {};
