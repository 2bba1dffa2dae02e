/**
 * Passwords travel encrypted with the key sso/system/parameter hands out (DESIGN.md): forms encode
 * them with this before any hook or call sees them.
 */
export { encodePassword } from '../api/encrypt';
