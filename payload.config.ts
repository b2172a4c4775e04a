import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { lexicalEditor } from '@payloadcms/richtext-lexical'
import { s3Storage } from '@payloadcms/storage-s3'
import { buildConfig } from 'payload'
import sharp from 'sharp'

import { AttendanceMarks } from './src/collections/AttendanceMarks'
import { AuditLog } from './src/collections/AuditLog'
import { CertificateImages } from './src/collections/CertificateImages'
import { Certificates } from './src/collections/Certificates'
import { CredentialKeys } from './src/collections/CredentialKeys'
import { Blog } from './src/collections/Blog'
import { Contact } from './src/collections/Contact'
import { EmailDeliveries } from './src/collections/EmailDeliveries'
import { Gallery } from './src/collections/Gallery'
import { Media } from './src/collections/Media'
import { Invoices } from './src/collections/Invoices'
import { OfficialReceipts } from './src/collections/OfficialReceipts'
import { PaymentSlips } from './src/collections/PaymentSlips'
import { Payments } from './src/collections/Payments'
import { RefundNotes } from './src/collections/RefundNotes'
import { Registrations } from './src/collections/Registrations'
import { SeedRuns } from './src/collections/SeedRuns'
import { StatementImports } from './src/collections/StatementImports'
import { StatementLines } from './src/collections/StatementLines'
import { StatementMappings } from './src/collections/StatementMappings'
import { Users } from './src/collections/Users'
import { VideoUploads } from './src/collections/VideoUploads'
import { Videos } from './src/collections/Videos'
import { WorkshopEditions } from './src/collections/WorkshopEditions'
import { deleteAdminVideo, listAdminVideos, updateAdminVideo } from './src/endpoints/admin-videos'
import { attendanceSheetEndpoint } from './src/endpoints/certificates/attendance-sheet'
import {
  certificatePdfEndpoint,
  certificateWaiverEndpoint,
  resendCertificatesEndpoint,
  revokeCertificateEndpoint,
} from './src/endpoints/certificates/certificate-actions'
import {
  editionCertificatesEndpoint,
  issueCertificatesEndpoint,
} from './src/endpoints/certificates/edition-certificates'
import { markAttendanceEndpoint } from './src/endpoints/certificates/mark-attendance'
import { rollCallEndpoint } from './src/endpoints/certificates/roll-call'
import { dashboardEditions } from './src/endpoints/dashboard/editions'
import { exportInquiries } from './src/endpoints/dashboard/export-inquiries'
import { exportRegistrations } from './src/endpoints/dashboard/export-registrations'
import { normalizePath } from './src/endpoints/objects/normalize-path'
import { acceptMatchedLines } from './src/endpoints/payments/accept-matched'
import { decideLine } from './src/endpoints/payments/decide-line'
import { importStatementEndpoint } from './src/endpoints/payments/import-statement'
import { documentPdfEndpoints } from './src/endpoints/payments/document-pdf'
import { payerDocument, payerInvoice } from './src/endpoints/payments/payer-documents'
import { registrationInvoice } from './src/endpoints/payments/registration-invoice'
import { slipsChecked } from './src/endpoints/payments/slips-checked'
import { recordManualPayment } from './src/endpoints/payments/record-manual-payment'
import { statementColumns } from './src/endpoints/payments/statement-columns'
import { voidPaymentEndpoint } from './src/endpoints/payments/void-payment'
import { erasePersonalDataEndpoint } from './src/endpoints/personal-data/erase'
import { lookupPersonalData } from './src/endpoints/personal-data/lookup'
import { receiveUpload } from './src/endpoints/objects/receive-upload'
import { requestUpload } from './src/endpoints/objects/request-upload'
import { workshopSeats } from './src/endpoints/workshop-seats'
import { health } from './src/endpoints/health'
import { BlogPage } from './src/globals/BlogPage'
import { CertificateSettings } from './src/globals/CertificateSettings'
import { Certifications } from './src/globals/Certifications'
import { Clients } from './src/globals/Clients'
import { FreeVideos } from './src/globals/FreeVideos'
import { GalleryPage } from './src/globals/GalleryPage'
import { Home } from './src/globals/Home'
import { Pages } from './src/globals/Pages'
import { PrivacyNotice } from './src/globals/PrivacyNotice'
import { PrivacySettings } from './src/globals/PrivacySettings'
import { Products } from './src/globals/Products'
import { Programs } from './src/globals/Programs'
import { Site } from './src/globals/Site'
import { Testimonials } from './src/globals/Testimonials'
import { Workshop } from './src/globals/Workshop'
import { EMAIL_QUEUE } from './src/lib/email/email-job'
import { MEDIA_UPLOAD_LIMIT } from './src/lib/http/body-limits'
import { MALAYSIA_TIME_ZONE } from './src/lib/malaysia-time'
import { malaysianDates } from './src/plugins/malaysian-dates'
import { answerDatabaseUnavailable } from './src/hooks/answer-database-unavailable'
import { answerMalformedValueNotFound } from './src/hooks/answer-malformed-value-not-found'
import { payloadLogger } from './src/server/logging/payload-logger'
import { keepErrorDetails } from './src/hooks/keep-error-details'
import { sendSubmissionEmailsTask } from './src/jobs/send-submission-emails'
import { applyRetentionTask } from './src/jobs/apply-retention'
import { MAINTENANCE_QUEUE } from './src/jobs/maintenance-task'
import { sweepExpiredUploadsTask } from './src/jobs/sweep-expired-uploads'
import { bootstrap } from './src/server/bootstrap'
import { closeJobStatsGlobal } from './src/server/jobs/close-job-stats'
import { durablePostgresAdapter } from './src/server/framework/durable-postgres'
import { poolSettings } from './src/server/database/pool-settings'
import { formTemplatesPlugin } from './src/plugins/form-templates'
import { mailAdapter } from './src/server/email/mail-adapter'
import { emailQueueSettings } from './src/lib/email/queue-settings'
import { MEDIA_S3_PREFIX } from './src/server/storage/media-files'
import { PAYMENT_SLIPS_S3_PREFIX } from './src/server/storage/payment-slips'
import { CERTIFICATE_IMAGES_S3_PREFIX } from './src/server/storage/certificate-images'
import { s3Settings } from './src/server/storage/s3-settings'
import { siteOrigin, trustedOrigins } from './src/lib/security/site-origin'

