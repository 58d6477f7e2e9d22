/**
 * Every API response carries the server's time in this header (epoch ms), so the timer can run on
 * the server's clock when the device's is wrong.
 */
export const SERVER_TIME_HEADER = "X-Server-Time";
