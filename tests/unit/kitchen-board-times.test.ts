import { describe, expect, it } from 'vitest';
import { timeOf } from '@/lib/kitchen/board';

// Wednesday 11 June 2025, 20:00 in Paris (UTC+2), 22:00 in Réunion (UTC+4).
const NOW = Date.parse('2025-06-11T18:00:00Z');

describe('the board’s times', () => {
  it('reads today’s instants on the restaurant’s clock', () => {
    expect(timeOf('2025-06-11T17:40:00Z', NOW, 'Europe/Paris')).toBe('19:40');
    expect(timeOf('2025-06-11T17:40:00Z', NOW, 'Indian/Reunion')).toBe('21:40');
  });

  it('gives another day its day, as that zone counts days', () => {
    expect(timeOf('2025-06-12T10:00:00Z', NOW, 'Europe/Paris')).toBe('jeu. 12 juin à 12:00');
    // 21:30 UTC: still the 11th in Paris (23:30), already the 12th in Réunion (1:30).
    expect(timeOf('2025-06-11T21:30:00Z', NOW, 'Europe/Paris')).toBe('23:30');
    expect(timeOf('2025-06-11T21:30:00Z', NOW, 'Indian/Reunion')).toBe('jeu. 12 juin à 01:30');
  });
});