const dirname = path.dirname(fileURLToPath(import.meta.url))

// `pg` quietly falls back to a local Unix socket when no URL is given and could reach a
// database we never started; this address fails loudly instead. `npm start`, `npm run dev`
// and the tests always set DATABASE_URL (to the embedded PostgreSQL when none is given).
const s3 = s3Settings()
// Cross-origin reads (CORS) and cookie-authenticated calls (CSRF) are allowed from the site's
// own origin only: SERVER_URL's, or the local addresses of PORT when it is unset (local runs).
const origin = siteOrigin(process.env.SERVER_URL)
const allowedOrigins = trustedOrigins(process.env.SERVER_URL, process.env.PORT)

const UNSET_DATABASE_URL = 'postgres://DATABASE_URL-is-not-set@127.0.0.1:1/unset'

export default buildConfig({
  admin: {
    user: Users.slug,
    importMap: { baseDir: path.resolve(dirname, 'src') },
    meta: { titleSuffix: ' · Academy CMS' },
    components: {
      // /admin is the staff dashboard (registrations, inquiries, videos, exports).
      views: {
        dashboard: { Component: '/components/admin/dashboard/dashboard-view#DashboardView' },
        // The roll call at the door and the certificates of completion (admins).
        certificates: {
          Component: '/components/admin/certificates/certificates-view#CertificatesView',
          path: '/certificates',
          meta: { title: 'Attendance & certificates' },
        },
      },
      // Payload's nav lists collections and globals only: the way to the view above, first,
      // for staff at the door.
      beforeNavLinks: ['/components/admin/certificates/certificates-nav-link#CertificatesNavLink'],
    },
    // Payload's own avatar: gravatar.com cannot be reached from where the academy runs it.
    avatar: 'default',
    // Every date in the admin is read on the academy's clock, whatever the browser's zone.
    dateFormat: 'MMM dd, yyyy h:mm a',
    timezones: {
      supportedTimezones: [{ label: 'Malaysia (Kuala Lumpur)', value: MALAYSIA_TIME_ZONE }],
      defaultTimezone: MALAYSIA_TIME_ZONE,
    },
    // One toast at a time, five seconds each (spec §9).
    toast: { duration: 5000, limit: 1 },
  },
  collections: [
    WorkshopEditions,
    Registrations,
    Payments,
    PaymentSlips,
    StatementImports,
    StatementLines,
    StatementMappings,
    OfficialReceipts,
    RefundNotes,
    Invoices,
    AttendanceMarks,
    Certificates,
    CredentialKeys,
    CertificateImages,
    Contact,
    Videos,
    VideoUploads,
    Blog,
    Gallery,
    Media,
    Users,
    EmailDeliveries,
    AuditLog,
    SeedRuns,
  ],
  globals: [
    Site,
    Workshop,
    Home,
    Pages,
    Programs,
    Testimonials,
    Clients,
    Products,
    Certifications,
    FreeVideos,
    PrivacyNotice,
    PrivacySettings,
    CertificateSettings,
    GalleryPage,
    BlogPage,
  ],
  endpoints: [
    listAdminVideos,
    updateAdminVideo,
    deleteAdminVideo,
    workshopSeats,
    dashboardEditions,
    exportRegistrations,
    exportInquiries,
    requestUpload,
    receiveUpload,
    normalizePath,
    lookupPersonalData,
    erasePersonalDataEndpoint,
    statementColumns,
    importStatementEndpoint,
    decideLine,
    acceptMatchedLines,
    recordManualPayment,
    voidPaymentEndpoint,
    ...documentPdfEndpoints,
    registrationInvoice,
    slipsChecked,
    payerDocument,
    payerInvoice,
    rollCallEndpoint,
    markAttendanceEndpoint,
    attendanceSheetEndpoint,
    editionCertificatesEndpoint,
    issueCertificatesEndpoint,
    revokeCertificateEndpoint,
    certificatePdfEndpoint,
    resendCertificatesEndpoint,
    certificateWaiverEndpoint,
    health,
  ],
  localization: {
    locales: [
      { code: 'en', label: 'English' },
      { code: 'ms', label: 'Bahasa Malaysia' },
    ],
    defaultLocale: 'en',
    fallback: true,
  },
  editor: lexicalEditor(),
  // SMTP when SMTP_HOST is set; otherwise Payload writes e-mails to the log.
  email: mailAdapter(),
  secret: process.env.PAYLOAD_SECRET || '',
  serverURL: origin ?? '',
  cors: allowedOrigins,
  csrf: allowedOrigins,
  db: durablePostgresAdapter({
    pool: poolSettings(process.env.DATABASE_URL || UNSET_DATABASE_URL),
    // The schema only ever changes through committed migrations (src/migrations), in
    // development too: pushing and migrating must never mix on one database.
    push: false,
    migrationDir: path.resolve(dirname, 'src/migrations'),
  }),
  // Multipart uploads (media images) are refused, not truncated, past the limit.
  upload: { limits: { fileSize: MEDIA_UPLOAD_LIMIT }, abortOnLimit: true },
  jobs: {
    tasks: [sendSubmissionEmailsTask, sweepExpiredUploadsTask, applyRetentionTask],
    autoRun: [
      // Scheduled publishing of blog posts runs on the server's job queue every minute.
      { cron: '* * * * *', queue: 'default', limit: 10 },
      // E-mails of new submissions go out within seconds (retries wait their turn): the runner
      // looks every second (never twice at once) and takes a batch of jobs, whose steps run a
      // few at a time (src/server/privacy/held-against-erasure.ts), so a burst drains at the
      // server's pace without holding the connections visitors need. Nothing on this queue is
      // scheduled, so it has no schedules to look up.
      {
        cron: '* * * * * *',
        queue: EMAIL_QUEUE,
        limit: emailQueueSettings(process.env).batchSize,
        disableScheduling: true,
      },
      // Housekeeping (the upload sweep, the nightly retention run): each minute queues a
      // scheduled task's next run when none is waiting (its `schedule`), then runs what is due.
      { cron: '* * * * *', queue: MAINTENANCE_QUEUE, limit: 5 },
    ],
    shouldAutoRun: () => process.env.NEXT_RUNTIME === 'nodejs',
  },
  logger: payloadLogger,
  // A refused sign-in is anyone's to cause, as often as the rate limit lets them: its message on
  // one line, not a stack trace at error level.
  loggingLevels: { AuthenticationError: 'info', LockedAuth: 'info' },
  hooks: {
    afterError: [answerDatabaseUnavailable, answerMalformedValueNotFound, keepErrorDetails],
  },
  graphQL: { disable: true },
  sharp,
  telemetry: false,
  typescript: {
    outputFile: path.resolve(dirname, 'src/payload-types.ts'),
    autoGenerate: false,
  },
  plugins: [
    formTemplatesPlugin,
    // Media on local disk by default; in the S3 bucket (under media/) when S3_* is set.
    // Uploaded videos follow the same switch through src/server/storage.
    s3Storage({
      enabled: s3 !== null,
      // The same schema (media's `prefix` column) with or without S3, so one set of migrations fits both.
      alwaysInsertFields: true,
      bucket: s3?.bucket ?? '',
      config: s3?.client ?? {},
      collections: {
        media: { prefix: MEDIA_S3_PREFIX },
        // Private: served only through Payload's file route, which checks the admin role.
        'payment-slips': { prefix: PAYMENT_SLIPS_S3_PREFIX },
        'certificate-images': { prefix: CERTIFICATE_IMAGES_S3_PREFIX },
      },
    }),
    // Last, so it also reaches date fields other plugins add.
    malaysianDates,
  ],
  onInit: async (payload) => {
    closeJobStatsGlobal(payload.config)
    await bootstrap(payload)
  },
})
