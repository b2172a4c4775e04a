'use client'

import { Search, Trash2 } from 'lucide-react'
import { useState, type FormEvent } from 'react'

import { useHydrated } from '@/components/ui/use-hydrated'
import {
  personalDataRequestSchema,
  type PersonalDataRequest,
} from '@/lib/privacy/personal-data-request'
import { validate } from '@/lib/validation/field-errors'

import { ConfirmDialog } from '../ui/confirm-dialog'
import { DangerButton } from '../ui/danger-button'
import { Section } from '../ui/section'
import { SubmitButton } from '../ui/submit-button'
import { draftBinding } from '../ui/draft-binding'
import { TextField } from '../ui/text-field'
import { useValueShownBeforeHydration } from '../ui/use-value-shown-before-hydration'
import { PersonalDataResults } from './personal-data-results'
import { useErasePersonalData, useLookupPersonalData } from './use-personal-data'

type Errors = { email?: string; name?: string }

const ERASE_WORDING = {
  title: 'Erase this person’s data?',
  description:
    'Their names, e-mail addresses, phone numbers and messages in the records listed ' +
    'are replaced for good; figures, statuses and seats stay. E-mails not yet sent ' +
    'are cancelled. This cannot be undone.',
  confirmLabel: 'Erase',
}

/**
 * Personal data requests (PDPA, admins): find everything held about one person by e-mail
 * and/or full name, then erase it after a confirmation. Both calls are audited.
 */
export const PersonalDataPanel = ({ adminRoute }: { adminRoute: string }) => {
  const [draft, setDraft] = useState({ email: '', name: '' })
  const [errors, setErrors] = useState<Errors>({})
  const field = draftBinding(draft, errors, (changes) => setDraft((d) => ({ ...d, ...changes })))
  const emailInput = useValueShownBeforeHydration<HTMLInputElement>(
    draft.email,
    field('email').onChange,
  )
  const nameInput = useValueShownBeforeHydration<HTMLInputElement>(
    draft.name,
    field('name').onChange,
  )
  // The request the results shown belong to: Erase acts on exactly that one.
  const [looked, setLooked] = useState<PersonalDataRequest | null>(null)
  const [confirming, setConfirming] = useState(false)
  const lookup = useLookupPersonalData()
  const erase = useErasePersonalData()
  const hydrated = useHydrated()

  const find = (event: FormEvent) => {
    event.preventDefault()
    const result = validate(personalDataRequestSchema, draft)
    if (!result.ok) {
      setErrors(Object.fromEntries(result.errors.map((e) => [e.path, e.message])))
      return
    }
    setErrors({})
    setLooked(result.data)
    lookup.mutate(result.data)
  }

  const confirmErase = () => {
    if (!looked) return
    erase.mutate(looked, {
      onSettled: () => {
        setConfirming(false)
        lookup.mutate(looked)
      },
    })
  }

  const answer = lookup.data
  return (
    <Section
      id="personal-data"
      title="Personal data requests"
      summary={
        <span className="dash-muted">
          PDPA access and erasure requests. See also the{' '}
          <a href={`${adminRoute}/collections/audit-log`}>audit log</a> and{' '}
          <a href={`${adminRoute}/globals/privacy-settings`}>retention settings</a>.
        </span>
      }
    >
      <form className="dash-toolbar" onSubmit={find} noValidate aria-label="Find a person">
        <TextField
          label="E-mail"
          type="email"
          ref={emailInput}
          maxLength={254}
          {...field('email')}
        />
        <TextField label="Full name" ref={nameInput} maxLength={120} {...field('name')} />
        <SubmitButton
          icon={Search}
          buttonStyle="secondary"
          disabled={!hydrated || lookup.isPending}
        >
          Find
        </SubmitButton>
      </form>
      {answer && looked && (
        <>
          <PersonalDataResults answer={answer} />
          {answer.totalDocs > 0 && (
            <DangerButton
              disabled={erase.isPending}
              icon={<Trash2 size={16} aria-hidden />}
              iconPosition="left"
              onClick={() => setConfirming(true)}
            >
              Erase this person’s data
            </DangerButton>
          )}
        </>
      )}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        wording={ERASE_WORDING}
        busy={erase.isPending}
        onConfirm={confirmErase}
      />
    </Section>
  )
}
