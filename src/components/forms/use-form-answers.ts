'use client'

import { useEffect, useRef, useState } from 'react'

import type { FormResult } from '@/lib/forms/form-result'

/**
 * Hands each answer the page's scripts receive to `onAnswer` (toasts, field messages, a
 * reset), once. The answer the server rendered the page with, after a native post made
 * before the scripts ran or without them, is shown by the page itself: `fromServer` says
 * whether `result` is still that one.
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
