'use client'

import { useEffect, useRef, useState } from 'react'

import type { FormResult } from '@/lib/forms/form-result'

/**
 * Hands each answer the scripts receive to `onAnswer`, once. The answer the page was rendered
 * with (after a native post) is shown by the page itself: `fromServer` says `result` is that one.
 */
export function useFormAnswers<R extends FormResult<unknown, unknown>>(
  result: R,
  onAnswer: (answer: R) => void,
): { fromServer: boolean } {
  const [rendered] = useState(result.attempt)
  const handled = useRef(result.attempt)
  const latest = useRef(onAnswer)
  useEffect(() => {
    latest.current = onAnswer
  })
  useEffect(() => {
    if (result.attempt === handled.current) return
    handled.current = result.attempt
    latest.current(result)
  }, [result])
  return { fromServer: result.attempt === rendered }
}
