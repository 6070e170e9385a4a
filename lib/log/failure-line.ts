/**
 * A failure as it may be written to a server log, beside `redactUrl` (issue 22: one line per
 * event): its kind and message, every control character (a line break in a message) a space, 300
 * characters at most; no stack, whose frames would each be a line. For failures whose message
 * holds no request data (the storefront server's, the PGlite thread's); the API's requests have
 * `errorLogLine` (server/http.ts).
 */
export function failureLine(error: unknown): string {
  const text = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  return text.replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g, ' ').slice(0, 300);
}
