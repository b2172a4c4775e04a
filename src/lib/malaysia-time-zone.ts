export const MALAYSIA_TIME_ZONE = 'Asia/Kuala_Lumpur'
