import type { UseFormRegisterReturn } from 'react-hook-form'

/**
 * A field people never see and bots fill in; the server refuses any submission that has it.
 * Hidden from sight, from screen readers and from the Tab key; browsers do not autofill it.
 */
export function Honeypot({ registration }: { registration: UseFormRegisterReturn }) {
  return (
    <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
      <label>
        Leave this field empty
        <input type="text" tabIndex={-1} autoComplete="off" {...registration} />
      </label>
    </div>
  )
}
