/** A form label in English with its Malay beside it, as the printed form shows both. */
export function BilingualLabel({ english, malay }: { english: string; malay: string }) {
  return (
    <>
      {english} / <span lang="ms">{malay}</span>
    </>
  )
}
