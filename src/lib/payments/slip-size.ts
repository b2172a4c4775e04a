/** The largest bank slip a payer may upload. */
export const SLIP_MAX_BYTES = 5 * 1024 * 1024

/** Room around the file in its upload's multipart body: boundaries, part headers, its name. */
export const SLIP_MULTIPART_OVERHEAD = 64 * 1024

/** The largest upload body the slip endpoint reads; a larger declared length is refused unread. */
export const SLIP_UPLOAD_BODY_LIMIT = SLIP_MAX_BYTES + SLIP_MULTIPART_OVERHEAD

/**
 * Where a payer's bank slip is posted (the link travels in the query, the file alone in the
 * body). Beside the sizes, with nothing that signs links: the staff dashboard's upload code
 * reads the body limits, and a signing module there would bring Node's crypto to the browser.
 */
export const SLIP_UPLOAD_PATH = '/api/payment-slips/upload'
