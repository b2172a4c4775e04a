'use client'

import { useQuery } from '@tanstack/react-query'

import { rollCallPath, type RollCall } from './certificate-api'

/** Everyone expected at an edition with their marks, day by day. */
export const useRollCall = (edition: number) =>
  useQuery<RollCall>({ queryKey: [rollCallPath(edition)] })
