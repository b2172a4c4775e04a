import { convertLexicalToHTML } from '@payloadcms/richtext-lexical/html'
import { convertLexicalToPlaintext } from '@payloadcms/richtext-lexical/plaintext'

import {
  fillAddressList,
  fillHtmlTemplate,
  fillSubjectTemplate,
  fillTextTemplate,
  type TemplateValues,
} from '@/lib/email/template'
import { sentToVisitor, withoutVisitorText } from '@/lib/email/visitor-text'
import type { Form } from '@/payload-types'

import { emailLayout } from './email-layout'

export type RenderedEmail = {
  templateIndex: number
  /** Whether it goes to the address the visitor typed (the acknowledgement, a receipt). */
  toVisitor: boolean
  to: string[]
  cc: string[]
  bcc: string[]
  replyTo?: string
  from?: string
  subject: string
  html: string
  text: string
}

type LexicalState = Parameters<typeof convertLexicalToHTML>[0]['data']

// An e-mail to the address the visitor typed carries nothing else they typed, whatever its
// template says (visitor-text.ts).
export const renderFormEmails = (
  form: Form,
  values: TemplateValues,
  siteName: string,
): RenderedEmail[] =>
  (form.emails ?? []).flatMap((template, templateIndex) => {
    const to = fillAddressList(template.emailTo, values)
    if (to.length === 0) return []
    const cc = fillAddressList(template.cc, values)
    const bcc = fillAddressList(template.bcc, values)
    const toVisitor = sentToVisitor([...to, ...cc, ...bcc], values)
    const shown = toVisitor ? withoutVisitorText(values) : values
    const message = template.message as LexicalState | null | undefined
    const bodyHtml = message ? convertLexicalToHTML({ data: message, disableContainer: true }) : ''
    const bodyText = message ? convertLexicalToPlaintext({ data: message }) : ''
    const replyTo = fillAddressList(template.replyTo, values)[0]
    const from = template.emailFrom ? fillSubjectTemplate(template.emailFrom, shown) : undefined
    return [
      {
        templateIndex,
        toVisitor,
        to,
        cc,
        bcc,
        ...(replyTo ? { replyTo } : {}),
        ...(from ? { from } : {}),
        subject: fillSubjectTemplate(template.subject, shown),
        html: emailLayout(fillHtmlTemplate(bodyHtml, shown), siteName),
        text: fillTextTemplate(bodyText, shown),
      },
    ]
  })
