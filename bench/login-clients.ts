/**
 * The clients of the login benchmark, in a process of their own (run with tsx by
 * bench/auth.bench-case.ts): reads the load options as JSON on stdin, writes the load result as
 * JSON on stdout, and nothing else there.
 */
import { text } from 'node:stream/consumers';
import { loginLoadOptionsSchema, runLoginLoad } from './login-load';

const options = loginLoadOptionsSchema.parse(JSON.parse(await text(process.stdin)));
process.stdout.write(JSON.stringify(await runLoginLoad(options)));
