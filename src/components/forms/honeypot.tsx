import { HONEYPOT_FIELD } from '@/lib/honeypot-field'

/**
 * A field people never see and bots fill in; the server refuses any submission that has it.
 * Hidden from sight, from screen readers and from the Tab key; browsers do not autofill it.
 * A plain field of the form: the post carries it whether or not the page's scripts run.
 */
export function Honeypot() {
  return (
    <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
      <label>
        Leave this field empty
        <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  )
}
