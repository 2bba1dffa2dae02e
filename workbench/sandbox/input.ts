import { FAIL, SandboxFail } from './reply';

/**
 * A small validator for the sandbox's inputs: every route parses what it reads, so missing fields,
 * wrong types, oversized strings and unknown ids answer with the fail shape instead of crashing.
 * Query values arrive as strings; numbers and flags accept their string forms.
 */
export interface Schema<T> {
  parse(value: unknown, at: string): T;
}

export type Infer<S> = S extends Schema<infer T> ? T : never;

export function invalid(at: string, what: string): never {
  throw new SandboxFail(FAIL, `${at}: ${what}`);
}

/** Strings are capped by default, so a megabyte in a name is refused, not stored. */
const DEFAULT_MAX_LENGTH = 1000;

function isMissing(value: unknown) {
  return value === undefined || value === null || value === '';
}

export const v = {
  string(options: { max?: number; min?: number; pattern?: RegExp } = {}): Schema<string> {
    const { max = DEFAULT_MAX_LENGTH, min = 1, pattern } = options;
    return {
      parse(value, at) {
        if (isMissing(value)) invalid(at, 'is required');
        if (typeof value !== 'string' && typeof value !== 'number') invalid(at, 'must be text');
        const text = String(value);
        // Characters as people count them (code points), as the design system's rules count
        // them: an emoji or a rare CJK character is one, not two UTF-16 units.
        const characters = [...text].length;
        if (characters > max) invalid(at, `must be at most ${max} characters`);
        if (characters < min) invalid(at, `must be at least ${min} characters`);
        if (pattern && !pattern.test(text)) invalid(at, 'has the wrong format');
        return text;
      },
    };
  },
  int(options: { min?: number; max?: number } = {}): Schema<number> {
    const { min = Number.MIN_SAFE_INTEGER, max = Number.MAX_SAFE_INTEGER } = options;
    return {
      parse(value, at) {
        if (isMissing(value)) invalid(at, 'is required');
        const number = typeof value === 'string' && /^-?\d+$/.test(value) ? Number(value) : value;
        if (typeof number !== 'number' || !Number.isSafeInteger(number))
          invalid(at, 'must be a whole number');
        if (number < min || number > max) invalid(at, `must be between ${min} and ${max}`);
        return number;
      },
    };
  },
  /** A yes/no flag: 1/0, '1'/'0', true/false (docs/product.md §4). */
  flag(): Schema<boolean> {
    return {
      parse(value, at) {
        if (value === 1 || value === '1' || value === true || value === 'true') return true;
        if (value === 0 || value === '0' || value === false || value === 'false') return false;
        return invalid(at, 'must be 1 or 0');
      },
    };
  },
  oneOf<const T extends string | number>(choices: readonly T[]): Schema<T> {
    return {
      parse(value, at) {
        const match = choices.find((choice) => String(choice) === String(value));
        if (match === undefined) invalid(at, `must be one of ${choices.join(', ')}`);
        return match;
      },
    };
  },
  array<T>(item: Schema<T>, options: { max?: number; min?: number } = {}): Schema<T[]> {
    const { max = 10_000, min = 0 } = options;
    return {
      parse(value, at) {
        if (!Array.isArray(value)) invalid(at, 'must be a list');
        if (value.length > max) invalid(at, `must hold at most ${max} items`);
        if (value.length < min) invalid(at, `must hold at least ${min} items`);
        return value.map((element, index) => item.parse(element, `${at}[${index}]`));
      },
    };
  },
  object<S extends Record<string, Schema<unknown>>>(
    shape: S,
  ): Schema<{ [K in keyof S]: Infer<S[K]> }> {
    return {
      parse(value, at) {
        if (typeof value !== 'object' || value === null || Array.isArray(value))
          invalid(at, 'must be an object');
        const record = value as Record<string, unknown>;
        const out: Record<string, unknown> = {};
        for (const [key, schema] of Object.entries(shape))
          out[key] = schema.parse(record[key], at ? `${at}.${key}` : key);
        return out as { [K in keyof S]: Infer<S[K]> };
      },
    };
  },
  optional<T>(schema: Schema<T>): Schema<T | undefined> {
    return {
      parse(value, at) {
        return isMissing(value) ? undefined : schema.parse(value, at);
      },
    };
  },
  withDefault<T>(schema: Schema<T>, fallback: T): Schema<T> {
    return {
      parse(value, at) {
        return isMissing(value) ? fallback : schema.parse(value, at);
      },
    };
  },
};

/** Ids travel as numbers or strings; the store keys them as strings. */
export const id = (): Schema<string> => v.string({ max: 64 });

/** currentPage and pageSize of a list query (docs/product.md §3: 1 and 3 by default). */
export const paging = {
  currentPage: v.withDefault(v.int({ min: 1, max: 1_000_000 }), 1),
  pageSize: v.withDefault(v.int({ min: 1, max: 1000 }), 3),
};

/** Finds a record by id, or answers with the fail shape. */
export function found<T>(record: T | undefined, what: string): T {
  if (record === undefined) throw new SandboxFail(FAIL, `${what} not found`);
  return record;
}
