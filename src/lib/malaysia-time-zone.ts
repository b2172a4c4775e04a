/** The academy works in Malaysian time, whatever zone the server or the browser runs in. */
export const MALAYSIA_TIME_ZONE = 'Asia/Kuala_Lumpur'
