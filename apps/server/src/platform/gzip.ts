/** Responses smaller than this go as they are: gzip costs more than it saves on a few hundred bytes (server.ts). */
export const GZIP_THRESHOLD = 1024;
