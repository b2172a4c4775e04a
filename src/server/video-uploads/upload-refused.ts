export class UploadRefused extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message)
  }
}

export const refusalResponse = (refusal: UploadRefused) =>
  Response.json({ errors: [{ message: refusal.message }] }, { status: refusal.status })
