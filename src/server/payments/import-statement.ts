import { APIError, type PayloadRequest } from 'payload'

import { lineFingerprint, withOccurrences } from '@/lib/payments/line-fingerprint'
import { matchStatement } from '@/lib/payments/match-statement'
import {
  parseStatement,
  StatementFormatError,
  type SkippedRow,
} from '@/lib/payments/parse-statement'
import type { StatementMapping } from '@/lib/payments/statement-profiles'
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

/**
 * Imports one bank statement file with a saved format: its credit lines not seen before are
 * stored with what the matcher made of them, for an admin to accept. Imports take turns (a
 * lock held until commit) and each line's fingerprint is unique, so the same or an
 * overlapping statement imported twice, or by two admins at once, stores each line once.
 * Nothing is recorded as paid here: an admin accepts the lines.
 */
export const importStatement = (
  req: PayloadRequest,
  { fileName, text, mappingId }: { fileName: string; text: string; mappingId: number },
): Promise<StatementImportSummary> =>
  inTransaction(req, async () => {
    const format = await readById(req, 'statement-mappings', mappingId)
    let parsed: ReturnType<typeof parseStatement>
    try {
      parsed = parseStatement(text, format.mapping as unknown as StatementMapping)
    } catch (error) {
      if (error instanceof StatementFormatError) throw new APIError(error.message, 400)
      throw error
    }
    await lockUntilCommit(req, LOCKS.statementImports)
    const lines = withOccurrences(parsed.lines).map(({ line, occurrence }) => ({
      line,
      fingerprint: lineFingerprint(format.account, line, occurrence),
    }))
    const { docs: known } = await req.payload.find({
      collection: 'statement-lines',
      where: { fingerprint: { in: lines.map((entry) => entry.fingerprint) } },
      pagination: false,
      depth: 0,
      overrideAccess: true,
      select: { fingerprint: true },
      req,
    })
    const seen = new Set(known.map((doc) => doc.fingerprint))
    const fresh = lines.filter((entry) => !seen.has(entry.fingerprint))
    const matches = matchStatement(
      fresh.map((entry) => entry.line),
      await openRegistrations(req),
    )
    const statementImport = await req.payload.create({
      collection: 'statement-imports',
      data: {
        fileName: fileName.slice(0, 200),
        mapping: format.id,
        importedBy: actingUserId(req),
        creditLines: lines.length,
        newLines: fresh.length,
        skippedRows: parsed.skipped,
      },
      depth: 0,
      overrideAccess: true,
      req,
    })
    for (const [index, { line, fingerprint }] of fresh.entries()) {
      const match = matches[index]
      await req.payload.create({
        collection: 'statement-lines',
        data: {
          statementImport: statementImport.id,
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
    return {
      importId: statementImport.id,
      creditLines: lines.length,
      newLines: fresh.length,
      repeatedLines: lines.length - fresh.length,
      skipped: parsed.skipped,
    }
  })
