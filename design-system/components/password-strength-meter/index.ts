export * from './password-strength-bar';
export * from './password-strength-meter';
export * from './use-password-strength';
export * from './use-password-advice';
