/**
 * The bench's plumbing that decides what lands in bench/RESULTS.md: one part's section replaced,
 * the others and the hand-written notes kept; wrk's report read into figures.
 */
import { describe, expect, it } from 'vitest';
import { sectionOf, withSection } from '@/bench/results-file';
import { parseWrk } from '@/bench/wrk';

const NOTES = '## Where the targets stand';
const file = [
  '# Benchmarks',
  '',
  '## Faults',
  '',
  'old faults',
  '',
  '## Load',
  '',
  'old load',
  '',
  NOTES,
  '',
  'hand-written',
  '',
].join('\n');

describe('RESULTS.md sections', () => {
  it('replaces one section and keeps the others and the notes', () => {
    const out = withSection(file, '## Faults', '## Faults\n\nnew $& faults\n', NOTES);
    expect(sectionOf(out, '## Faults')).toBe('## Faults\n\nnew $& faults\n\n');
    expect(out).toContain('old load');
    expect(out.endsWith(`${NOTES}\n\nhand-written\n`)).toBe(true);
  });

  it('adds a new section before the notes', () => {
    const out = withSection(file, '## Soak', '## Soak\n\nsoak', NOTES);
    expect(out).toContain(`old load\n\n## Soak\n\nsoak\n\n${NOTES}`);
  });
});

describe("wrk's report", () => {
  it('reads the rate, the percentiles in any unit and the errors', () => {
    const report = `Running 8s test @ http://127.0.0.1:4970/menu
  Latency Distribution
     50%  245.60ms
     75%  500.00ms
     90%  900.00ms
     99%    1.40s
  496 requests in 8.00s, 180.00MB read
  Socket errors: connect 0, read 0, write 0, timeout 15
  Non-2xx or 3xx responses: 2
Requests/sec:     62.00
Transfer/sec:     22.50MB
`;
    expect(parseWrk(report)).toEqual({
      requestsPerSecond: 62,
      p50: 245.6,
      p99: 1400,
      non2xx: 2,
      socketErrors: 15,
    });
    expect(parseWrk('  99%  750.00us\nRequests/sec: 1.5').p99).toBe(0.75);
  });
});
