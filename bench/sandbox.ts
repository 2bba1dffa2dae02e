/**
 * The sandbox's answer time, in-process (issue 3): one page of members and the whole department
 * tree, at the default 60 members and at 10,000. Each is called through Sandbox.handle (input
 * parsing, session, route, envelope) after warm-up; prints median and p95 of 200 runs.
 * Target: under 20 ms each at 10,000 members.
 */
import { Sandbox, startSession } from '../workbench/sandbox';

const TARGET_MS = 20;
const RUNS = 200;
const WARM_UP = 20;

function percentile(sorted: number[], share: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))]!;
}

async function measure(sandbox: Sandbox, cookie: Record<string, string>, make: () => Request) {
  for (let run = 0; run < WARM_UP; run++) await (await sandbox.handle(make(), cookie)).text();
  const times: number[] = [];
  let bytes = 0;
  for (let run = 0; run < RUNS; run++) {
    const start = performance.now();
    const body = await (await sandbox.handle(make(), cookie)).text();
    times.push(performance.now() - start);
    bytes = body.length;
  }
  times.sort((a, b) => a - b);
  return { median: percentile(times, 0.5), p95: percentile(times, 0.95), bytes };
}

const origin = 'http://localhost/workbench/api/';
const memberPage = () =>
  new Request(`${origin}service/dept/corpDeptUserList`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ deptId: '1', fetchChild: true, key: '', currentPage: 1, pageSize: 50 }),
  });
const memberSearch = () =>
  new Request(`${origin}service/dept/corpDeptUserList`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      deptId: '1',
      fetchChild: true,
      key: '张',
      currentPage: 1,
      pageSize: 50,
    }),
  });
const deptTree = () => new Request(`${origin}service/dept/list?_t=${Date.now()}`);

const rows: string[] = [];
let met = true;
for (const members of [60, 10_000]) {
  const sandbox = new Sandbox({ members });
  const state = await sandbox.state();
  const { session } = startSession(state, 'u0001', '1001');
  const cookie = { jdySessionId: session.id };
  for (const [name, make] of [
    ['member page (50 rows)', memberPage],
    ['member search "张"', memberSearch],
    ['department tree', deptTree],
  ] as const) {
    const { median, p95, bytes } = await measure(sandbox, cookie, make);
    if (members === 10_000 && name !== 'member search "张"' && p95 >= TARGET_MS) met = false;
    rows.push(
      `  ${String(members).padStart(6)}  ${name.padEnd(22)} median ${median.toFixed(2).padStart(6)} ms  p95 ${p95.toFixed(2).padStart(6)} ms  ${(bytes / 1000).toFixed(1)} kB`,
    );
  }
}
console.log(`Sandbox answer time in-process (${RUNS} runs after ${WARM_UP} warm-up)`);
console.log('  members  call');
for (const row of rows) console.log(row);
console.log(
  `  target: member page and department tree under ${TARGET_MS} ms (p95) at 10,000 members: ${met ? 'met' : 'NOT met'}`,
);
