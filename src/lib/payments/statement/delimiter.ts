// Most common first: the earlier wins a full tie.
export const STATEMENT_DELIMITERS = [',', ';', '\t', '|'] as const

const SAMPLE_CHARACTERS = 64 * 1024
const SAMPLE_RECORDS = 200

const countsPerRecord = (sample: string, delimiter: string): number[] => {
  const counts: number[] = []
  let count = 0
  let filled = false
  let inQuotes = false
  let fieldStart = true
  for (let index = 0; index < sample.length && counts.length < SAMPLE_RECORDS; index++) {
    const character = sample[index]
    if (inQuotes) {
      if (character === '"') {
        if (sample[index + 1] === '"') index++
        else inQuotes = false
      }
      continue
    }
    if (character === '\n' || character === '\r') {
      if (filled) counts.push(count)
      count = 0
      filled = false
      fieldStart = true
      continue
    }
    filled = true
    if (character === delimiter) {
      count++
      fieldStart = true
    } else if (character === '"' && fieldStart) {
      inQuotes = true
      fieldStart = false
    } else {
      fieldStart = false
    }
  }
  if (filled) counts.push(count)
  return counts
}

const mostCommon = (counts: number[]): { value: number; times: number } => {
  const times = new Map<number, number>()
  for (const count of counts) if (count > 0) times.set(count, (times.get(count) ?? 0) + 1)
  let best = { value: 0, times: 0 }
  for (const [value, seen] of times) {
    if (seen > best.times || (seen === best.times && value > best.value))
      best = { value, times: seen }
  }
  return best
}

// The one splitting the most rows into the same number of fields: a table's rows are alike,
// summary lines above it are not, and commas inside unquoted amounts come and go.
export const detectDelimiter = (text: string): string => {
  const sample = text.slice(0, SAMPLE_CHARACTERS)
  let best: { delimiter: string; value: number; times: number } = {
    delimiter: ',',
    value: 0,
    times: 0,
  }
  for (const delimiter of STATEMENT_DELIMITERS) {
    const { value, times } = mostCommon(countsPerRecord(sample, delimiter))
    if (times > best.times || (times === best.times && value > best.value)) {
      best = { delimiter, value, times }
    }
  }
  return best.delimiter
}
