/**
 * Where a renderer's main thread spends its time, from a Chromium trace (the Trace Event
 * Format DevTools records): self time per kind of work, and script time per script, between
 * two moments. Framework-free, so it can be read and tested without a browser.
 */

export type TraceEvent = {
  name: string
  cat?: string
  ph: string
  ts: number
  dur?: number
  pid: number
  tid: number
  // Each event's own arguments: `data.url` for scripts, `beginData.url` for parsing, `name`
  // for thread names.
  args?: { name?: string; data?: { url?: string }; beginData?: { url?: string } }
}

/** Kinds of main-thread work, by trace event name, as DevTools' summary groups them. */
const KIND: Record<string, string> = {
  ParseHTML: 'parsing HTML',
  ParseAuthorStyleSheet: 'parsing CSS',
  EvaluateScript: 'running scripts',
  FunctionCall: 'running scripts',
  'v8.run': 'running scripts',
  'v8.callFunction': 'running scripts',
  RunMicrotasks: 'running scripts',
  TimerFire: 'running scripts',
  EventDispatch: 'running scripts',
  FireAnimationFrame: 'running scripts',
  'v8.compile': 'compiling scripts',
  'v8.compileModule': 'compiling scripts',
  'V8.CompileCode': 'compiling scripts',
  'v8.produceCache': 'compiling scripts',
  'V8.DeserializeContext': 'compiling scripts',
  CacheScript: 'compiling scripts',
  'V8.BytecodeBudgetInterrupt': 'compiling scripts',
  'V8.BytecodeBudgetInterruptWithStackCheck': 'compiling scripts',
  UpdateLayoutTree: 'style',
  RecalculateStyles: 'style',
  Layout: 'layout',
  PrePaint: 'paint',
  Paint: 'paint',
  Layerize: 'paint',
  Commit: 'paint',
  UpdateLayer: 'paint',
  MinorGC: 'garbage collection',
  MajorGC: 'garbage collection',
  'V8.GC_SCAVENGER': 'garbage collection',
  'V8.GCScavenger': 'garbage collection',
  'V8.GCFinalizeMC': 'garbage collection',
  BlinkGC: 'garbage collection',
  'ThreadState::performIdleLazySweep': 'garbage collection',
  'HTMLDocumentParser::MaybeFetchQueuedPreloads': 'parsing HTML',
  ResourceReceivedData: 'loading',
  ResourceReceiveResponse: 'loading',
  ResourceFinish: 'loading',
  'ResourceFetcher::requestResource': 'loading',
}

const OTHER = 'other'
const SCRIPT_EVENTS = new Set(['EvaluateScript', 'FunctionCall', 'v8.compile', 'v8.compileModule'])

export type MainThreadBreakdown = {
  /** Self time in ms per kind of work. */
  byKind: Record<string, number>
  /** Time in ms spent compiling and running each script (outermost script events). */
  byScript: Record<string, number>
  /** Self time in ms of the events no kind names, by event name. */
  unclassified: Record<string, number>
  /** Busy time (top-level tasks) in ms. */
  busyMs: number
  /** Tasks over 50 ms (long tasks) and the time over 50 ms they add up to. */
  longTasks: number
  blockingMs: number
}

/** The main thread of the renderer that parsed `url`'s document. */
export const mainThreadOf = (
  events: TraceEvent[],
  url: string,
): { pid: number; tid: number } | null => {
  const parse = events.find((e) => e.name === 'ParseHTML' && e.args?.beginData?.url === url)
  if (parse) return { pid: parse.pid, tid: parse.tid }
  const named = events.find((e) => e.ph === 'M' && e.args?.name === 'CrRendererMain')
  return named ? { pid: named.pid, tid: named.tid } : null
}

type Span = { name: string; start: number; end: number; url?: string; children: number }

/** Complete events ('X') and begin/end pairs ('B'/'E') of one thread, as spans in µs. */
const spansOf = (events: TraceEvent[]): Span[] => {
  const spans: Span[] = []
  const open: TraceEvent[] = []
  for (const e of [...events].sort((a, b) => a.ts - b.ts)) {
    if (e.ph === 'X' && e.dur !== undefined) {
      spans.push({
        name: e.name,
        start: e.ts,
        end: e.ts + e.dur,
        url: e.args?.data?.url,
        children: 0,
      })
    } else if (e.ph === 'B') open.push(e)
    else if (e.ph === 'E') {
      const begin = open.pop()
      if (begin) spans.push({ name: begin.name, start: begin.ts, end: e.ts, children: 0 })
    }
  }
  // Outer spans first, so a stack walk nests them.
  return spans.sort((a, b) => a.start - b.start || b.end - a.end)
}

export const mainThreadBreakdown = (
  events: TraceEvent[],
  thread: { pid: number; tid: number },
  from: number,
  to: number,
): MainThreadBreakdown => {
  const spans = spansOf(
    events.filter((e) => e.pid === thread.pid && e.tid === thread.tid && e.ts >= from && e.ts < to),
  )
  const byKind: Record<string, number> = {}
  const byScript: Record<string, number> = {}
  let busy = 0
  let longTasks = 0
  let blocking = 0
  const stack: Span[] = []
  const selfOf = new Map<Span, number>()
  for (const span of spans) {
    while (stack.length && stack[stack.length - 1].end <= span.start) stack.pop()
    const parent = stack[stack.length - 1]
    const length = Math.min(span.end, to) - span.start
    selfOf.set(span, length)
    if (parent) selfOf.set(parent, (selfOf.get(parent) ?? 0) - length)
    else {
      busy += length
      if (length > 50_000) {
        longTasks++
        blocking += length - 50_000
      }
    }
    if (SCRIPT_EVENTS.has(span.name) && !stack.some((s) => SCRIPT_EVENTS.has(s.name))) {
      const script = span.url || '(inline or unknown)'
      byScript[script] = (byScript[script] ?? 0) + length / 1000
    }
    stack.push(span)
  }
  const unclassified: Record<string, number> = {}
  for (const [span, self] of selfOf) {
    const kind = KIND[span.name] ?? OTHER
    byKind[kind] = (byKind[kind] ?? 0) + Math.max(0, self) / 1000
    if (kind === OTHER)
      unclassified[span.name] = (unclassified[span.name] ?? 0) + Math.max(0, self) / 1000
  }
  return {
    byKind,
    byScript,
    unclassified,
    busyMs: busy / 1000,
    longTasks,
    blockingMs: blocking / 1000,
  }
}
