import { deflateRawSync } from 'node:zlib'

import { describe, expect, it } from 'vitest'

import { detectDelimiter } from '@/lib/payments/statement/delimiter'
import {
  BAD_WORKBOOK,
  LARGE_WORKBOOK,
  MAX_UNZIPPED_BYTES,
  OLD_EXCEL,
  readStatementFile,
  sniffStatementFile,
  StatementFileError,
} from '@/lib/payments/statement/statement-file'
import { tableOfText } from '@/lib/payments/statement/statement-table'
import { decodeStatementText } from '@/lib/payments/statement/text-encoding'
import { decodeWindows1252 } from '@/lib/payments/statement/windows-1252'
import { declaredUnzippedBytes } from '@/lib/payments/statement/zip-size'

import { sheetDay, utf16, utf8, windows1252, xlsx } from '../fixtures/statements/statement-files'

const fileErrorOf = async (run: () => unknown): Promise<StatementFileError> => {
  try {
    await run()
  } catch (error) {
    if (error instanceof StatementFileError) return error
    throw error
  }
  throw new Error('expected a StatementFileError')
}

describe('decodeStatementText', () => {
  const text = 'Date,Description\r\n02/03/2026,CAFÉ RENÉ’S “NEW” – €5\r\n'

  it.each([
    ['UTF-8', utf8(text), 'utf-8'],
    ['UTF-8 with a byte order mark', utf8(text, { bom: true }), 'utf-8'],
    ['UTF-16 LE with a byte order mark', utf16(text, 'le'), 'utf-16le'],
    ['UTF-16 BE with a byte order mark', utf16(text, 'be'), 'utf-16be'],
    ['UTF-16 LE without one', utf16(text, 'le', { bom: false }), 'utf-16le'],
    ['UTF-16 BE without one', utf16(text, 'be', { bom: false }), 'utf-16be'],
    ['Windows-1252', windows1252(text.replace('€', 'E')), 'windows-1252'],
  ])('reads %s', (_, bytes, encoding) => {
    const decoded = decodeStatementText(bytes)
    expect(decoded.encoding).toBe(encoding)
    expect(decoded.text).toBe(encoding === 'windows-1252' ? text.replace('€', 'E') : text)
  })

  it('decodes every Windows-1252 byte Node reads as a Latin-1 control character', () => {
    const high = new Uint8Array(Array.from({ length: 32 }, (_, index) => 0x80 + index))
    expect(decodeWindows1252(high)).toBe(
      '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ',
    )
    expect(decodeWindows1252(new Uint8Array([0x41, 0xe9, 0xff]))).toBe('Aéÿ')
  })
})

describe('detectDelimiter', () => {
  it.each([
    ['commas', 'Date,Description,Credit\n02/03/2026,IBG,"1,500.00"\n03/03/2026,FEE,', ','],
    [
      'semicolons with unquoted thousands commas',
      'Date;Description;Credit\n02/03/2026;IBG;1,500.00\n03/03/2026;FEE;2,000.00',
      ';',
    ],
    ['tabs', 'Date\tDescription\tCredit\n02/03/2026\tIBG, CREDIT\t5.00', '\t'],
    ['pipes', 'Date|Description|Credit\n02/03/2026|IBG, A; B|5.00', '|'],
    [
      'commas under a preamble of other shapes',
      'Statement; March\nAccount: 1234\nDate,Description,Debit,Credit\n02/03/2026,IBG,,5.00\n03/03/2026,FEE,1.00,',
      ',',
    ],
    ['a comma when nothing separates anything', 'Date\n02/03/2026', ','],
  ])('finds %s', (_, text, delimiter) => {
    expect(detectDelimiter(text)).toBe(delimiter)
  })

  it('takes the separator a sep= line names', () => {
    const table = tableOfText('sep=|\r\nDate|Description\r\n02/03/2026|A,B;C')
    expect(table.source).toMatchObject({ kind: 'csv', delimiter: '|' })
    expect(table.rows).toEqual([
      ['Date', 'Description'],
      ['02/03/2026', 'A,B;C'],
    ])
  })
})

describe('sniffStatementFile', () => {
  it('tells a workbook from text by its first bytes, whatever the name says', async () => {
    const workbook = await xlsx([{ name: 'Sheet1', rows: [['Date']] }])
    expect(sniffStatementFile(workbook, 'statement.csv').kind).toBe('xlsx')
    expect(sniffStatementFile(utf8('Date,Credit'), 'statement.xlsx')).toEqual({
      kind: 'text',
      text: 'Date,Credit',
      encoding: 'utf-8',
    })
  })

  it('refuses an Excel 97–2003 workbook and binary files', async () => {
    const xls = new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0, 0, 0])
    expect(await fileErrorOf(() => sniffStatementFile(xls))).toMatchObject({
      problem: 'old-excel',
      message: OLD_EXCEL,
    })
    const pdf = new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d, 0x31, 0x2e, 0x37, 0x0a, 0x00, 0x01])
    expect(await fileErrorOf(() => sniffStatementFile(pdf))).toMatchObject({ problem: 'not-text' })
  })
})

