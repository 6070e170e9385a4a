/**
 * The password typed at sign-up, held in this tab's memory only (never in storage) until the
 * mailed code confirms the address. The confirmation sets the account's password (docs/adr/0018),
 * so the diner who has just chosen one sends it again without typing it; after a reload, or for
 * another address, the verify page asks for one.
 */
let pending: { email: string; password: string } | null = null;

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

export function rememberSignupPassword(email: string, password: string): void {
  pending = { email, password };
}

/** The password typed at sign-up for `email` (whatever its case), or null. */
export function signupPassword(email: string): string | null {
  return pending && same(pending.email, email) ? pending.password : null;
}

export function forgetSignupPassword(): void {
  pending = null;
}
