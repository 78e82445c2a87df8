/**
 * `apiKey.delete`, `apiKey.activate` and `apiKey.disable` as the promise client 60.4 takes them (one id or
 * several). A module of its own, so that the promise facade loads it with `apiKey` and nothing else.
 *
 * @module
 */
import * as ApiKeys from "../../Platform/Authorization/ApiKeys.ts"

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
