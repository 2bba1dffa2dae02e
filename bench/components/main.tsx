// The benchmark page of bench/components.ts: times DeptTree's build and MemberTable's render and
// scrolling in the browser, and hands the figures to the script through window.bench.
import { ChakraProvider } from '@chakra-ui/react';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { buildDeptTree } from '../../design-system/components/dept-tree';
import { MemberTable } from '../../design-system/components/member-table';
import { system } from '../../design-system/theme';
import { makeDepts } from '../../stories/design-system/fixtures/dept-tree';
import { makeMembers } from '../../stories/design-system/fixtures/members';

const sorted = (values: number[]) => [...values].sort((a, b) => a - b);
const at = (values: number[], p: number) =>
  values[Math.min(values.length - 1, Math.floor(p * values.length))]!;
const nextFrame = () => new Promise<number>((resolve) => requestAnimationFrame(resolve));

function deptTreeBuild(count: number, runs: number) {
  const depts = makeDepts(count, 1);
  let nodes = 0;
  // Two warm-up builds let the JIT settle, as it has in a page that has been open a while.
  buildDeptTree(depts);
  buildDeptTree(depts);
  const times: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    const start = performance.now();
    const tree = buildDeptTree(depts);
    times.push(performance.now() - start);
    nodes = countNodes(tree);
  }
  const ordered = sorted(times);
  return {
    count: depts.length,
    nodes,
    runs,
    median: at(ordered, 0.5),
    p95: at(ordered, 0.95),
    max: ordered.at(-1)!,
  };
}

function countNodes(nodes: readonly { children?: readonly unknown[] }[]): number {
  let total = 0;
  const stack = [...nodes];
  while (stack.length > 0) {
    const node = stack.pop()!;
    total += 1;
    stack.push(...((node.children ?? []) as { children?: readonly unknown[] }[]));
  }
  return total;
}

const host = document.getElementById('root')!;
const noop = () => undefined;

function mountTable(root: Root, rows: ReturnType<typeof makeMembers>) {
  root.render(
    <ChakraProvider value={system}>
      <I18nProvider i18n={i18n}>
        <MemberTable
          rows={rows}
          selectedIds={[]}
          onSelectedIdsChange={noop}
          onSetDeptAdmin={noop}
          onMove={noop}
          onEdit={noop}
          onDelete={noop}
        />
      </I18nProvider>
    </ChakraProvider>,
  );
}

const scroller = () => document.querySelector<HTMLElement>('[data-testid="table-scroll"]')!;
const domRows = () => scroller().querySelectorAll('tbody tr').length;

interface ScrollRun {
  frames: number;
  rowsPerFrame: number;
  p50: number;
  p95: number;
  max: number;
  shareUnder: number;
  intervalP95: number;
  domRowsMax: number;
}

/**
 * Scrolls in equal steps, one a frame. Each step's work is timed from setting scrollTop through
 * the virtualiser's update, React's commit and the layout that follows, by running the scroll
 * handler synchronously inside flushSync; paint is not included.
 */
async function scrollRun(element: HTMLElement, stepPx: number, frames: number, rowHeight: number) {
  element.scrollTop = 0;
  await nextFrame();
  const work: number[] = [];
  const intervals: number[] = [];
  let domRowsMax = domRows();
  let last = await nextFrame();
  for (let frame = 1; frame <= frames; frame += 1) {
    const start = performance.now();
    flushSync(() => {
      element.scrollTop = Math.round(stepPx * frame);
      element.dispatchEvent(new Event('scroll'));
    });
    void element.querySelector('tbody tr:last-child')?.getBoundingClientRect();
    work.push(performance.now() - start);
    domRowsMax = Math.max(domRowsMax, domRows());
    const now = await nextFrame();
    intervals.push(now - last);
    last = now;
  }
  const ordered = sorted(work);
  return {
    frames,
    rowsPerFrame: stepPx / rowHeight,
    p50: at(ordered, 0.5),
    p95: at(ordered, 0.95),
    max: ordered.at(-1)!,
    shareUnder: work.filter((ms) => ms < 16.7).length / work.length,
    intervalP95: at(sorted(intervals), 0.95),
    domRowsMax,
  } satisfies ScrollRun;
}

/** A mouse wheel notch scrolls this far in Chromium. */
const WHEEL_STEP_PX = 100;

async function memberTable(count: number, mounts: number, frames: number) {
  const rows = makeMembers(count, 1);
  const renders: number[] = [];
  // The first mount also loads Chakra's styles for the table; it counts as a warm-up.
  for (let mount = 0; mount <= mounts; mount += 1) {
    const root = createRoot(host);
    const start = performance.now();
    flushSync(() => mountTable(root, rows));
    void scroller().getBoundingClientRect();
    const elapsed = performance.now() - start;
    if (mount > 0) renders.push(elapsed);
    // The warm-up also loads the virtualiser's chunk, which the table asks for on its first render.
    while (mount === 0 && domRows() === 0) await nextFrame();
    await nextFrame();
    if (mount < mounts) root.unmount();
  }

  const element = scroller();
  const rowHeight =
    element.querySelector('tbody tr[aria-rowindex]')?.getBoundingClientRect().height ?? 1;
  // A wheel scroll, one notch a frame, and a fling that crosses all 10,000 rows in `frames`.
  const wheel = await scrollRun(element, WHEEL_STEP_PX, frames, rowHeight);
  const fling = await scrollRun(
    element,
    (element.scrollHeight - element.clientHeight) / frames,
    frames,
    rowHeight,
  );
  const lastName = rows.at(-1)!.realName;
  const reachedEnd = [...element.querySelectorAll('tbody tr')].some((row) =>
    row.textContent?.includes(lastName),
  );
  const orderedRenders = sorted(renders);
  return {
    count,
    firstRender: { runs: mounts, median: at(orderedRenders, 0.5), max: orderedRenders.at(-1)! },
    wheel,
    fling,
    rowsInView: Math.ceil(element.clientHeight / rowHeight),
    reachedEnd,
  };
}

const bench = { deptTreeBuild, memberTable };
export type BenchApi = typeof bench;

async function start() {
  const { messages } = await import('../../locales/zh_CN/messages.po');
  i18n.loadAndActivate({ locale: 'zh_CN', locales: 'zh-CN', messages });
  Object.assign(window, { bench });
}

void start();
