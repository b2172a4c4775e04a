'use client'

import { useMutation, useQueryClient } from '@tanstack/react-query'

import { notifyFailure, notifySuccess } from './notify'

type Options<Answer, Variables> = {
  mutationFn: (variables: Variables) => Promise<Answer>
  success: string | ((answer: Answer, variables: Variables) => string)
  failure: string // when the server did not say what went wrong
  /**
   * Query key roots the change may alter (`all`: any of them). They are read again on failure
   * too: a refused change may mean someone else changed the data first.
   */
  refresh: readonly string[] | 'all'
  /** Failures the form answers in place (a question, a field to fill) raise no error toast. */
  answeredInPlace?: (error: unknown) => boolean
}

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
