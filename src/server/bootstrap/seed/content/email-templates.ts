import type { FormPurpose } from '@/lib/email/form-purposes'

// Markdown here, rich text in the CMS; `{{…}}` are filled per submission (docs/email.md).
export type EmailTemplateSeed = {
  emailTo: string
  replyTo: string
  subject: string
  body: string
}

export type FormTemplateSeed = { purpose: FormPurpose; title: string; emails: EmailTemplateSeed[] }

const SIGNATURE = `{{siteName}} · {{academyEmail}} · {{academyPhone}}`

/** The names a registration's acknowledgement lists, in each half (links taken out of them). */
export const PARTICIPANT_NAMES = '\n\n{{participantNames}}'
export const PARTICIPANT_NAMES_MS = '\n\n**Peserta:**\n\n{{participantNames}}'

/** What the Malay halves said before they had Malay dates and venue, and the names. */
export const previousWording = (body: string): string =>
  body
    .replaceAll(PARTICIPANT_NAMES_MS, '')
    .replaceAll(PARTICIPANT_NAMES, '')
    .replaceAll('{{workshopDatesMs}}', '{{workshopDates}}')
    .replaceAll('{{venueMs}}', '{{venue}}')

// The acknowledgement goes to whatever address was typed, so it quotes nothing typed there and
// says what to do if the reader never wrote.
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

**Participants:** {{participantCount}}${PARTICIPANT_NAMES}

**Rate per person:** {{ratePerPerson}}

**Total to pay:** {{totalAmount}}

### How to complete your registration

1. Transfer exactly **{{amountDue}}** to {{accountName}}, {{bankName}}, account {{accountNumber}}, with **{{reference}}** as the transfer's recipient reference, so we can match your payment.
2. Upload the bank slip on your registration's payment page: {{paymentLinkUrl}} (the link works for 30 days). Or e-mail it to {{academyEmail}}, or call us at {{academyPhone}}.
3. We will confirm your seats and send the official receipt once the payment has arrived.

${NOT_YOU}

---

Terima kasih kerana mendaftar untuk {{workshopTitle}} ({{workshopDatesMs}}, {{venueMs}}). Nombor rujukan anda ialah **{{reference}}**.

Tambah bengkel ini ke kalendar anda: {{calendarUrl}}

**Jumlah bayaran:** {{totalAmount}} ({{participantCount}} peserta, {{ratePerPerson}} seorang)${PARTICIPANT_NAMES_MS}

1. Pindahkan tepat **{{amountDue}}** kepada {{accountName}}, {{bankName}}, akaun {{accountNumber}}, dengan **{{reference}}** sebagai rujukan penerima pindahan.
2. Muat naik slip bank di halaman bayaran pendaftaran anda: {{paymentLinkUrl}} (pautan sah selama 30 hari), atau e-mel kepada {{academyEmail}}, atau hubungi kami di {{academyPhone}}.
3. Kami akan mengesahkan tempat anda dan menghantar resit rasmi sebaik sahaja bayaran diterima.

${NOT_YOU_MS}

${SIGNATURE}`,
      },
    ],
  },
]

export const PAYMENT_TEMPLATES: FormTemplateSeed[] = [
  {
    purpose: 'payment-slip-received',
    title: 'Bank slip uploaded',
    emails: [
      {
        emailTo: '{{staffEmail}}',
        replyTo: '{{contactEmail}}',
        subject: 'Bank slip uploaded for {{reference}} ({{organization}})',
        body: `## A bank slip for registration {{reference}}

**Organization:** {{organization}}

**Contact:** {{contactName}}, {{contactEmail}}, {{contactPhone}}

**Amount due:** {{amountDue}} · **paid so far:** {{amountPaid}} ({{paymentState}})

**Uploaded:** {{slipReceivedAt}}

See the slip and record the payment in the registration's details in the dashboard: {{dashboardUrl}}

The slip itself: {{slipUrl}}`,
      },
    ],
  },
  {
    purpose: 'official-receipt',
    title: 'Official receipt',
    emails: [
      {
        emailTo: '{{contactEmail}}',
        replyTo: '{{academyEmail}}',
        subject:
          'Official receipt {{receiptNumber}} for {{reference}} / Resit rasmi {{receiptNumber}}',
        body: `Thank you. We have received your payment of **{{amountReceived}}** for registration **{{reference}}** ({{workshopTitle}}, {{workshopDates}}). Its official receipt **{{receiptNumber}}** is attached. {{balanceNote}}

---

Terima kasih. Kami telah menerima bayaran anda sebanyak **{{amountReceived}}** untuk pendaftaran **{{reference}}** ({{workshopTitle}}, {{workshopDatesMs}}). Resit rasminya **{{receiptNumber}}** dilampirkan. {{balanceNoteMs}}

${SIGNATURE}`,
      },
    ],
  },
]

export const CERTIFICATE_TEMPLATES: FormTemplateSeed[] = [
  {
    purpose: 'certificates-issued',
    title: 'Certificates of completion',
    emails: [
      {
        emailTo: '{{contactEmail}}',
        replyTo: '{{academyEmail}}',
        subject: 'Certificates of completion for {{reference}} / Sijil tamat kursus',
        body: `Congratulations on completing **{{workshopTitle}}**. The certificates of completion of your group ({{certificateCount}}) are attached as PDFs. Anyone can check a certificate at the address printed on it, or by scanning its QR code:

{{certificateList}}

---

Tahniah kerana telah menamatkan **{{workshopTitle}}**. Sijil tamat kursus kumpulan anda ({{certificateCount}}) dilampirkan sebagai PDF. Sesiapa sahaja boleh menyemak sijil di alamat yang tercetak padanya, atau dengan mengimbas kod QR-nya.

${SIGNATURE}`,
      },
    ],
  },
]
