/**
 * The TCP peer's address, written onto every request by the server itself (see
 * request-guards.ts). Route handlers only see headers, and Next.js fills X-Forwarded-For with
 * the socket address only when the client sent none, so a forged header would otherwise decide
 * who a client is. Whatever a client sends under this name is overwritten.
 */
export const PEER_ADDRESS_HEADER = 'x-academy-peer-address'
