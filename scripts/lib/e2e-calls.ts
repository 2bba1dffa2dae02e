/**
 * Which calls of endpoints.tsv the end-to-end tests made, from the sandbox's call log
 * (SANDBOX_CALL_LOG, one `METHOD path` a line): npm test prints it after the e2e step.
 */

export interface CallsExercised {
  total: number;
  exercised: number;
  /** Per area (the path's first two segments), calls made and calls in the contract. */
  areas: { area: string; exercised: number; total: number }[];
  /** The contract's calls no test made, as `METHOD path`, in the contract's order. */
  missing: string[];
}

/** A contract line's area: `service/corp/list` is `service/corp`; small service groups fold into one. */
function areaOf(path: string, sizes: Map<string, number>): string {
  const [first = '', second] = path.split('/');
  const pair = second === undefined ? first : `${first}/${second}`;
  if (first !== 'service' || (sizes.get(pair) ?? 0) >= 3)
    return first === 'service' || first === 'sso' ? pair : first;
  return 'service (services)';
}

export function callsExercised(endpointsTsv: string, callLog: string): CallsExercised {
  const contract = endpointsTsv
    .split('\n')
    .filter((line) => line && !line.startsWith('#') && !line.startsWith('method\t'))
    .map((line) => {
      const [method = '', path = ''] = line.split('\t');
      return { method, path };
    });
  const made = new Set(callLog.split('\n').filter(Boolean));
  const sizes = new Map<string, number>();
  for (const { path } of contract) {
    const [first = '', second = ''] = path.split('/');
    sizes.set(`${first}/${second}`, (sizes.get(`${first}/${second}`) ?? 0) + 1);
  }
  const areas = new Map<string, { area: string; exercised: number; total: number }>();
  const missing: string[] = [];
  for (const { method, path } of contract) {
    const area = areaOf(path, sizes);
    const row = areas.get(area) ?? { area, exercised: 0, total: 0 };
    row.total += 1;
    if (made.has(`${method} ${path}`)) row.exercised += 1;
    else missing.push(`${method} ${path}`);
    areas.set(area, row);
  }
  const rows = [...areas.values()].sort((a, b) => a.area.localeCompare(b.area));
  return {
    total: contract.length,
    exercised: rows.reduce((sum, row) => sum + row.exercised, 0),
    areas: rows,
    missing,
  };
}

export function formatCallsExercised({
  total,
  exercised,
  areas,
  missing,
}: CallsExercised): string[] {
  return [
    `Calls of endpoints.tsv made by the browser in the end-to-end tests: ${exercised} of ${total}`,
    ...areas.map(
      ({ area, exercised: made, total: all }) =>
        `  ${area.padEnd(22)} ${String(made).padStart(3)} of ${all}`,
    ),
    ...(missing.length > 0 ? ['Not made by any test:', ...missing.map((call) => `  ${call}`)] : []),
  ];
}
