import type { CollectionConfig } from 'payload'

import { isAdmin } from '@/access/roles'
import { mappingProblems, type StatementMapping } from '@/lib/payments/statement-profiles'

import { listView } from '../list-view'
import { adminOnlyRecords } from '../server-records'

export const StatementMappings: CollectionConfig = adminOnlyRecords({
  slug: 'statement-mappings',
  labels: { singular: 'Bank statement format', plural: 'Bank statement formats' },
  ...listView('Settings', 'name', 'name account'),
  access: { read: isAdmin, create: isAdmin, update: isAdmin, delete: isAdmin },
  fields: [
    { name: 'name', type: 'text', required: true, unique: true, maxLength: 80 },
    {
      name: 'account',
      type: 'text',
      required: true,
      maxLength: 80,
      admin: {
        description:
          'The bank account these statements are of (e.g. Maybank 5140…), known by its ' +
          'number however spaced: lines already imported for it, through any of its ' +
          'formats, are recognised when an overlapping statement comes again.',
      },
    },
    {
      name: 'mapping',
      type: 'json',
      required: true,
      validate: (value: unknown) => {
        if (!value || typeof value !== 'object') return 'Choose the statement’s columns.'
        const mapping = value as StatementMapping
        if (!Array.isArray(mapping.descriptionColumns) || !mapping.amount) {
          return 'Choose the statement’s columns.'
        }
        const problems = mappingProblems(mapping)
        return problems.length === 0 ? true : problems.join(' ')
      },
    },
  ],
})
