import { buttonClass } from '@/components/ui/button-link'

/** The code as printed on a certificate, e.g. K7QF-3M9X-8RTD-W2HN; a pasted address works too. */
export function VerifyCodeForm({
  invalid,
  defaultValue,
}: {
  invalid: boolean
  defaultValue: string
}) {
  return (
    <form method="get" action="/verify" className="flex max-w-xl flex-col gap-3">
      <label htmlFor="certificate-code" className="font-semibold text-navy-950">
        Certificate code / Kod sijil
      </label>
      <input
        id="certificate-code"
        name="code"
        required
        maxLength={200}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        defaultValue={defaultValue}
        placeholder="XXXX-XXXX-XXXX-XXXX"
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? 'certificate-code-error' : undefined}
        className="min-h-11 rounded-md border border-navy-200 px-3 py-2 text-lg tracking-wider uppercase"
      />
      {invalid ? (
        <p id="certificate-code-error" className="text-red-700">
          That is not a certificate code: it has 16 letters and digits. / Itu bukan kod sijil: ia
          mempunyai 16 huruf dan angka.
        </p>
      ) : null}
      <button type="submit" className={buttonClass('dark', 'self-start')}>
        Verify / Sahkan
      </button>
    </form>
  )
}
