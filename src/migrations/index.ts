import * as migration_20261122_210056_initial from './20261122_210056_initial'
import * as migration_20261122_214148_content_model from './20261122_214148_content_model'
import * as migration_20261123_012129_video_uploads from './20261123_012129_video_uploads'
import * as migration_20261123_064502_dashboard_indexes_and_timezones from './20261123_064502_dashboard_indexes_and_timezones'

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
    up: migration_20261123_064502_dashboard_indexes_and_timezones.up,
    down: migration_20261123_064502_dashboard_indexes_and_timezones.down,
    name: '20261123_064502_dashboard_indexes_and_timezones',
  },
]
