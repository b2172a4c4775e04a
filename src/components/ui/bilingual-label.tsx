/**
 * Words in English with their Malay beside them, as the printed form shows both; the English
 * alone where there is no Malay (or it says the same, as a place's name may).
 */
export function BilingualLabel({ english, malay }: { english: string; malay?: string | null }) {
  if (!malay?.trim() || malay === english) return english
  return (
    <>
      {english} / <span lang="ms">{malay}</span>
    </>
  )
}
