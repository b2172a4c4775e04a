export const SLIP_MAX_BYTES = 5 * 1024 * 1024

export const SLIP_MULTIPART_OVERHEAD = 64 * 1024

export const SLIP_UPLOAD_BODY_LIMIT = SLIP_MAX_BYTES + SLIP_MULTIPART_OVERHEAD

// Here beside the sizes rather than with link signing: the dashboard's upload code reads the
// limits, and a signing module would bring Node's crypto to the browser.
export const SLIP_UPLOAD_PATH = '/api/payment-slips/upload'
