import type { FormPurpose } from '@/lib/email/form-purposes'

/**
 * The e-mails each public form sends, as staff first find them in the CMS. Bodies are
 * Markdown here and rich text in the CMS; `{{…}}` are filled per submission (README, "E-mail").
 * Staff get English; the visitor's acknowledgement is in English and Malay and carries the
 * reference and the academy's own text, never what the visitor typed.
 */
export type EmailTemplateSeed = {
  emailTo: string
  replyTo: string
  subject: string
  body: string
}

export type FormTemplateSeed = { purpose: FormPurpose; title: string; emails: EmailTemplateSeed[] }

const SIGNATURE = `{{siteName}} · {{academyEmail}} · {{academyPhone}}`

// The acknowledgement goes to whatever address was typed into the form, so it quotes nothing
// typed there (the server leaves such placeholders empty anyway) and says what to do if the
// reader never wrote.
const NOT_YOU =
  'If you did not contact us, someone else entered your address on our website: you can ignore this e-mail.'
const NOT_YOU_MS =
  'Jika anda tidak menghubungi kami, seseorang telah memasukkan alamat anda di laman web kami: anda boleh abaikan e-mel ini.'

export const FORM_TEMPLATES: FormTemplateSeed[] = [
  {
    purpose: 'contact-message',
    title: 'Contact form',
    emails: [
      {
        emailTo: '{{staffEmail}}',
        replyTo: '{{email}}',
        subject: 'New contact message from {{name}}',
        body: `## New contact message {{reference}}

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
        body: `Thank you for contacting {{siteName}}. We have received your message, reference **{{reference}}**, and will reply within one working day.

${NOT_YOU}

---

Terima kasih kerana menghubungi {{siteName}}. Kami telah menerima mesej anda, rujukan **{{reference}}**, dan akan membalas dalam tempoh satu hari bekerja.

${NOT_YOU_MS}

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
        body: `## New certification inquiry {{reference}}

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
        subject: 'Your certification inquiry / Pertanyaan pensijilan anda',
        body: `Thank you for your interest in our certification programs. We have received your inquiry, reference **{{reference}}**, and our team will send you the schedule, fees and entry requirements within one working day.

${NOT_YOU}

---

Terima kasih atas minat anda terhadap program pensijilan kami. Kami telah menerima pertanyaan anda, rujukan **{{reference}}**, dan pasukan kami akan menghantar jadual, yuran dan syarat kemasukan dalam tempoh satu hari bekerja.

${NOT_YOU_MS}

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

**Workshop:** {{workshopTitle}}, {{workshopDates}} ({{workshopUrl}})

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
        body: `Thank you for registering for the {{workshopTitle}} ({{workshopDates}}, {{venue}}). Your reference number is **{{reference}}**.

Add the workshop to your calendar: {{calendarUrl}}

**Participants:** {{participantCount}}

**Rate per person:** {{ratePerPerson}}

**Total to pay:** {{totalAmount}}

### How to complete your registration

1. Pay {{totalAmount}} to {{accountName}}, {{bankName}}, account {{accountNumber}}, quoting {{reference}}.
2. E-mail your registration form and the payment receipt to {{academyEmail}}, or call us at {{academyPhone}}.
3. We will confirm your seats once the payment has arrived.

${NOT_YOU}

---

Terima kasih kerana mendaftar untuk {{workshopTitle}} ({{workshopDates}}, {{venue}}). Nombor rujukan anda ialah **{{reference}}**.

Tambah bengkel ini ke kalendar anda: {{calendarUrl}}

**Jumlah bayaran:** {{totalAmount}} ({{participantCount}} peserta, {{ratePerPerson}} seorang)

1. Bayar {{totalAmount}} kepada {{accountName}}, {{bankName}}, akaun {{accountNumber}}, dengan rujukan {{reference}}.
2. E-mel borang pendaftaran dan resit bayaran kepada {{academyEmail}}, atau hubungi kami di {{academyPhone}}.
3. Kami akan mengesahkan tempat anda sebaik sahaja bayaran diterima.

${NOT_YOU_MS}

${SIGNATURE}`,
      },
    ],
  },
]
