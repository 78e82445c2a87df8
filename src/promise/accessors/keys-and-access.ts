/**
 * Accessors of the promise client 60.4 for API key templates, AWS instances, the
 * current user's invites, organization access and resources, named as
 * `@coveo/platform-client` names them; and the promise forms of calls whose
 * promise shape takes more than the Effect call does (several API key ids at
 * once, a license section left out).
 *
 * @module
 */
import type * as Effect from "effect/Effect"
import type { CallError } from "../../Errors/index.ts"
import type { CoveoClient } from "../../Http/PlatformClient.ts"
import * as ApiKeys from "../../Platform/Authorization/ApiKeys.ts"
import * as ApiKeyTemplates from "../../Platform/Authorization/ApiKeyTemplates.ts"
import * as Invites from "../../Platform/Authorization/Invites.ts"
import * as OrganizationAccess from "../../Platform/Authorization/OrganizationAccess.ts"
import * as Aws from "../../Platform/Indexes/Aws.ts"
import * as License from "../../Platform/Organization/License.ts"
import * as Resources from "../../Platform/Projects/Resources.ts"
import type { Node } from "../Facade.ts"

/** Accessor name → [module, nested accessors]. */
export const keysAndAccessAccessors = {
  apiKeyTemplate: [ApiKeyTemplates],
  aws: [Aws],
  invites: [Invites],
  organizationAccess: [OrganizationAccess],
  resources: [Resources]
} as const satisfies Readonly<Record<string, Node>>

// As the promise client 60.4 does: more than one id goes to the bulk call, a single one (alone or in an array)
// to the call on that key. A key model (the specification's form) goes to the call on that key, as its body.
const several = (ids: ApiKeys.ApiKeyModel | string | ReadonlyArray<string>): ids is ReadonlyArray<string> =>
  Array.isArray(ids) && ids.length > 1
const one = (ids: ApiKeys.ApiKeyModel | string | ReadonlyArray<string>): ApiKeys.ApiKeyModel | string =>
  Array.isArray(ids) ? ids[0] : ids as ApiKeys.ApiKeyModel | string

/** `apiKey.delete`, `apiKey.activate` and `apiKey.disable` as the promise client 60.4 takes them: one id or several. */
export const apiKeyPromiseForms = {
  delete: (apiKeyIds: string | ReadonlyArray<string>) =>
    several(apiKeyIds) ? ApiKeys.deleteBulk(apiKeyIds) : ApiKeys.delete(one(apiKeyIds) as string),
  activate: (
    apiKeyIds: ApiKeys.ApiKeyModel | string | ReadonlyArray<string>
  ) => several(apiKeyIds) ? ApiKeys.activateBulk(apiKeyIds) : ApiKeys.activate(one(apiKeyIds)),
  disable: (
    apiKeyIds: ApiKeys.ApiKeyModel | string | ReadonlyArray<string>
  ) => several(apiKeyIds) ? ApiKeys.disableBulk(apiKeyIds) : ApiKeys.disable(one(apiKeyIds))
}

/** `license.get` as the promise client 60.4 takes it: without a section, the whole license. */
export const licensePromiseForms = {
  get: (
    sectionName?: License.LicenseSection
  ): Effect.Effect<License.LicenseModel | License.LicenseSectionModel, CallError<"GET">, CoveoClient> =>
    sectionName ? License.get(sectionName) : License.full()
}
