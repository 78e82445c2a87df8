/**
 * `license.get` as the promise client 60.4 takes it. A module of its own, so that the promise facade loads
 * it with `license` and nothing else.
 *
 * @module
 */
import type * as Effect from "effect/Effect"
import type { CallError } from "../../Errors/index.ts"
import type { CoveoClient } from "../../Http/PlatformClient.ts"
import * as License from "../../Platform/Organization/License.ts"

/** `license.get` as the promise client 60.4 takes it: without a section, the whole license. */
export const licensePromiseForms = {
  get: (
    sectionName?: License.LicenseSection
  ): Effect.Effect<License.LicenseModel | License.LicenseSectionModel, CallError<"GET">, CoveoClient> =>
    sectionName ? License.get(sectionName) : License.full()
}
