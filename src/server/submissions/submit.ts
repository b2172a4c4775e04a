import type { CollectionSlug, DataFromCollectionSlug, ParsedParams, PayloadRequest } from 'payload'

import type { SubmissionAnswer } from '@/lib/forms/form-result'
import { payloadErrorAnswer } from '@/server/framework/payload-error-answer'

type PublicCollection = Extract<CollectionSlug, 'contact' | 'registrations'>

/** The REST API's own query options of a create (`?depth=`, `?select=`, …); none from a form. */
export type CreateOptions = Pick<ParsedParams, 'depth' | 'draft' | 'populate' | 'select'>

// Through the Local API as the visitor who sent it, so the collection's access rules and every
// hook of its create apply, in one transaction.
export const createSubmission = <Slug extends PublicCollection>(
  req: PayloadRequest,
  collection: Slug,
  data: Record<string, unknown>,
  options: CreateOptions = {},
): Promise<DataFromCollectionSlug<Slug>> =>
  req.payload.create({
    collection,
    data: data as never,
    req,
    overrideAccess: false,
    ...options,
  }) as Promise<DataFromCollectionSlug<Slug>>

export const answerOf = async <Doc>(
  req: PayloadRequest,
  collection: PublicCollection,
  submit: () => Promise<Doc>,
): Promise<SubmissionAnswer<Doc>> => {
  try {
    return { ok: true, doc: await submit() }
  } catch (error) {
    return { ok: false, ...(await payloadErrorAnswer(error, req, collection)) }
  }
}
