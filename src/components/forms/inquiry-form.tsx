'use client'

import { OptionList } from '../ui/option-list'
import { sendCertificationInquiry } from './actions'
import { FormField } from './form-field'
import type { InquiryValues } from './form-values'
import { lazySchemaResolver } from './lazy-schema-resolver'
import { useVisitorForm } from './use-visitor-form'
import { VisitorFormFrame } from './visitor-form-frame'

const EMPTY: InquiryValues = {
  name: '',
  email: '',
  phone: '',
  organization: '',
  program: '',
  message: '',
}
const FIELDS = ['name', 'email', 'phone', 'organization', 'program', 'message'] as const
const SUCCESS = "Thank you for your interest. We'll get back to you soon."
const FAILED = 'Failed to submit inquiry. Please try again.'

const CHECKS = lazySchemaResolver(() =>
  import('@/lib/validation/certification-inquiry').then(
    (module) => module.certificationInquirySchema,
  ),
)

export function InquiryForm({ programs }: { programs: string[] }) {
  const form = useVisitorForm({
    action: sendCertificationInquiry,
    checks: CHECKS,
    empty: EMPTY,
    idPrefix: 'inquiry',
    noAnswer: FAILED,
    success: { title: 'Inquiry Submitted!', description: SUCCESS },
    refusal: () => FAILED,
  })
  const [name, email, phone, organization, program, message] = FIELDS.map(form.field)

  return (
    <VisitorFormFrame
      form={form}
      label="Certification inquiry"
      success={SUCCESS}
      submit={{ label: 'Submit Inquiry', busyLabel: 'Submitting...' }}
    >
      <div className="grid gap-x-4 sm:grid-cols-2">
        <FormField field={name} label="Full name" required>
          <input type="text" autoComplete="name" {...name.props} />
        </FormField>
        <FormField field={email} label="Email" required>
          <input type="email" autoComplete="email" {...email.props} />
        </FormField>
        <FormField field={phone} label="Phone" required>
          <input type="tel" autoComplete="tel" {...phone.props} />
        </FormField>
        <FormField field={organization} label="Organization">
          <input type="text" autoComplete="organization" {...organization.props} />
        </FormField>
      </div>
      <FormField field={program} label="Program" required>
        <select {...program.props}>
          <OptionList
            options={programs.map((title) => ({ value: title, label: title }))}
            emptyLabel="Select a program"
          />
        </select>
      </FormField>
      <FormField field={message} label="Message" required>
        <textarea rows={4} {...message.props} />
      </FormField>
    </VisitorFormFrame>
  )
}
