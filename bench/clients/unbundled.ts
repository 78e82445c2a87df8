/**
 * Client "unbundled": this library's promise API as bundlers and browsers get `effect-coveo-platform/promise`
 * (`dist/promise/index.js`, sharing the application's effect); before issue 18 it was also Node's.
 */
import { promiseClient } from "./facade.ts"

export const make = promiseClient("promise/index")
