/**
 * A fresh loginCode for a QR code (docs/product.md §7: scan-login request with loginCode): the page
 * names the code, the server remembers who confirms it.
 */
export function randomLoginCode(): string {
  return crypto.randomUUID();
}
