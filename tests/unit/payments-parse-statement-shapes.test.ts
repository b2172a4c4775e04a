/**
 * The statement reader on the shapes Malaysian bank exports come in, one made-up statement per
 * row of the table: each file goes through the same entry as an upload (bytes and a file name)
 * and is read with a mapping, and states the lines and skipped rows it must give.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { parseStatement } from '@/lib/payments/parse-statement'
import { readStatementFile } from '@/lib/payments/statement/statement-file'
import type { StatementMapping } from '@/lib/payments/statement-profiles'

import {
  crlf,
  sheetDay,
  utf16,
  utf8,
  windows1252,
  xlsx,
} from '../fixtures/statements/statement-files'

type ExpectedLine = [date: string, amountSen: number, description: string, payer?: string]

type Shape = {
  name: string
  file: () => Uint8Array | Promise<Uint8Array>
  fileName?: string
  mapping: StatementMapping
  lines: ExpectedLine[]
  /** Row under the header, and a part of the reason given. */
  skipped?: [row: number, reason: string][]
}

const fixture = (name: string) => () =>
  new Uint8Array(readFileSync(path.join(process.cwd(), 'tests', 'fixtures', 'statements', name)))

const text = (lines: string[]) => () => utf8(crlf(lines))

const mapping = (
  dateColumn: string,
  dateFormat: string,
  descriptionColumns: string[],
  amount: StatementMapping['amount'],
  extra: Partial<StatementMapping> = {},
): StatementMapping => ({ dateColumn, dateFormat, descriptionColumns, amount, ...extra })

const credit = (column = 'Credit') => ({ kind: 'credit-column', column }) as const
const signed = (column = 'Amount') => ({ kind: 'signed-amount', column }) as const
const indicator = (
  column: string,
  indicatorColumn: string,
  markers: [string[], string[]] | [] = [],
) =>
  ({
    kind: 'amount-with-indicator',
    column,
    indicatorColumn,
    ...(markers.length ? { creditMarkers: markers[0], debitMarkers: markers[1] } : {}),
  }) as const

const CIMB_HEADER = 'Post Date,Transaction Description,Cheque / Ref No,Debit,Credit,Balance'
const SIMPLE = mapping('Date', 'dd/MM/yyyy', ['Description'], credit())

