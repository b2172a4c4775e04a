import { getTranslation } from '@payloadcms/translations'
import {
  addDataAndFileToRequest,
  addLocalesToRequestFromData,
  headersWithCors,
  parseParams,
  type Endpoint,
  type PayloadRequest,
} from 'payload'

import type { CreateOptions } from '@/server/submissions/submit'

type Submit = (
  req: PayloadRequest,
  data: Record<string, unknown>,
  options: CreateOptions,
) => Promise<unknown>

// Answered as Payload answers its own create, through the domain function the form's server action
// also calls.
export const publicSubmissionEndpoint = (submit: Submit): Endpoint => ({
  path: '/',
  method: 'post',
  handler: async (req) => {
    await addDataAndFileToRequest(req)
    addLocalesToRequestFromData(req)
    const { depth, draft, populate, select } = parseParams(req.query)
    const doc = await submit(req, req.data as Record<string, unknown>, {
      depth,
      draft,
      populate,
      select,
    })
    const collection = req.payload.collections[req.routeParams?.collection as 'contact'].config
    return Response.json(
      {
        doc,
        message: req.t('general:successfullyCreated', {
          label: getTranslation(collection.labels.singular, req.i18n),
        }),
      },
      { headers: headersWithCors({ headers: new Headers(), req }), status: 201 },
    )
  },
})
