import * as migration_20261122_210056_initial from './20261122_210056_initial'

export const migrations = [
  {
    up: migration_20261122_210056_initial.up,
    down: migration_20261122_210056_initial.down,
    name: '20261122_210056_initial',
  },
]
