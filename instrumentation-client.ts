/**
 * Runs in the browser before the storefront hydrates. zod tries `new Function` once to decide
 * whether to compile its parsers; the pages' CSP allows no eval (ADR 21), so the try fails as
 * meant but is reported as a violation (DevTools, Lighthouse). `jitless` skips the try, set on
 * zod's global configuration object rather than `z.config()`, so no page loads zod for it (ADR 10).
 */
const scope = globalThis as { __zod_globalConfig?: Record<string, unknown> };
scope.__zod_globalConfig = Object.assign(scope.__zod_globalConfig ?? {}, { jitless: true });
// A module, not a script: the unit test imports it for its effect.
export {};
