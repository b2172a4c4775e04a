type Props = {
  options: ReadonlyArray<{ value: string; label: string }>
  /** The first option, for no choice yet; none when a choice is always made. */
  emptyLabel?: string
}

/** A select's options: the empty choice where there is one, then each option by its label. */
export function OptionList({ options, emptyLabel }: Props) {
  return (
    <>
      {emptyLabel === undefined ? null : <option value="">{emptyLabel}</option>}
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </>
  )
}
