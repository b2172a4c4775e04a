import type { FormPurpose } from '@/lib/email/form-purposes'

/**
 * The e-mails each public form sends, as staff first find them in the CMS. Bodies are
 * Markdown here and rich text in the CMS; `{{…}}` are filled per submission (README, "E-mail").
 * Staff get English; the visitor's acknowledgement is in English and Malay.
 */
export type EmailTemplateSeed = {
  emailTo: string
  replyTo: string
  subject: string
  body: string
}

export type FormTemplateSeed = { purpose: FormPurpose; title: string; emails: EmailTemplateSeed[] }

const SIGNATURE = `{{siteName}} · {{academyEmail}} · {{academyPhone}}`

export const FORM_TEMPLATES: FormTemplateSeed[] = [
  {
    purpose: 'contact-message',
    title: 'Contact form',
    emails: [
      {
        emailTo: '{{staffEmail}}',
        replyTo: '{{email}}',
        subject: 'New contact message from {{name}}',
        body: `## New contact message

**Name:** {{name}}

**E-mail:** {{email}}

**Phone:** {{phone}}

**Received:** {{submittedAt}}

### Message

{{message}}

Reply to this e-mail to answer {{name}} directly, then mark the message as replied in the dashboard: {{dashboardUrl}}`,
      },
      {
        emailTo: '{{email}}',
        replyTo: '{{academyEmail}}',
        subject: 'We have received your message / Kami telah menerima mesej anda',
        body: `Dear {{name}},

Thank you for contacting {{siteName}}. We have received your message and will get back to you within one working day.

**Your message:**

{{message}}

---

Salam sejahtera {{name}},

Terima kasih kerana menghubungi {{siteName}}. Kami telah menerima mesej anda dan akan menghubungi anda dalam tempoh satu hari bekerja.

${SIGNATURE}`,
      },
    ],
  },
  {
    purpose: 'certification-inquiry',
    title: 'Certification inquiry',
    emails: [
      {
        emailTo: '{{staffEmail}}',
        replyTo: '{{email}}',
        subject: '{{subject}} from {{name}}',
        body: `## New certification inquiry

**Program:** {{program}}

**Name:** {{name}}

**Organization:** {{organization}}

**E-mail:** {{email}}

**Phone:** {{phone}}

**Received:** {{submittedAt}}

### Message

{{message}}

Reply to this e-mail to answer {{name}} directly: {{dashboardUrl}}`,
      },
      {
        emailTo: '{{email}}',
        replyTo: '{{academyEmail}}',
        subject: 'Your inquiry about {{program}} / Pertanyaan anda',
        body: `Dear {{name}},

Thank you for your interest in the {{program}}. Our team will send you the schedule, fees and entry requirements within one working day.

**Your message:**

{{message}}

---

Salam sejahtera {{name}},

Terima kasih atas minat anda terhadap {{program}}. Pasukan kami akan menghantar jadual, yuran dan syarat kemasukan dalam tempoh satu hari bekerja.

${SIGNATURE}`,
      },
    ],
  },
  {
    purpose: 'workshop-registration',
    title: 'Workshop registration',
    emails: [
      {
        emailTo: '{{staffEmail}}',
        replyTo: '{{contactEmail}}',
        subject:
          'New registration {{reference}}: {{organization}} ({{participantCount}} participants)',
        body: `## New workshop registration {{reference}}

**Workshop:** {{workshopTitle}}, {{workshopDates}}

**Organization:** {{organization}}

**Address:** {{address}}

**Contact:** {{contactName}}, {{contactEmail}}, {{contactPhone}}

**Participants ({{participantCount}}):**

{{participants}}

**Rate per person:** {{ratePerPerson}} (early bird: {{earlyBird}})

**Total:** {{totalAmount}}

**Received:** {{submittedAt}}

Confirm the registration in the dashboard once payment has arrived: {{dashboardUrl}}`,
      },
      {
        emailTo: '{{contactEmail}}',
        replyTo: '{{academyEmail}}',
        subject: 'Registration received: {{reference}} / Pendaftaran diterima: {{reference}}',
        body: `Dear {{contactName}},

Thank you for registering {{organization}} for the {{workshopTitle}} ({{workshopDates}}, {{venue}}). Your reference number is **{{reference}}**.

**Participants ({{participantCount}}):**

{{participants}}

**Rate per person:** {{ratePerPerson}}

**Total to pay:** {{totalAmount}}

### How to complete your registration

1. Pay {{totalAmount}} to {{accountName}}, {{bankName}}, account {{accountNumber}}, quoting {{reference}}.
2. E-mail your registration form and the payment receipt to {{academyEmail}}, or call us at {{academyPhone}}.
3. We will confirm your seats once the payment has arrived.

---

Salam sejahtera {{contactName}},

Terima kasih kerana mendaftarkan {{organization}} untuk {{workshopTitle}} ({{workshopDates}}, {{venue}}). Nombor rujukan anda ialah **{{reference}}**.

**Jumlah bayaran:** {{totalAmount}} ({{participantCount}} peserta, {{ratePerPerson}} seorang)

1. Bayar {{totalAmount}} kepada {{accountName}}, {{bankName}}, akaun {{accountNumber}}, dengan rujukan {{reference}}.
2. E-mel borang pendaftaran dan resit bayaran kepada {{academyEmail}}, atau hubungi kami di {{academyPhone}}.
3. Kami akan mengesahkan tempat anda sebaik sahaja bayaran diterima.

${SIGNATURE}`,
      },
    ],
  },
]
