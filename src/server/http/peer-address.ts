// Set from the socket by request-guards.ts over whatever a client sent: Next fills X-Forwarded-For
// only when the client sent none, so a forged header would otherwise decide who a client is.
export const PEER_ADDRESS_HEADER = 'x-academy-peer-address'
