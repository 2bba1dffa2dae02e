/**
 * The login name last typed on the sign-in page, kept for the life of the page so the
 * find-password page (after the reset-password alert) starts from it. Never stored.
 */
let account = '';

export function rememberSignInAccount(value: string): void {
  account = value.trim();
}

export function signInAccount(): string {
  return account;
}
