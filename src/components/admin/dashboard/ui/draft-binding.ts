export const draftBinding =
  <Draft extends object>(
    draft: Draft,
    errors: Partial<Record<string, string>>,
    change: (changes: Partial<Draft>) => void,
  ) =>
  <Name extends keyof Draft & string>(name: Name) => ({
    value: draft[name],
    error: errors[name],
    onChange: (value: Draft[Name]) => {
      const changes: Partial<Draft> = {}
      changes[name] = value
      change(changes)
    },
  })
