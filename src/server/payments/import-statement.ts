import { APIError, type PayloadRequest } from 'payload'

import { inBatches } from '@/lib/payments/matching/batches'
import {
  fingerprintLines,
  fingerprintsOf,
  type FingerprintedLine,
} from '@/lib/payments/matching/statement-fingerprints'
import { matchStatement, type LineMatch } from '@/lib/payments/match-statement'
import {
  parseStatement,
  StatementFormatError,
  type SkippedRow,
} from '@/lib/payments/parse-statement'
import type { StatementMapping } from '@/lib/payments/statement-profiles'
import { parseStatementUpload, type StatementUpload } from '@/lib/payments/statement/parse-upload'
import { toRinggit } from '@/lib/pricing'
import { actingUserId } from '@/server/auth/acting-user'
import { inTransaction } from '@/server/database/in-transaction'
import { readById } from '@/server/read-by-id'

import { openRegistrations } from './open-registrations'
import { lockUntilCommit, LOCKS } from './transaction-lock'

export type StatementImportSummary = {
  importId: number
  creditLines: number
  newLines: number
  /** Lines an earlier import (this file again, or an overlapping one) already brought. */
  repeatedLines: number
  skipped: SkippedRow[]
}

// Lines stored per transaction: each batch holds the imports' lock only while it is written,
// so a long statement neither keeps other imports waiting for long nor one connection busy.
const LINES_PER_BATCH = 250
// Fingerprints looked up per query, well inside PostgreSQL's limit on bound parameters.
const FINGERPRINTS_PER_QUERY = 2_000

/** How every saved format typed its account; fingerprintLines keeps this statement's own. */
const accountTexts = async (req: PayloadRequest): Promise<string[]> => {
  const { docs } = await req.payload.find({
    collection: 'statement-mappings',
    pagination: false,
    depth: 0,
    overrideAccess: true,
    select: { account: true },
    req,
  })
  return docs.map((doc) => doc.account)
}

const unseen = async <T extends FingerprintedLine>(req: PayloadRequest, lines: T[]) => {
  const seen = new Set<string>()
  for (const fingerprints of inBatches(lines.flatMap(fingerprintsOf), FINGERPRINTS_PER_QUERY)) {
    const { docs } = await req.payload.find({
      collection: 'statement-lines',
      where: { fingerprint: { in: fingerprints } },
      pagination: false,
      depth: 0,
      overrideAccess: true,
      select: { fingerprint: true },
      req,
    })
    for (const doc of docs) seen.add(doc.fingerprint)
  }
  return lines.filter((line) => !fingerprintsOf(line).some((print) => seen.has(print)))
}

type MatchedLine = FingerprintedLine & { match: LineMatch }

// Under the imports' lock: lines another import stored since they were read as new are left out.
const storeBatch = (
  req: PayloadRequest,
  importId: number,
  storedSoFar: number,
  batch: MatchedLine[],
): Promise<number> =>
  inTransaction(req, async () => {
    await lockUntilCommit(req, LOCKS.statementImports)
    const fresh = await unseen(req, batch)
    for (const { line, fingerprint, match } of fresh) {
      await req.payload.create({
        collection: 'statement-lines',
        data: {
          statementImport: importId,
          fingerprint,
          date: line.date,
          amount: toRinggit(line.amountSen),
          payer: line.payer,
          description: line.description,
          matchKind: match.kind,
          state: 'open',
          match: {
            allocations: match.allocations,
            candidates: match.candidates,
            note: match.note,
          },
        },
        depth: 0,
        overrideAccess: true,
        req,
      })
    }
    if (fresh.length > 0) {
      await req.payload.update({
        collection: 'statement-imports',
        id: importId,
        data: { newLines: storedSoFar + fresh.length },
        depth: 0,
        overrideAccess: true,
        req,
      })
    }
    return fresh.length
  })

// Lines are matched first, holding nothing, then stored in batches; each line's fingerprint is
// unique, so overlapping or concurrent imports store it once. A file that fails halfway keeps the
// batches stored (newLines counts them), and importing it again stores the rest.
export const importStatement = async (
  req: PayloadRequest,
  { fileName, text, mappingId }: { fileName: string; text: StatementUpload; mappingId: number },
): Promise<StatementImportSummary> => {
  const format = await readById(req, 'statement-mappings', mappingId)
  let parsed: ReturnType<typeof parseStatement>
  try {
    parsed = await parseStatementUpload(text, format.mapping as unknown as StatementMapping)
  } catch (error) {
    if (error instanceof StatementFormatError) throw new APIError(error.message, 400)
    throw error
  }
  const lines = fingerprintLines(parsed.lines, format.account, await accountTexts(req))
  const fresh = await unseen(req, lines)
  const matches = matchStatement(
    fresh.map((entry) => entry.line),
    await openRegistrations(req),
  )
  const statementImport = await inTransaction(req, () =>
    req.payload.create({
      collection: 'statement-imports',
      data: {
        fileName: fileName.slice(0, 200),
        mapping: format.id,
        importedBy: actingUserId(req),
        creditLines: lines.length,
        newLines: 0,
        skippedRows: parsed.skipped,
      },
      depth: 0,
      overrideAccess: true,
      req,
    }),
  )
  const matched = fresh.map((entry, index) => ({ ...entry, match: matches[index] }))
  let newLines = 0
  for (const batch of inBatches(matched, LINES_PER_BATCH)) {
    newLines += await storeBatch(req, statementImport.id, newLines, batch)
  }
  return {
    importId: statementImport.id,
    creditLines: lines.length,
    newLines,
    repeatedLines: lines.length - newLines,
    skipped: parsed.skipped,
  }
}
