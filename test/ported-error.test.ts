/**
 * Tests written against the promise client build its error class without fields (it is an `Error`) and set
 * them after, as mocks of a failed call: `CoveoPlatformClientError` takes that, in its type and at run time,
 * and stays the class of the client's own error answers.
 */
import { describe, expect, it } from "@effect/vitest"
import { HttpError } from "../src/Errors/index.ts"
import { CoveoPlatformClientError } from "../src/promise/index.ts"

describe("CoveoPlatformClientError, built by a ported test", () => {
  it("takes no fields, and is the HttpError class", () => {
    const mock = new CoveoPlatformClientError()
    expect(mock).toBeInstanceOf(HttpError)
    expect(mock).toBeInstanceOf(Error)
    expect(mock.status).toBeUndefined()
    expect(mock.errorBody).toBeUndefined()
    Object.assign(mock, { status: 403 })
    expect(mock.status).toBe(403)
    const answer = new CoveoPlatformClientError({
      status: 404,
      body: { errorCode: "SOURCE_NOT_FOUND", message: "gone" },
      method: "GET",
      url: "https://x/rest"
    })
    expect([answer.title, answer.detail, answer instanceof HttpError]).toEqual(["SOURCE_NOT_FOUND", "gone", true])
  })
})
