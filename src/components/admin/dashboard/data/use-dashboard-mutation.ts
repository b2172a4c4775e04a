'use client'

import { useMutation, useQueryClient } from '@tanstack/react-query'

import { notifyFailure, notifySuccess } from './notify'

type Options<Answer, Variables> = {
  mutationFn: (variables: Variables) => Promise<Answer>
  /** The success toast's text, or how to word it from the answer and what was sent. */
  success: string | ((answer: Answer, variables: Variables) => string)
  /** The error toast's text for when the server did not say what went wrong. */
  failure: string
  /**
   * The addresses (query key roots) of the lists the change may alter, or `all` for one that
   * may reach any of them. They are read again whether it worked or not: a refused change may
   * mean someone else changed the data first.
   */
  refresh: readonly string[] | 'all'
  /**
   * Failures the form answers in place (a question to confirm, a field to fill), which raise
   * no error toast: the form already says what to do.
   */
  answeredInPlace?: (error: unknown) => boolean
}

/**
 * A change staff make from the dashboard: a toast tells how it went (spec §9), and the lists
 * it may have altered are read afresh.
 */
export const useDashboardMutation = <Answer, Variables>({
  mutationFn,
  success,
  failure,
  refresh,
  answeredInPlace = () => false,
}: Options<Answer, Variables>) => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn,
    onSuccess: (answer: Answer, variables: Variables) =>
      notifySuccess(typeof success === 'string' ? success : success(answer, variables)),
    onError: (error) => {
      if (!answeredInPlace(error)) notifyFailure(error, failure)
    },
    onSettled: () =>
      refresh === 'all'
        ? queryClient.invalidateQueries()
        : Promise.all(refresh.map((key) => queryClient.invalidateQueries({ queryKey: [key] }))),
  })
}
