/** The one thing the web app takes from the server: the API's type (types only, no code). */
export type { ApiType } from "./app";
