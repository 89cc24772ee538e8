// What the bench puts in the page before the site's scripts: a React DevTools hook that records, per
// commit, which components rendered (and which match rows), plus long tasks and animation frames.

export interface CommitRecord {
  /** performance.now() of the commit. */
  t: number;
  /** Rendered components by name in this commit (the bench build keeps function names). */
  names: Record<string, number>;
  /** Match ids whose row component rendered in this commit. */
  rows: number[];
}

export interface ProbeState {
  commits: CommitRecord[];
  longTasks: { t: number; ms: number }[];
  frames: number[];
  /** The first matching element in the DOM, and then `count` of them (nav start = 0). */
  firstShownAt: number | null;
  rowsShownAt: number | null;
}

/** Runs in the page (serialised by playwright's addInitScript): no closure over bench code. */
export function installProbe({ selector, count }: { selector: string; count: number }) {
  const state: ProbeState = {
    commits: [],
    longTasks: [],
    frames: [],
    firstShownAt: null,
    rowsShownAt: null,
  };
  (window as unknown as { __bench: ProbeState }).__bench = state;

  // React fiber tags of components: function 0, class 1, forwardRef 11, memo 14, simple memo 15.
  const COMPONENT_TAGS = new Set([0, 1, 11, 14, 15]);
  const PERFORMED_WORK = 1;
  type Fiber = {
    tag: number;
    type: unknown;
    flags: number;
    child: Fiber | null;
    sibling: Fiber | null;
    alternate: Fiber | null;
    memoizedProps: unknown;
  };
  const nameOf = (type: unknown): string => {
    if (typeof type === 'function')
      return (type as { displayName?: string }).displayName || type.name || '(anonymous)';
    if (type && typeof type === 'object') {
      const t = type as { type?: unknown; render?: unknown };
      if (t.type) return nameOf(t.type);
      if (t.render) return nameOf(t.render);
    }
    return '(anonymous)';
  };

  function record(root: { current: Fiber }) {
    const names: Record<string, number> = {};
    const rows = new Set<number>();
    const stack: [Fiber, Fiber | null][] = [[root.current, root.current.alternate]];
    while (stack.length > 0) {
      const [next, prev] = stack.pop() as [Fiber, Fiber | null];
      // A mounted fiber rendered; an updated one rendered when it performed work in this pass.
      const rendered = prev === null || (next.flags & PERFORMED_WORK) !== 0;
      if (rendered && COMPONENT_TAGS.has(next.tag)) {
        const name = nameOf(next.type);
        names[name] = (names[name] ?? 0) + 1;
        const props = next.memoizedProps as { row?: { id?: number }; onPin?: unknown } | null;
        if (props?.row?.id !== undefined && props.onPin !== undefined) rows.add(props.row.id);
      }
      // Children shared with the previous tree were not rendered in this pass: skip the subtree.
      if (prev !== null && next.child === prev.child) continue;
      for (let c = next.child; c; c = c.sibling) stack.push([c, c.alternate]);
    }
    state.commits.push({ t: performance.now(), names, rows: [...rows] });
  }

  const renderers = new Map<number, unknown>();
  (
    window as unknown as { __REACT_DEVTOOLS_GLOBAL_HOOK__: unknown }
  ).__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    isDisabled: false,
    renderers,
    inject(renderer: unknown) {
      renderers.set(1, renderer);
      return 1;
    },
    checkDCE() {},
    onScheduleFiberRoot() {},
    onCommitFiberRoot(_id: number, root: { current: Fiber }) {
      record(root);
    },
    onCommitFiberUnmount() {},
    onPostCommitFiberRoot() {},
  };

  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      state.longTasks.push({ t: entry.startTime, ms: entry.duration });
  }).observe({ type: 'longtask', buffered: true });

  const frame = (t: number) => {
    state.frames.push(t);
    requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);

  // The moments the page shows its first, then `count`, elements matching `selector`: the list's first render.
  const watch = new MutationObserver(() => {
    const shown = document.querySelectorAll(selector).length;
    if (shown > 0 && state.firstShownAt === null) state.firstShownAt = performance.now();
    if (shown >= count) {
      state.rowsShownAt = performance.now();
      watch.disconnect();
    }
  });
  document.addEventListener('DOMContentLoaded', () =>
    watch.observe(document.body, { childList: true, subtree: true }),
  );
}
