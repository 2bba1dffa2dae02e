/**
 * Issue 21 item 2: the password strength meter. Prints
 * - the estimator chunk (zxcvbn-ts with its dictionaries), raw and gzip, from a production build:
 *   what a person downloads when a new-password field mounts, and never before;
 * - the estimate's time per keystroke in Node: every prefix of 200 passwords typed one character
 *   at a time (the meter estimates each as it is typed), median, p95 and max, plus the first
 *   call, which builds the ranked dictionaries.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { buildApp } from './lib/app-build';

const outDir = await buildApp('password-strength');
const assets = join(outDir, 'assets');
const chunk = readdirSync(assets).find((name) => name.startsWith('password-strength-estimator-'));
if (!chunk) throw new Error('no password-strength-estimator chunk in the build');
const bytes = readFileSync(join(assets, chunk));
const kB = (size: number) => `${(size / 1000).toFixed(1)} kB`;
console.log(
  `estimator chunk ${chunk}: ${kB(bytes.length)} raw, ${kB(gzipSync(bytes, { level: 9 }).length)} gzip 9`,
);

const firstCallStart = performance.now();
const { estimatePasswordStrength } =
  await import('../design-system/components/password-strength-meter/password-strength-estimator');
estimatePasswordStrength('warm-up');
console.log(
  `module load and first estimate: ${(performance.now() - firstCallStart).toFixed(1)} ms`,
);

// A fixed seed: the same 200 passwords every run.
let seed = 20261128;
const random = () => {
  seed = (seed * 1103515245 + 12345) % 2 ** 31;
  return seed / 2 ** 31;
};
const ALPHABET = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789!@#$%^&*';
const WORDS = ['password', 'kingdee', 'zhang', 'wei', 'summer', 'dragon', 'qwerty', 'admin'];
const passwords = Array.from({ length: 200 }, (_, index) => {
  if (index % 2 === 0)
    return Array.from({ length: 8 + Math.floor(random() * 11) }, () =>
      ALPHABET.charAt(Math.floor(random() * ALPHABET.length)),
    ).join('');
  const word = WORDS[Math.floor(random() * WORDS.length)]!;
  return `${word.charAt(0).toUpperCase()}${word.slice(1)}${Math.floor(random() * 1000)}!`;
});

const times: number[] = [];
for (const password of passwords) {
  for (let length = 1; length <= password.length; length += 1) {
    const start = performance.now();
    estimatePasswordStrength(password.slice(0, length));
    times.push(performance.now() - start);
  }
}
times.sort((a, b) => a - b);
const at = (fraction: number) =>
  times[Math.min(times.length - 1, Math.floor(times.length * fraction))]!;
console.log(
  `estimate per keystroke over ${times.length} keystrokes: median ${at(0.5).toFixed(2)} ms, p95 ${at(0.95).toFixed(2)} ms, max ${times.at(-1)!.toFixed(2)} ms`,
);
