/**
 * The clients of the order benchmark, in a process of their own (run with tsx by
 * bench/orders.bench-case.ts) so that they neither share nor skew the API's event loop, as real
 * diners would not: reads the load options as JSON on stdin, writes the load result as JSON on
 * stdout, and nothing else there.
 */
import { text } from 'node:stream/consumers';
import { loadOptionsSchema, runOrderLoad } from './order-load';

const options = loadOptionsSchema.parse(JSON.parse(await text(process.stdin)));
process.stdout.write(JSON.stringify(await runOrderLoad(options)));
