/**
 * The README's two examples, kept here so that `npm run typecheck` checks them.
 * Importing this module runs nothing.
 */
import * as Effect from "effect/Effect"
import * as Stream from "effect/Stream"
import { layer } from "../src/Http/index.ts"
import * as Sources from "../src/Platform/Sources.ts"
import { createPlatformClient } from "../src/promise/index.ts"

/** The Effect-style example. */
export const effectStyle = async () => {
  const program = Effect.gen(function*() {
    // every source, page after page, fetched lazily
    const pushSources = yield* Sources.listAll({ perPage: 100 }).pipe(
      Stream.filter((s) => s.sourceType === "PUSH"),
      Stream.runCollect
    )
    for (const source of pushSources) yield* Sources.rebuild(source.id!)
    return pushSources.length
  }).pipe(
    Effect.catchTag("HttpError", (e) => Effect.logError(`${e.status} ${e.requestId}: ${e.message}`).pipe(Effect.as(0)))
  )

  const rebuilt = await Effect.runPromise(program.pipe(
    Effect.provide(layer({ organizationId: "my-org", accessToken: process.env.COVEO_TOKEN!, region: "eu" }))
  ))
  return rebuilt
}

/** The promise-style example. */
export const promiseStyle = async (getToken: () => string) => {
  const client = createPlatformClient({ organizationId: "my-org", accessToken: () => getToken() })
  await client.initialize() // checks the token; client.currentUser
  const page = await client.source.list({ perPage: 50 })
  for (const source of page?.sourceModels ?? []) {
    await client.source.rebuild(source.id!)
  }
  for await (const field of client.source.field.listAll()) console.log(field.name)
  try {
    await client.source.get("missing")
  } catch (error) {
    // the HttpError instance; the error body's fields are on it (error.errorCode)
  }
  await client.dispose()
}
