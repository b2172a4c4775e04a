'use client'

import {
  createContext,
  Suspense,
  use,
  useCallback,
  useContext,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react'
import { hydrateRoot, type Root } from 'react-dom/client'

import { useHydrated } from '../ui/use-hydrated'
import { firstInteraction } from '../ui/first-interaction'

/**
 * A form whose fields' code (react-hook-form, the form's state and, for the registration,
 * its pricing) is fetched when the visitor first does something on the page, not with the
 * page: most visits to these pages read them and leave.
 *
 * The frame (the `<form>` element and its buttons) is small and hydrates with the page. The
 * fields are rendered in the server's HTML like any component and stay that HTML, working as
 * plain inputs, until their code has come; React then hydrates them in place, as a root of
 * their own, so focus, the caret and anything typed are kept
 * (`useKeepValuesTypedBeforeHydration`). A submit that comes first is held and sent once the
 * fields are live. Rendered after a client-side navigation (no server HTML to keep), the
 * fields' code is fetched at once.
 *
 * Why a root of their own rather than a Suspense boundary: React writes a boundary of more
 * than 500 bytes that comes after the first 12.8 KB of a page at the end of the HTML, and
 * moves it up with a script, in a later frame (a layout shift), even when nothing suspended.
 *
 * Before the page's own scripts run, the frame's buttons are disabled: a click then would
 * make the browser submit the form itself, as a GET with every field in the address.
 */

type Frame = {
  formId: string
  /** The fields' submit, once they are live; a submit held until then is sent now. */
  bindSubmit: (submit: (() => void) | null) => void
  setSubmitting: (submitting: boolean) => void
}

const FrameContext = createContext<Frame | null>(null)

/** What the frame's buttons show. */
export type FrameState = {
  /** The frame has hydrated: its buttons do what they say. */
  live: boolean
  submitting: boolean
}

type Props<P extends object> = {
  /**
   * The fields' component on the server, where the page's HTML is rendered (null in the
   * browser, whose bundle leaves it out).
   */
  serverFields: ComponentType<P> | null
  /** The fields' component in the browser: a dynamic import, its own chunk. */
  load: () => Promise<ComponentType<P>>
  fieldProps: P
  label: string
  /** The `<form>`'s classes, and those of the element holding the fields. */
  className: string
  fieldsClassName: string
  /** The buttons and notes after the fields. */
  actions: (state: FrameState) => ReactNode
}

export function FormOnDemand<P extends object>({
  serverFields,
  load,
  fieldProps,
  label,
  className,
  fieldsClassName,
  actions,
}: Props<P>) {
  const formId = `${useId()}-form`
  const live = useHydrated()
  // Fixed for the frame's life: in the browser, hydrating the server's HTML (the fields come
  // later), not rendering after a navigation.
  const [hydrateLater] = useState(() => !serverFields && !live)
  const [submitting, setSubmitting] = useState(false)
  const submitRef = useRef<(() => void) | null>(null)
  const heldSubmit = useRef(false)

  const bindSubmit = useCallback((submit: (() => void) | null) => {
    submitRef.current = submit
    if (submit && heldSubmit.current) {
      heldSubmit.current = false
      submit()
    }
  }, [])
  const frame = useMemo(() => ({ formId, bindSubmit, setSubmitting }), [formId, bindSubmit])
  const withFrame = (Fields: ComponentType<P>) => (
    <FrameContext value={frame}>
      <Fields {...fieldProps} />
    </FrameContext>
  )

  return (
    <form
      id={formId}
      noValidate
      aria-label={label}
      className={className}
      onSubmit={(event) => {
        event.preventDefault()
        if (submitRef.current) submitRef.current()
        else heldSubmit.current = true
      }}
    >
      {hydrateLater ? (
        <FieldsIsland
          className={fieldsClassName}
          formId={formId}
          load={() => load().then(withFrame)}
        />
      ) : (
        <div className={fieldsClassName}>
          {serverFields ? (
            withFrame(serverFields)
          ) : (
            <Suspense fallback={null}>
              <FreshFields fields={load} render={withFrame} />
            </Suspense>
          )}
        </div>
      )}
      {actions({ live, submitting })}
    </form>
  )
}

/**
 * The server's HTML of the fields, left as it is (React does not look inside an element it
 * sets the HTML of) until the visitor's first interaction, then hydrated as a root of its own.
 */
function FieldsIsland({
  className,
  formId,
  load,
}: {
  className: string
  formId: string
  load: () => Promise<ReactNode>
}) {
  const container = useRef<HTMLDivElement>(null)
  const loadRef = useRef(load)
  useEffect(() => {
    const element = container.current
    if (!element) return
    const stop = new AbortController()
    let root: Root | null = null
    const form = document.getElementById(formId)
    loadAtFirstInteraction(
      loadRef.current,
      form instanceof HTMLFormElement ? form : null,
      stop.signal,
    ).then(
      (fields) => {
        if (!stop.signal.aborted) root = hydrateRoot(element, fields)
      },
      () => {},
    )
    return () => {
      stop.abort()
      // Not while React is committing the frame's own removal.
      const hydrated = root
      if (hydrated) setTimeout(() => hydrated.unmount())
    }
  }, [formId])
  return (
    <div
      ref={container}
      className={className}
      dangerouslySetInnerHTML={{ __html: '' }}
      suppressHydrationWarning
    />
  )
}

const fetched = new WeakMap<() => Promise<unknown>, Promise<unknown>>()

function FreshFields<P extends object>({
  fields,
  render,
}: {
  fields: () => Promise<ComponentType<P>>
  render: (Fields: ComponentType<P>) => ReactNode
}) {
  // One promise per loader, so that `use` sees the same one when React renders again.
  if (!fetched.has(fields)) fetched.set(fields, fields())
  const Fields = use(fetched.get(fields) as Promise<ComponentType<P>>)
  return render(Fields)
}

/**
 * The fields' code, fetched at the visitor's first interaction (see firstInteraction: at
 * once if they have already typed or focused in the form). A failed fetch (the visitor went offline) is tried
 * again at the next one; until then the form stays as the server's HTML.
 */
const loadAtFirstInteraction = async <T,>(
  load: () => Promise<T>,
  form: HTMLFormElement | null,
  signal: AbortSignal,
): Promise<T> => {
  for (let attempt = 0; ; attempt++) {
    await firstInteraction(form, signal, attempt > 0)
    try {
      return await load()
    } catch {
      // Wait for the next interaction and try again.
    }
  }
}

const useFrame = (): Frame => {
  const frame = useContext(FrameContext)
  if (!frame) throw new Error('Only the fields of a FormOnDemand have a frame')
  return frame
}

/**
 * The id of the fields' `<form>`: to read what was typed before the fields hydrated, and to
 * name their fields (not `useId`, whose ids depend on the root the fields render in: the
 * page's on the server, their own in the browser).
 */
export const useFrameFormId = (): string => useFrame().formId

/**
 * Hands the frame the fields' submit, and whether it is submitting. Call it after
 * `useKeepValuesTypedBeforeHydration`: a submit held until the fields were live then sends
 * the values typed before.
 */
export function useFrameSubmit(submit: () => void, submitting: boolean): void {
  const { bindSubmit, setSubmitting } = useFrame()
  const latest = useRef(submit)
  useLayoutEffect(() => {
    latest.current = submit
  })
  useEffect(() => {
    bindSubmit(() => latest.current())
    return () => bindSubmit(null)
  }, [bindSubmit])
  useEffect(() => setSubmitting(submitting), [setSubmitting, submitting])
}
