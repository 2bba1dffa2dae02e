/**
 * The catalogue check of `npm test`: every message of the source catalogue is translated, non-empty
 * and with the same placeholders in all six locales, and `lingui extract` would change nothing.
 * Exits 1 and names each problem otherwise. Prints `i18n: N passed, N failed` (one check a locale,
 * plus the extraction check).
 */
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import PO from 'pofile';
import { LOCALES, SOURCE_LOCALE } from '../design-system/i18n/locales';

const root = resolve(import.meta.dirname, '..');
const catalogPath = (locale: string) => join(root, 'locales', locale, 'messages.po');

interface Entry {
  id: string;
  translation: string;
}

function readCatalog(locale: string): Map<string, Entry> {
  const po = PO.parse(readFileSync(catalogPath(locale), 'utf8'));
  return new Map(
    po.items
      .filter((item) => !item.obsolete)
      .map((item) => [item.msgid, { id: item.msgid, translation: item.msgstr.join('') }]),
  );
}

/** ICU placeholders a translation must keep: {name}, {count, plural, …}, <0>…</0>. */
export function placeholders(message: string): string[] {
  const names = [...message.matchAll(/\{\s*([\w.]+)\s*[,}]/g)].map((match) => `{${match[1]}}`);
  const tags = [...message.matchAll(/<\/?(\d+)\/?>/g)].map((match) => match[0]);
  return [...names, ...tags].sort();
}

export function catalogProblems(
  source: Map<string, Entry>,
  target: Map<string, Entry>,
  locale: string,
): string[] {
  const problems: string[] = [];
  for (const [id, entry] of source) {
    const translated = target.get(id);
    if (!translated) problems.push(`${locale}: missing message "${id}"`);
    else if (translated.translation.trim() === '')
      problems.push(`${locale}: empty translation of "${id}"`);
    else if (placeholders(translated.translation).join() !== placeholders(entry.translation).join())
      problems.push(
        `${locale}: "${id}" has placeholders ${placeholders(translated.translation).join(' ') || 'none'}, the source ${placeholders(entry.translation).join(' ') || 'none'}`,
      );
  }
  for (const id of target.keys()) {
    if (!source.has(id)) problems.push(`${locale}: "${id}" is not in the source catalogue`);
  }
  return problems;
}

/** Runs the real extraction, compares, and always puts the committed catalogues back. */
function extractionDrift(): string[] {
  const before = new Map(
    LOCALES.map((locale) => [locale, readFileSync(catalogPath(locale), 'utf8')]),
  );
  try {
    execFileSync(join(root, 'node_modules/.bin/lingui'), ['extract', '--clean', '--overwrite'], {
      cwd: root,
      stdio: 'pipe',
    });
    return LOCALES.filter(
      (locale) => readFileSync(catalogPath(locale), 'utf8') !== before.get(locale),
    ).map(
      (locale) => `${locale}: \`npm run i18n:extract\` would change locales/${locale}/messages.po`,
    );
  } finally {
    for (const [locale, text] of before) writeFileSync(catalogPath(locale), text);
  }
}

function main() {
  const source = readCatalog(SOURCE_LOCALE);
  let passed = 0;
  let failed = 0;
  const report = (name: string, problems: string[]) => {
    if (problems.length === 0) {
      passed += 1;
      console.log(`  ok  ${name}`);
    } else {
      failed += 1;
      console.log(`  FAIL ${name}`);
      for (const problem of problems) console.log(`       ${problem}`);
    }
  };
  console.log(`Catalogues: ${source.size} messages in the source (${SOURCE_LOCALE})`);
  for (const locale of LOCALES)
    report(`locales/${locale} complete`, catalogProblems(source, readCatalog(locale), locale));
  report('extraction leaves the catalogues unchanged', extractionDrift());
  console.log(`i18n: ${passed} passed, ${failed} failed`);
  process.exitCode = failed === 0 ? 0 : 1;
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) main();
