/**
 * Runs in the browser before the storefront hydrates (Next's instrumentation-client convention).
 *
 * zod compiles its object parsers with `new Function` when it may, and tests whether it may by
 * trying once. The pages' CSP allows no eval (ADR 21), so the try fails, as meant, but the browser
 * reports it as a CSP violation (an issue in DevTools and Lighthouse). `jitless` skips the try;
 * parsing was already without compiled parsers under this policy. Set on zod's global
 * configuration object rather than through `z.config()`, so that no page loads zod for it
 * (ADR 10: zod stays out of the first scripts).
 */
const scope = globalThis as { __zod_globalConfig?: Record<string, unknown> };
scope.__zod_globalConfig = Object.assign(scope.__zod_globalConfig ?? {}, { jitless: true });
// A module, not a script: the unit test imports it for its effect.
export {};
