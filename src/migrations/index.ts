import * as migration_20261122_210056_initial from './20261122_210056_initial'
import * as migration_20261122_214148_content_model from './20261122_214148_content_model'
import * as migration_20261123_012129_video_uploads from './20261123_012129_video_uploads'
import * as migration_20261123_063909_page_texts from './20261123_063909_page_texts'
import * as migration_20261123_073954_forms_and_email from './20261123_073954_forms_and_email'
import * as migration_20261123_084548_dashboard_indexes_timezones_replied_at from './20261123_084548_dashboard_indexes_timezones_replied_at'
import * as migration_20261123_091147_blog_gallery_pages from './20261123_091147_blog_gallery_pages'
import * as migration_20261123_105046_upload_sweep from './20261123_105046_upload_sweep'
import * as migration_20261123_120317_privacy_retention_audit_log from './20261123_120317_privacy_retention_audit_log'
import * as migration_20261123_164321_page_labels from './20261123_164321_page_labels'
import * as migration_20261124_031930_public_registration_function from './20261124_031930_public_registration_function'
import * as migration_20261125_170000_drop_public_registration_function from './20261125_170000_drop_public_registration_function'
import * as migration_20261125_170847_audit_reads_and_settings from './20261125_170847_audit_reads_and_settings'
import * as migration_20261125_181201_workshop_editions from './20261125_181201_workshop_editions'
import * as migration_20261125_184516_localized_blog_tags from './20261125_184516_localized_blog_tags'
import * as migration_20261126_051553_payments from './20261126_051553_payments'
import * as migration_20261127_153053_money_ledger from './20261127_153053_money_ledger'
import * as migration_20261127_161950_statement_matching from './20261127_161950_statement_matching'
import * as migration_20261127_190228_admin_only_locks from './20261127_190228_admin_only_locks'
import * as migration_20261201_191028_certificates from './20261201_191028_certificates'
import * as migration_20261201_205034_edition_venue_in_malay from './20261201_205034_edition_venue_in_malay'
import * as migration_20261202_030644_registration_in_malay from './20261202_030644_registration_in_malay'

export const migrations = [
  {
    up: migration_20261122_210056_initial.up,
    down: migration_20261122_210056_initial.down,
    name: '20261122_210056_initial',
  },
  {
    up: migration_20261122_214148_content_model.up,
    down: migration_20261122_214148_content_model.down,
    name: '20261122_214148_content_model',
  },
  {
    up: migration_20261123_012129_video_uploads.up,
    down: migration_20261123_012129_video_uploads.down,
    name: '20261123_012129_video_uploads',
  },
  {
    up: migration_20261123_063909_page_texts.up,
    down: migration_20261123_063909_page_texts.down,
    name: '20261123_063909_page_texts',
  },
  {
    up: migration_20261123_073954_forms_and_email.up,
    down: migration_20261123_073954_forms_and_email.down,
    name: '20261123_073954_forms_and_email',
  },
  {
    up: migration_20261123_084548_dashboard_indexes_timezones_replied_at.up,
    down: migration_20261123_084548_dashboard_indexes_timezones_replied_at.down,
    name: '20261123_084548_dashboard_indexes_timezones_replied_at',
  },
  {
    up: migration_20261123_091147_blog_gallery_pages.up,
    down: migration_20261123_091147_blog_gallery_pages.down,
    name: '20261123_091147_blog_gallery_pages',
  },
  {
    up: migration_20261123_105046_upload_sweep.up,
    down: migration_20261123_105046_upload_sweep.down,
    name: '20261123_105046_upload_sweep',
  },
  {
    up: migration_20261123_120317_privacy_retention_audit_log.up,
    down: migration_20261123_120317_privacy_retention_audit_log.down,
    name: '20261123_120317_privacy_retention_audit_log',
  },
  {
    up: migration_20261123_164321_page_labels.up,
    down: migration_20261123_164321_page_labels.down,
    name: '20261123_164321_page_labels',
  },
  {
    up: migration_20261124_031930_public_registration_function.up,
    down: migration_20261124_031930_public_registration_function.down,
    name: '20261124_031930_public_registration_function',
  },
  {
    up: migration_20261125_170000_drop_public_registration_function.up,
    down: migration_20261125_170000_drop_public_registration_function.down,
    name: '20261125_170000_drop_public_registration_function',
  },
  {
    up: migration_20261125_170847_audit_reads_and_settings.up,
    down: migration_20261125_170847_audit_reads_and_settings.down,
    name: '20261125_170847_audit_reads_and_settings',
  },
  {
    up: migration_20261125_181201_workshop_editions.up,
    down: migration_20261125_181201_workshop_editions.down,
    name: '20261125_181201_workshop_editions',
  },
  {
    up: migration_20261125_184516_localized_blog_tags.up,
    down: migration_20261125_184516_localized_blog_tags.down,
    name: '20261125_184516_localized_blog_tags',
  },
  {
    up: migration_20261126_051553_payments.up,
    down: migration_20261126_051553_payments.down,
    name: '20261126_051553_payments',
  },
  {
    up: migration_20261127_153053_money_ledger.up,
    down: migration_20261127_153053_money_ledger.down,
    name: '20261127_153053_money_ledger',
  },
  {
    up: migration_20261127_161950_statement_matching.up,
    down: migration_20261127_161950_statement_matching.down,
    name: '20261127_161950_statement_matching',
  },
  {
    up: migration_20261127_190228_admin_only_locks.up,
    down: migration_20261127_190228_admin_only_locks.down,
    name: '20261127_190228_admin_only_locks',
  },
  {
    up: migration_20261201_191028_certificates.up,
    down: migration_20261201_191028_certificates.down,
    name: '20261201_191028_certificates',
  },
  {
    up: migration_20261201_205034_edition_venue_in_malay.up,
    down: migration_20261201_205034_edition_venue_in_malay.down,
    name: '20261201_205034_edition_venue_in_malay',
  },
  {
    up: migration_20261202_030644_registration_in_malay.up,
    down: migration_20261202_030644_registration_in_malay.down,
    name: '20261202_030644_registration_in_malay',
  },
]