describe('readStatementFile with an .xlsx workbook', () => {
  it('reads date cells as their calendar day, numbers as amounts, merged cells once', async () => {
    const bytes = await xlsx([
      {
        name: 'Statement',
        rows: [
          ['Statement of account', null, null],
          ['Date', 'Description', 'Credit'],
          [sheetDay('2026-03-02', '23:59:00'), 'IBG', 1500],
          [sheetDay('2026-03-03'), { formula: '"A"&"B"', result: 'AB' }, 0.1 + 0.2],
          ['03/03/2026', 514012345678, 12],
        ],
        merges: ['A1:C1'],
        formats: { C: '#,##0.00' },
      },
    ])
    const table = await readStatementFile(bytes, 'statement.xlsx')
    expect(table.source).toEqual({ kind: 'xlsx', worksheet: 'Statement' })
    expect(table.rows).toEqual([
      ['Statement of account', '', ''],
      ['Date', 'Description', 'Credit'],
      ['2026-03-02', 'IBG', '1500.00'],
      ['2026-03-03', 'AB', '0.30'],
      ['03/03/2026', '514012345678', '12.00'],
    ])
    expect([...table.dateCells]).toEqual(['2:0', '3:0'])
  })

  it('takes the first worksheet with a table of transactions', async () => {
    const bytes = await xlsx([
      { name: 'Cover', rows: [['Academy'], ['Account', 'Current']] },
      {
        name: 'Transactions',
        rows: [
          ['Date', 'Description', 'Amount'],
          ['02/03/2026', 'IBG', 5],
        ],
      },
    ])
    expect((await readStatementFile(bytes, 's.xlsx')).source).toEqual({
      kind: 'xlsx',
      worksheet: 'Transactions',
    })
  })

  it('takes the first worksheet with anything on it when none has a table', async () => {
    const bytes = await xlsx([
      { name: 'Empty', rows: [] },
      { name: 'Notes', rows: [['Nothing this month']] },
    ])
    expect((await readStatementFile(bytes, 's.xlsx')).source).toEqual({
      kind: 'xlsx',
      worksheet: 'Notes',
    })
  })

  it('refuses a zip that is not a workbook, or that unzips to more than a statement', async () => {
    const broken = new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2, 3, 4, 5, 6])
    expect(await fileErrorOf(() => readStatementFile(broken, 'a.xlsx'))).toMatchObject({
      problem: 'bad-workbook',
      message: BAD_WORKBOOK,
    })
    const huge = zipOf('xl/worksheets/sheet1.xml', MAX_UNZIPPED_BYTES + 1)
    expect(declaredUnzippedBytes(huge)).toBe(MAX_UNZIPPED_BYTES + 1)
    expect(await fileErrorOf(() => readStatementFile(huge, 'a.xlsx'))).toMatchObject({
      problem: 'bad-workbook',
      message: LARGE_WORKBOOK,
    })
  })

  it('sums what a real workbook declares', async () => {
    const bytes = await xlsx([{ name: 'Sheet1', rows: [['Date', 'Credit']] }])
    expect(declaredUnzippedBytes(bytes)).toBeGreaterThan(bytes.byteLength)
    expect(declaredUnzippedBytes(utf8('Date,Credit'))).toBeNull()
  })
})

/** A one-file zip archive that declares `size` bytes unzipped (its data is a few bytes). */
function zipOf(name: string, size: number): Uint8Array {
  const data = deflateRawSync(Buffer.from('x'))
  const nameBytes = Buffer.from(name)
  const local = Buffer.alloc(30)
  local.writeUInt32LE(0x04034b50, 0)
  local.writeUInt16LE(8, 8)
  local.writeUInt32LE(data.length, 18)
  local.writeUInt32LE(size, 22)
  local.writeUInt16LE(nameBytes.length, 26)
  const central = Buffer.alloc(46)
  central.writeUInt32LE(0x02014b50, 0)
  central.writeUInt16LE(8, 10)
  central.writeUInt32LE(data.length, 20)
  central.writeUInt32LE(size, 24)
  central.writeUInt16LE(nameBytes.length, 28)
  const centralOffset = local.length + nameBytes.length + data.length
  const end = Buffer.alloc(22)
  end.writeUInt32LE(0x06054b50, 0)
  end.writeUInt16LE(1, 8)
  end.writeUInt16LE(1, 10)
  end.writeUInt32LE(central.length + nameBytes.length, 12)
  end.writeUInt32LE(centralOffset, 16)
  return new Uint8Array(Buffer.concat([local, nameBytes, data, central, nameBytes, end]))
}