const SHAPES: Shape[] = [
  {
    name: 'Maybank-style: trailing + and - signs, dd/MM/yy, a four-line preamble',
    file: text([
      'Maybank2u.com',
      'Account Type :,Current Account',
      'Account Number :,514012345678',
      'Statement Date :,31/03/26',
      'ENTRY DATE,VALUE DATE,TRANSACTION DESCRIPTION,TRANSACTION AMOUNT,STATEMENT BALANCE',
      '01/03/26,01/03/26,BEGINNING BALANCE,,"10,000.00"',
      '02/03/26,02/03/26,IBG CREDIT ASL-2026-0042,"7,875.00+","17,875.00"',
      '03/03/26,03/03/26,SERVICE CHARGE,0.50-,"17,874.50"',
      '04/03/26,04/03/26,DUITNOW CR ASL 2026 0043,250.00+,"18,124.50"',
    ]),
    mapping: mapping(
      'Entry Date',
      'dd/MM/yy',
      ['Transaction Description'],
      signed('Transaction Amount'),
    ),
    lines: [
      ['2026-03-02', 787500, 'IBG CREDIT ASL-2026-0042'],
      ['2026-03-04', 25000, 'DUITNOW CR ASL 2026 0043'],
    ],
  },
  {
    name: 'Maybank-style: descriptions wrapped over continuation rows',
    file: text([
      'Entry Date,Transaction Description,Transaction Amount,Statement Balance',
      '02/03/2026,IBG CREDIT,"1,500.00+","11,500.00"',
      ',ACME TRADING SDN BHD,,',
      ',ASL-2026-0042,,',
      '03/03/2026,TRANSFER TO A/C,80.00-,"11,420.00"',
      ',RENTAL MARCH,,',
      '04/03/2026,DUITNOW CREDIT,250.00+,"11,670.00"',
      ',NURUL AISYAH *ASL-2026-0043,,',
    ]),
    mapping: mapping(
      'Entry Date',
      'dd/MM/yyyy',
      ['Transaction Description'],
      signed('Transaction Amount'),
    ),
    lines: [
      ['2026-03-02', 150000, 'IBG CREDIT ACME TRADING SDN BHD ASL-2026-0042'],
      ['2026-03-04', 25000, 'DUITNOW CREDIT NURUL AISYAH *ASL-2026-0043'],
    ],
  },
  {
    name: 'CIMB-style: separate debit and credit columns, two description columns',
    file: text([
      CIMB_HEADER,
      '02/03/2026,IBG CREDIT,ASL-2026-0042,,"1,500.00","11,500.00"',
      '03/03/2026,SERVICE CHARGE,,0.50,,"11,499.50"',
      '05/03/2026,DUITNOW TRANSFER,ASL-2026-0043,,250.00,"11,749.50"',
    ]),
    mapping: mapping(
      'Post Date',
      'dd/MM/yyyy',
      ['Transaction Description', 'Cheque / Ref No'],
      credit(),
    ),
    lines: [
      ['2026-03-02', 150000, 'IBG CREDIT ASL-2026-0042'],
      ['2026-03-05', 25000, 'DUITNOW TRANSFER ASL-2026-0043'],
    ],
  },
  {
    name: 'CIMB-style: "-" and "–" fill the unused side',
    file: text([
      'Date,Description,Withdrawal,Deposit,Balance',
      '02/03/2026,IBG CREDIT ASL-2026-0042,-,"1,500.00","11,500.00"',
      '03/03/2026,SERVICE CHARGE,0.50,-,"11,499.50"',
      '04/03/2026,CHEQUE DEPOSIT,–,300.00,"11,799.50"',
      '05/03/2026,ATM WITHDRAWAL,100.00,–,"11,699.50"',
    ]),
    mapping: mapping('Date', 'dd/MM/yyyy', ['Description'], credit('Deposit')),
    lines: [
      ['2026-03-02', 150000, 'IBG CREDIT ASL-2026-0042'],
      ['2026-03-04', 30000, 'CHEQUE DEPOSIT'],
    ],
  },
  {
    name: 'A dash in a text column stays as printed; in a wrapped row it is dropped',
    file: text([
      CIMB_HEADER,
      '02/03/2026,IBG CREDIT,-,-,"1,500.00","11,500.00"',
      ',ASL-2026-0042,-,-,-,-',
    ]),
    mapping: mapping(
      'Post Date',
      'dd/MM/yyyy',
      ['Transaction Description', 'Cheque / Ref No'],
      credit(),
    ),
    lines: [['2026-03-02', 150000, 'IBG CREDIT - ASL-2026-0042']],
  },
  {
    name: 'CIMB BizChannel-style: an amount and a transaction type of 1 (in) or 2 (out)',
    file: text([
      'Date,Doc Ref No.,Tran Amt.,Tran Type,Description',
      '02/03/2026,ASL-2026-0042,500.00,1,IBG CREDIT',
      '03/03/2026,CHQ001234,75.00,2,CHEQUE',
      '04/03/2026,ASL-2026-0043,120.00,3,REVERSAL',
    ]),
    mapping: mapping(
      'Date',
      'dd/MM/yyyy',
      ['Description', 'Doc Ref No.'],
      indicator('Tran Amt.', 'Tran Type', [['1'], ['2']]),
    ),
    lines: [['2026-03-02', 50000, 'IBG CREDIT ASL-2026-0042']],
    skipped: [[3, '"3" in Tran Type']],
  },
  {
    name: 'Public Bank-style: CR and DR after the amount, with and without a space',
    file: text([
      'Date,Transaction,Amount,Balance',
      '02/03/2026,IBG CREDIT ASL-2026-0042,"1,000.00 CR","11,000.00 CR"',
      '03/03/2026,SERVICE CHARGE,0.50 DR,"10,999.50 CR"',
      '04/03/2026,DUITNOW ASL-2026-0043,250.00CR,"11,249.50 CR"',
    ]),
    mapping: mapping('Date', 'dd/MM/yyyy', ['Transaction'], signed()),
    lines: [
      ['2026-03-02', 100000, 'IBG CREDIT ASL-2026-0042'],
      ['2026-03-04', 25000, 'DUITNOW ASL-2026-0043'],
    ],
  },
  {
    name: 'Public Bank-style: CR and DR before the amount',
    file: text([
      'Date,Transaction,Amount',
      '02/03/2026,IBG CREDIT,"CR 1,000.00"',
      '03/03/2026,BILL PAYMENT,DR 50.00',
      '04/03/2026,DUITNOW,CR250.00',
    ]),
    mapping: mapping('Date', 'dd/MM/yyyy', ['Transaction'], signed()),
    lines: [
      ['2026-03-02', 100000, 'IBG CREDIT'],
      ['2026-03-04', 25000, 'DUITNOW'],
    ],
  },
  {
    name: 'Public Bank-style: an amount with a DR/CR column',
    file: text([
      'Posting Date,Description,Payment Details,Amount,DR/CR,Balance',
      '02/03/2026,IBG CREDIT,ASL-2026-0042,"1,500.00",CR,"11,500.00"',
      '03/03/2026,SERVICE CHARGE,,0.50,DR,"11,499.50"',
      '04/03/2026,DUITNOW,ASL-2026-0043,250.00,Cr.,"11,749.50"',
    ]),
    mapping: mapping(
      'Posting Date',
      'dd/MM/yyyy',
      ['Description', 'Payment Details'],
      indicator('Amount', 'DR/CR'),
    ),
    lines: [
      ['2026-03-02', 150000, 'IBG CREDIT ASL-2026-0042'],
      ['2026-03-04', 25000, 'DUITNOW ASL-2026-0043'],
    ],
  },
  {
    name: 'RHB-style: dd-MMM-yy dates under a two-line preamble',
    file: text([
      'RHB Now,,,',
      'Account,21234500012345,,',
      'Transaction Date,Description,Amount (RM),Balance (RM)',
      '15-Aug-26,INSTANT TRANSFER ASL-2026-0042,"2,625.00","12,625.00"',
      '16-Aug-26,FPX PAYMENT,-89.90,"12,535.10"',
      '02-Sep-26,IBG CREDIT ASL-2026-0050,"5,250.00","17,785.10"',
    ]),
    mapping: mapping('Transaction Date', 'dd-MMM-yy', ['Description'], signed('Amount (RM)')),
    lines: [
      ['2026-08-15', 262500, 'INSTANT TRANSFER ASL-2026-0042'],
      ['2026-09-02', 525000, 'IBG CREDIT ASL-2026-0050'],
    ],
  },
  {
    name: 'Bank Islam-style: Malay headers and short Malay month names',
    file: text([
      'Tarikh,Keterangan,Debit,Kredit,Baki',
      '02 Mei 2026,PINDAHAN DANA ASL-2026-0042,,"1,500.00","11,500.00"',
      '15 Ogo 2026,CAJ PERKHIDMATAN,0.50,,"11,499.50"',
      '15 Ogo 2026,PINDAHAN DANA ASL-2026-0043,,250.00,"11,749.50"',
      '03 Dis 2026,DEPOSIT TUNAI,,100.00,"11,849.50"',
      '10 Mac 2026,DEPOSIT,,50.00,',
      '05 Okt 2026,DEPOSIT,,60.00,',
    ]),
    mapping: mapping('Tarikh', 'dd MMM yyyy', ['Keterangan'], credit('Kredit')),
    lines: [
      ['2026-05-02', 150000, 'PINDAHAN DANA ASL-2026-0042'],
      ['2026-08-15', 25000, 'PINDAHAN DANA ASL-2026-0043'],
      ['2026-12-03', 10000, 'DEPOSIT TUNAI'],
      ['2026-03-10', 5000, 'DEPOSIT'],
      ['2026-10-05', 6000, 'DEPOSIT'],
    ],
  },
  {
    name: 'Bank Islam-style: long Malay month names and a KREDIT/DEBIT column',
    file: text([
      'Tarikh Transaksi,Butiran,Amaun,Jenis',
      '2 Januari 2026,IBG ASL-2026-0042,500.00,KREDIT',
      '14 Februari 2026,CAJ,1.00,DEBIT',
      '31 Julai 2026,IBG ASL-2026-0043,750.00,KREDIT',
      '1 Ogos 2026,IBG ASL-2026-0044,80.00,Kredit',
      '9 Disember 2026,IBG ASL-2026-0045,90.00,kredit',
    ]),
    mapping: mapping('Tarikh Transaksi', 'd MMMM yyyy', ['Butiran'], indicator('Amaun', 'Jenis')),
    lines: [
      ['2026-01-02', 50000, 'IBG ASL-2026-0042'],
      ['2026-07-31', 75000, 'IBG ASL-2026-0043'],
      ['2026-08-01', 8000, 'IBG ASL-2026-0044'],
      ['2026-12-09', 9000, 'IBG ASL-2026-0045'],
    ],
  },
  {
    name: 'K and D (kredit, debit) marking a signed amount on either side',
    file: text([
      'Tarikh,Keterangan,Amaun',
      '02/03/2026,PINDAHAN MASUK ASL-2026-0042,250.00K',
      '03/03/2026,CAJ,30.00D',
      '04/03/2026,PINDAHAN MASUK,"1,000.00 K"',
      '05/03/2026,BAYARAN,D 20.00',
    ]),
    mapping: mapping('Tarikh', 'dd/MM/yyyy', ['Keterangan'], signed('Amaun')),
    lines: [
      ['2026-03-02', 25000, 'PINDAHAN MASUK ASL-2026-0042'],
      ['2026-03-04', 100000, 'PINDAHAN MASUK'],
    ],
  },
  {
    name: 'CREDIT/DEBIT written out in the indicator column, ISO dates',
    file: text([
      'Date,Narrative,Amount,Credit/Debit',
      '2026-03-02,TRANSFER ASL-2026-0042,300.00,CREDIT',
      '2026-03-03,CARD PAYMENT,45.00,DEBIT',
    ]),
    mapping: mapping('Date', 'yyyy-MM-dd', ['Narrative'], indicator('Amount', 'Credit/Debit')),
    lines: [['2026-03-02', 30000, 'TRANSFER ASL-2026-0042']],
  },
  {
    name: 'C and D in the indicator column, pipe-separated',
    file: text([
      'Date|Details|Amt|D/C',
      '02/03/2026|TRANSFER ASL-2026-0042|300.00|C',
      '03/03/2026|FEE|1.00|D',
    ]),
    mapping: mapping('Date', 'dd/MM/yyyy', ['Details'], indicator('Amt', 'D/C')),
    lines: [['2026-03-02', 30000, 'TRANSFER ASL-2026-0042']],
  },
  {
    name: 'Semicolon-separated',
    file: text([
      'Date;Description;Debit;Credit;Balance',
      '02/03/2026;IBG CREDIT ASL-2026-0042;;1500.00;11500.00',
      '03/03/2026;SERVICE CHARGE;0.50;;11499.50',
    ]),
    mapping: SIMPLE,
    lines: [['2026-03-02', 150000, 'IBG CREDIT ASL-2026-0042']],
  },
  {
    name: 'Semicolon-separated with unquoted thousands commas',
    file: text([
      'Date;Description;Debit;Credit;Balance',
      '02/03/2026;IBG CREDIT ASL-2026-0042;;1,500.00;11,500.00',
      '03/03/2026;SERVICE CHARGE;0.50;;11,499.50',
      '04/03/2026;DUITNOW;;250.00;11,749.50',
    ]),
    mapping: SIMPLE,
    lines: [
      ['2026-03-02', 150000, 'IBG CREDIT ASL-2026-0042'],
      ['2026-03-04', 25000, 'DUITNOW'],
    ],
  },
  {
    name: 'Excel "Unicode text": UTF-16 LE with a byte order mark, tabs, times after dates',
    file: fixture('utf-16le-unicode-text.txt'),
    fileName: 'statement.txt',
    mapping: mapping(
      'Transaction Date',
      'dd/MM/yyyy',
      ['Description'],
      indicator('Amount', 'DR/CR'),
      { payerColumn: 'Sender' },
    ),
    lines: [
      ['2026-03-02', 150000, 'INSTANT TRANSFER ASL-2026-0042', 'NGUYỄN THỊ ÁNH'],
      ['2026-03-04', 25000, 'IBG ASL-2026-0043', '李明华'],
    ],
  },
  {
    name: 'UTF-16 BE with a byte order mark, tab-separated',
    file: () =>
      utf16(
        crlf([
          'Date\tDescription\tSender\tCredit',
          '02/03/2026\tIBG CREDIT ASL-2026-0042\tSITI NURHALIZA\t1,500.00',
          '03/03/2026\tCHARGE\t\t',
        ]),
        'be',
      ),
    mapping: { ...SIMPLE, payerColumn: 'Sender' },
    lines: [['2026-03-02', 150000, 'IBG CREDIT ASL-2026-0042', 'SITI NURHALIZA']],
  },
  {
    name: 'UTF-16 LE without a byte order mark',
    file: () =>
      utf16(
        crlf(['Date\tDescription\tCredit', '02/03/2026\tIBG CREDIT ASL-2026-0042\t100.00']),
        'le',
        { bom: false },
      ),
    mapping: SIMPLE,
    lines: [['2026-03-02', 10000, 'IBG CREDIT ASL-2026-0042']],
  },
  {
    name: 'Windows-1252 with é and ’ (a file as Excel on Windows saves it)',
    file: fixture('windows-1252-credit-column.csv'),
    mapping: { ...SIMPLE, payerColumn: 'Payer' },
    lines: [
      ['2026-03-02', 100000, 'IBG CAFÉ RENÉ’S ASL-2026-0042', 'JOSÉ D’CRUZ'],
      ['2026-03-04', 25000, '“DUITNOW” ASL-2026-0043', 'AMÉLIE TAN'],
    ],
  },
  {
    name: 'Windows-1252 built in the test: curly quotes and an en dash placeholder',
    file: () =>
      windows1252(
        crlf([
          'Date,Description,Debit,Credit',
          '02/03/2026,D’COFFEE ‘TEAM’ ASL-2026-0042,–,88.00',
          '03/03/2026,CHARGE,1.00,–',
        ]),
      ),
    mapping: SIMPLE,
    lines: [['2026-03-02', 8800, 'D’COFFEE ‘TEAM’ ASL-2026-0042']],
  },
  {
    name: 'UTF-8 with a byte order mark and a one-line preamble',
    file: () =>
      utf8(crlf(['Statement,Current account', 'Date,Description,Credit', '02/03/2026,IBG,5.00']), {
        bom: true,
      }),
    mapping: SIMPLE,
    lines: [['2026-03-02', 500, 'IBG']],
  },
  {
    name: 'Pipe-separated with trailing signs and no preamble',
    file: text([
      'Date|Description|Amount',
      '02/03/2026|IBG CREDIT ASL-2026-0042|100.00+',
      '03/03/2026|CHARGE|1.00-',
    ]),
    mapping: mapping('Date', 'dd/MM/yyyy', ['Description'], signed()),
    lines: [['2026-03-02', 10000, 'IBG CREDIT ASL-2026-0042']],
  },
  {
    name: 'A six-line preamble, grown since the mapping was saved with skipRows 4',
    file: text([
      'ACADEMY SDN BHD',
      'Account No.,5140-1234-5678,Currency,MYR',
      'Period,01/03/2026 - 31/03/2026',
      '',
      'Opening Balance,"10,000.00",Closing Balance,"11,749.50"',
      '',
      'Date,Description,Reference,Debit,Credit,Balance',
      '02/03/2026,IBG CREDIT,ASL-2026-0042,,"1,500.00","11,500.00"',
      '05/03/2026,DUITNOW,ASL-2026-0043,,250.00,"11,750.00"',
    ]),
    mapping: {
      ...SIMPLE,
      descriptionColumns: ['Description', 'Reference'],
      header: { skipRows: 4 },
    },
    lines: [
      ['2026-03-02', 150000, 'IBG CREDIT ASL-2026-0042'],
      ['2026-03-05', 25000, 'DUITNOW ASL-2026-0043'],
    ],
  },
  {
    name: 'A saved header position that still fits',
    file: text(['Current account', 'Date,Description,Credit', '02/03/2026,IBG,5.00']),
    mapping: { ...SIMPLE, header: { skipRows: 1 } },
    lines: [['2026-03-02', 500, 'IBG']],
  },
  {
    name: 'A header found by its text, past a preamble row holding the same word',
    file: text([
      'Description,Current account statement',
      'Date,Description,Credit',
      '02/03/2026,IBG,5.00',
    ]),
    mapping: { ...SIMPLE, header: { containing: 'Description' } },
    lines: [['2026-03-02', 500, 'IBG']],
  },
  {
    name: 'Two "Amount" columns told apart by position',
    file: text([
      'Date,Description,Amount,Amount,Balance',
      '02/03/2026,IBG CREDIT ASL-2026-0042,,"1,500.00","11,500.00"',
      '03/03/2026,SERVICE CHARGE,0.50,,"11,499.50"',
    ]),
    mapping: mapping('Date', 'dd/MM/yyyy', ['Description'], credit('Amount (2)')),
    lines: [['2026-03-02', 150000, 'IBG CREDIT ASL-2026-0042']],
  },
  {
    name: 'Two "Description" columns both read',
    file: text([
      'Date,Description,Description,Credit',
      '02/03/2026,IBG CREDIT,ASL-2026-0042,100.00',
    ]),
    mapping: { ...SIMPLE, descriptionColumns: ['Description', 'Description (2)'] },
    lines: [['2026-03-02', 10000, 'IBG CREDIT ASL-2026-0042']],
  },
  {
    name: 'A 24-hour time after the date',
    file: text([
      'Date,Description,Credit',
      '02/03/2026 14:05:33,IBG,5.00',
      '03/03/2026 00:00,IBG,6.00',
    ]),
    mapping: SIMPLE,
    lines: [
      ['2026-03-02', 500, 'IBG'],
      ['2026-03-03', 600, 'IBG'],
    ],
  },
  {
    name: 'A 12-hour time after the date',
    file: text([
      'Date,Description,Credit',
      '02/03/2026 2:05 PM,IBG,5.00',
      '03/03/2026 11:59 am,IBG,6.00',
    ]),
    mapping: SIMPLE,
    lines: [
      ['2026-03-02', 500, 'IBG'],
      ['2026-03-03', 600, 'IBG'],
    ],
  },
  {
    name: 'Two-digit years under a four-digit format are 20yy, never year 26',
    file: text(['Date,Description,Credit', '02/03/26,IBG,5.00', '31/12/99,IBG,6.00']),
    mapping: SIMPLE,
    lines: [
      ['2026-03-02', 500, 'IBG'],
      ['2099-12-31', 600, 'IBG'],
    ],
  },
  {
    name: 'd/M/yyyy without leading zeros',
    file: text(['Date,Description,Credit', '2/3/2026,IBG,5.00', '12/11/2026,IBG,6.00']),
    mapping: { ...SIMPLE, dateFormat: 'd/M/yyyy' },
    lines: [
      ['2026-03-02', 500, 'IBG'],
      ['2026-11-12', 600, 'IBG'],
    ],
  },
  {
    name: 'dd-MM-yyyy',
    file: text(['Date,Description,Credit', '02-03-2026,IBG,5.00']),
    mapping: { ...SIMPLE, dateFormat: 'dd-MM-yyyy' },
    lines: [['2026-03-02', 500, 'IBG']],
  },
  {
    name: 'yyyy-MM-dd with an ISO time',
    file: text([
      'Date,Description,Credit',
      '2026-03-02T10:15:00,IBG,5.00',
      '2026-03-03 23:59:59,IBG,6.00',
    ]),
    mapping: { ...SIMPLE, dateFormat: 'yyyy-MM-dd' },
    lines: [
      ['2026-03-02', 500, 'IBG'],
      ['2026-03-03', 600, 'IBG'],
    ],
  },
  {
    name: 'dd.MM.yyyy',
    file: text(['Date,Description,Credit', '02.03.2026,IBG,5.00']),
    mapping: { ...SIMPLE, dateFormat: 'dd.MM.yyyy' },
    lines: [['2026-03-02', 500, 'IBG']],
  },
  {
    name: 'Parentheses for money out',
    file: text([
      'Date,Description,Amount',
      '02/03/2026,TRANSFER IN ASL-2026-0042,500.00',
      '03/03/2026,TRANSFER OUT,(500.00)',
      '04/03/2026,REFUND,(RM 20.00)',
    ]),
    mapping: mapping('Date', 'dd/MM/yyyy', ['Description'], signed()),
    lines: [['2026-03-02', 50000, 'TRANSFER IN ASL-2026-0042']],
  },
  {
    name: 'RM and MYR before the amount',
    file: text([
      'Date,Description,Credit',
      '02/03/2026,IBG,"RM 1,500.00"',
      '03/03/2026,IBG,MYR 250.00',
      '04/03/2026,IBG,RM1000.50',
    ]),
    mapping: SIMPLE,
    lines: [
      ['2026-03-02', 150000, 'IBG'],
      ['2026-03-03', 25000, 'IBG'],
      ['2026-03-04', 100050, 'IBG'],
    ],
  },
  {
    name: 'Leading signs, the Unicode minus among them',
    file: text([
      'Date,Description,Amount',
      '02/03/2026,CHEQUE,"-1,200.00"',
      '03/03/2026,IBG,+50.00',
      '04/03/2026,FEE,−30.00',
    ]),
    mapping: mapping('Date', 'dd/MM/yyyy', ['Description'], signed()),
    lines: [['2026-03-03', 5000, 'IBG']],
  },
  {
    name: 'Years outside 2000–2099 are skipped, never lines',
    file: text([
      'Date,Description,Credit',
      '02/03/1999,OLD,100.00',
      '02/03/0026,TYPO,100.00',
      '02/03/2026,FINE,100.00',
    ]),
    mapping: SIMPLE,
    lines: [['2026-03-02', 10000, 'FINE']],
    skipped: [
      [1, 'outside 2000–2099'],
      [2, 'year 26, outside'],
    ],
  },
  {
    name: 'Continuation rows with no line right above them are skipped',
    file: text([
      'Date,Description,Credit',
      ',ORPHAN TEXT,',
      '02/03/2026,IBG CREDIT,1O0.00',
      ',CONTINUES THE BAD ROW,',
      '03/03/2026,IBG CREDIT,100.00',
      ',ASL-2026-0042,',
      '',
      ',FOOTER AFTER A BLANK ROW,',
    ]),
    mapping: SIMPLE,
    lines: [['2026-03-03', 10000, 'IBG CREDIT ASL-2026-0042']],
    skipped: [
      [1, 'no line right above'],
      [2, '"1O0.00"'],
      [3, 'continues row 2'],
      [7, 'no line right above'],
    ],
  },
  {
    name: 'Rows that close the table: a balance, a total, an end note',
    file: text([
      'Date,Description,Debit,Credit,Balance',
      '02/03/2026,IBG CREDIT,,100.00,100.00',
      ',Closing Balance,,,100.00',
      'Total,,0.00,100.00,',
      'End of statement,,,,',
    ]),
    mapping: SIMPLE,
    lines: [['2026-03-02', 10000, 'IBG CREDIT']],
    skipped: [[3, 'Date "Total"']],
  },
  {
    name: 'A day that does not exist and an amount with a letter in it',
    file: text([
      'Date,Description,Credit',
      '31/02/2026,IBG,100.00',
      '01/03/2026,IBG,1O0.00',
      '02/03/2026,IBG,,',
      ',IBG,5.00',
    ]),
    mapping: SIMPLE,
    lines: [],
    skipped: [
      [1, '"31/02/2026" is not a date in the form dd/MM/yyyy'],
      [2, 'Credit amount "1O0.00" is not an amount'],
      [4, 'The date is missing'],
    ],
  },
  {
    name: 'A sep= line naming the separator',
    file: text(['sep=;', 'Date;Description;Credit', '02/03/2026;IBG, CREDIT;100.00']),
    mapping: SIMPLE,
    lines: [['2026-03-02', 10000, 'IBG, CREDIT']],
  },
  {
    name: 'Quoted commas, doubled quotes and a stray quote',
    file: text([
      'Date,Description,Payer,Credit',
      '02/03/2026,"PAYMENT, ASL-2026-0042","ACME ""NEW"" SDN BHD",100.00',
      '03/03/2026,13" MONITOR REFUND,SHOP,50.00',
    ]),
    mapping: { ...SIMPLE, payerColumn: 'Payer' },
    lines: [
      ['2026-03-02', 10000, 'PAYMENT, ASL-2026-0042', 'ACME "NEW" SDN BHD'],
      ['2026-03-03', 5000, '13" MONITOR REFUND', 'SHOP'],
    ],
  },
  {
    name: 'Excel-minded ="…" cells',
    // A value with a comma in it is quoted whole, its own quotes doubled.
    file: text(['Date,Description,Reference,Credit', '="02/03/2026",IBG,="0042","=""1,500.00"""']),
    mapping: { ...SIMPLE, descriptionColumns: ['Description', 'Reference'] },
    lines: [['2026-03-02', 150000, 'IBG 0042']],
  },
  {
    name: 'Blank rows between transactions',
    file: text([
      'Date,Description,Credit',
      '',
      '02/03/2026,IBG,5.00',
      ',,',
      '03/03/2026,IBG,6.00',
      '',
    ]),
    mapping: SIMPLE,
    lines: [
      ['2026-03-02', 500, 'IBG'],
      ['2026-03-03', 600, 'IBG'],
    ],
  },
  {
    name: 'A payer name wrapped over a continuation row',
    file: text([
      'Date,Description,Sender,Credit',
      '02/03/2026,IBG CREDIT ASL-2026-0042,SYARIKAT PERNIAGAAN,"1,500.00"',
      ',,MAJU JAYA SDN BHD,',
    ]),
    mapping: { ...SIMPLE, payerColumn: 'Sender' },
    lines: [
      ['2026-03-02', 150000, 'IBG CREDIT ASL-2026-0042', 'SYARIKAT PERNIAGAAN MAJU JAYA SDN BHD'],
    ],
  },
  {
    name: 'An unnamed column of CR/DR markers, named by its position',
    file: text([
      'Date,Description,Amount,',
      '02/03/2026,IBG ASL-2026-0042,100.00,CR',
      '03/03/2026,FEE,1.00,DR',
    ]),
    mapping: mapping('Date', 'dd/MM/yyyy', ['Description'], indicator('Amount', 'Column 4')),
    lines: [['2026-03-02', 10000, 'IBG ASL-2026-0042']],
  },
  {
    name: 'XLSX: real date and number cells under a merged title',
    fileName: 'statement.xlsx',
    file: () =>
      xlsx([
        {
          name: 'Statement',
          rows: [
            ['ACADEMY SDN BHD: current account statement', null, null, null, null],
            ['Account', '514012345678'],
            [],
            ['Date', 'Description', 'Debit', 'Credit', 'Balance'],
            [sheetDay('2026-03-02', '09:30:00'), 'IBG CREDIT ASL-2026-0042', null, 1500, 11500],
            [sheetDay('2026-03-03'), 'SERVICE CHARGE', 0.5, null, 11499.5],
            [sheetDay('2026-03-05'), 'DUITNOW ASL-2026-0043', null, 250.75, 11750.25],
          ],
          merges: ['A1:E1'],
          formats: { C: '#,##0.00', D: '#,##0.00', E: '#,##0.00' },
        },
      ]),
    mapping: SIMPLE,
    lines: [
      ['2026-03-02', 150000, 'IBG CREDIT ASL-2026-0042'],
      ['2026-03-05', 25075, 'DUITNOW ASL-2026-0043'],
    ],
  },
  {
    name: 'XLSX: a summary sheet first, text dates, an amount from a formula',
    file: () =>
      xlsx([
        {
          name: 'Summary',
          rows: [
            ['Opening balance', 10000],
            ['Closing balance', 10499],
          ],
        },
        {
          name: 'Transaksi',
          rows: [
            ['Tarikh', 'Keterangan', 'Amaun'],
            ['02/03/2026', 'IBG ASL-2026-0042', { formula: '100*5', result: 500 }],
            ['03/03/2026', 'CAJ', -1],
          ],
        },
      ]),
    mapping: mapping('Tarikh', 'dd/MM/yyyy', ['Keterangan'], signed('Amaun')),
    lines: [['2026-03-02', 50000, 'IBG ASL-2026-0042']],
  },
  {
    name: 'XLSX: negative numbers as a signed amount and a wrapped description',
    file: () =>
      xlsx([
        {
          name: 'Sheet1',
          rows: [
            ['Entry Date', 'Transaction Description', 'Transaction Amount'],
            [sheetDay('2026-03-02'), 'IBG CREDIT', 7875],
            [null, 'ASL-2026-0042', null],
            [sheetDay('2026-03-03'), 'SERVICE CHARGE', -0.5],
          ],
        },
      ]),
    mapping: mapping(
      'Entry Date',
      'dd/MM/yy',
      ['Transaction Description'],
      signed('Transaction Amount'),
    ),
    lines: [['2026-03-02', 787500, 'IBG CREDIT ASL-2026-0042']],
  },
  {
    name: 'XLSX: a date cell from the year 1900 is skipped',
    file: () =>
      xlsx([
        {
          name: 'Sheet1',
          rows: [
            ['Date', 'Description', 'Credit'],
            [sheetDay('1900-01-10'), 'TYPO', 5],
            [sheetDay('2026-03-02'), 'IBG', 5],
          ],
        },
      ]),
    mapping: SIMPLE,
    lines: [['2026-03-02', 500, 'IBG']],
    skipped: [[1, 'year 1900']],
  },
]

describe('the statement reader on the shapes banks export', () => {
  it('has at least forty shapes, each named once', () => {
    expect(SHAPES.length).toBeGreaterThanOrEqual(40)
    expect(new Set(SHAPES.map((shape) => shape.name)).size).toBe(SHAPES.length)
  })

  it.each(SHAPES)('$name', async (shape) => {
    const table = await readStatementFile(await shape.file(), shape.fileName ?? 'statement.csv')
    const { lines, skipped } = parseStatement(table, shape.mapping)
    expect(
      lines.map(({ date, amountSen, description, payer }) => [date, amountSen, description, payer]),
    ).toEqual(
      shape.lines.map(([date, amountSen, description, payer]) => [
        date,
        amountSen,
        description,
        payer ?? null,
      ]),
    )
    expect(skipped).toEqual(
      (shape.skipped ?? []).map(([row, reason]) => ({
        row,
        reason: expect.stringContaining(reason),
      })),
    )
  })
})
