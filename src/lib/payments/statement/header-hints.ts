// Only hints: the proposal weighs them against the values under the header.
export const HEADER_HINTS = {
  date: /date|tarikh|\btkh\b|posted|posting/,
  valueDate: /value date|tarikh nilai|effective/,
  credit: /credit|kredit|deposit|money in|masuk|\bcr\b|received|paid in/,
  debit: /debit|withdraw|pengeluaran|money out|keluar|\bdr\b|paid out/,
  balance: /balance|baki/,
  amount: /amount|amaun|jumlah|\bamt\b|nilai/,
  indicator:
    /\b(?:dr|cr|d|c|k)\s*\/\s*(?:dr|cr|d|c|k)\b|credit\s*\/\s*debit|debit\s*\/\s*credit|type|jenis|indicator|sign|tanda/,
  payer: /sender|payer|remitter|pengirim|penghantar|pembayar|\bfrom\b|originator|\bname\b|nama/,
  notPayer: /beneficiary|penerima|account|akaun/,
  description:
    /desc|detail|particular|keterangan|butiran|perihal|narrat|remark|\bref|rujukan|transaction|transaksi|memo|purpose|tujuan|note|catatan|info|maklumat/,
} as const

export type HeaderHint = keyof typeof HEADER_HINTS

export const hints = (name: string, hint: HeaderHint): boolean =>
  HEADER_HINTS[hint].test(name.toLowerCase())
