/**
 * A 401 under a token that can change: the call asks its token source once more, telling it which token was
 * refused (a function's `refused`, an Effect's `RefusedToken`), and is sent again when the answer differs; the
 * same token, a constant token or a second 401 lets the 401 stand. Whatever the server echoes, no error shows
 * either token. Effect and promise APIs, through a loopback server.
 */
import { describe, expect, it } from "@effect/vitest"
import * as Effect from "effect/Effect"
import * as Fiber from "effect/Fiber"
import { startEmulator } from "../src/emulator/index.ts"
import { RefusedToken, type TokenRequest, type TokenSource } from "../src/Http/Config.ts"
import { withAccessToken, withCallOptions } from "../src/Http/PlatformClient.ts"
import * as Sources from "../src/Platform/Sources/Sources.ts"
import { createPlatformClient } from "../src/promise/index.ts"
import { failureOf, ORG, runExit } from "./support/client.ts"
import { useServer } from "./support/server.ts"

const OLD = "tok-old-7f3a9c21"
const NEW = "tok-new-2b8e6d54"

// Refuses every token but NEW, echoing every token it has seen since the test began.
const server = useServer((req) =>
  req.headers.authorization === `Bearer ${NEW}`
    ? { body: { id: "s1" } }
    : { status: 401, body: { message: `tokens ${server.requests.map((r) => r.headers.authorization).join(", ")}` } }
)

const sent = () => server.requests.map((r) => `${r.method} ${r.headers.authorization} ${r.text}`)

/** A token function with a cache that a refusal empties. */
const cachedToken = (next: ReadonlyArray<string>) => {
  const asked: Array<string | undefined> = []
  let cached: string | undefined
  let i = 0
  const fn = (request: TokenRequest) => {
    asked.push(request.refused)
    if (request.refused !== undefined && request.refused === cached) cached = undefined
    cached ??= next[Math.min(i++, next.length - 1)]
    return Promise.resolve(cached!)
  }
  return { fn, asked }
}

describe("a 401 under a token function", () => {
  it("asks it again with the refused token and sends the call again with the new one", async () => {
    const token = cachedToken([OLD, NEW])
    const exit = await runExit(server, Sources.get("s1"), { accessToken: token.fn })
    expect(exit).toMatchObject({ _tag: "Success", value: { id: "s1" } })
    expect(token.asked).toEqual([undefined, OLD])
    expect(sent()).toEqual([`GET Bearer ${OLD} `, `GET Bearer ${NEW} `])
    // The next call uses the refreshed token at once.
    const again = await runExit(server, Effect.andThen(Sources.get("s1"), Sources.get("s1")), {
      accessToken: token.fn
    })
    expect(again._tag).toBe("Success")
  })

  it("a body is sent again as it was (a POST)", async () => {
    const token = cachedToken([OLD, NEW])
    const exit = await runExit(server, Sources.create({ name: "docs", sourceType: "PUSH" } as never), {
      accessToken: token.fn
    })
    expect(exit._tag).toBe("Success")
    const body = JSON.stringify({ name: "docs", sourceType: "PUSH" })
    expect(sent().map((line) => line.replace(/ [^ ]*$/, ""))).toEqual([`POST Bearer ${OLD}`, `POST Bearer ${NEW}`])
    expect(server.requests.map((r) => r.text)).toEqual([body, body])
  })

  it("the same token again lets the 401 stand: one request", async () => {
    const token = cachedToken([OLD])
    const exit = await runExit(server, Sources.get("s1"), { accessToken: () => OLD })
    expect(failureOf(exit)).toMatchObject({ _tag: "HttpError", status: 401 })
    expect(sent()).toEqual([`GET Bearer ${OLD} `])
    const cached = await runExit(server, Sources.get("s1"), { accessToken: token.fn })
    expect(failureOf(cached)).toMatchObject({ _tag: "HttpError", status: 401 })
    expect(token.asked).toEqual([undefined, OLD])
  })

  it("a second 401 stands: the token is asked for once per call", async () => {
    const token = cachedToken([OLD, "tok-other-9d1c4e77", NEW])
    const exit = await runExit(server, Sources.get("s1"), { accessToken: token.fn })
    const error = failureOf(exit)
    expect(error).toMatchObject({ _tag: "HttpError", status: 401 })
    expect(token.asked).toEqual([undefined, OLD])
    expect(server.requests).toHaveLength(2)
    // The server echoed both tokens: neither shows in the error.
    const shown = [String(error), JSON.stringify(error), (error as Error).message].join(" ")
    expect(shown).toContain("<redacted>")
    for (const t of [OLD, "tok-other-9d1c4e77"]) expect(shown).not.toContain(t)
  })

  it("a constant token is not asked again: one request", async () => {
    const exit = await runExit(server, Sources.get("s1"), { accessToken: OLD })
    expect(failureOf(exit)).toMatchObject({ _tag: "HttpError", status: 401 })
    expect(server.requests).toHaveLength(1)
  })

  it("other failures do not ask again: a 403", async () => {
    server.handler = () => ({ status: 403, body: {} })
    const token = cachedToken([OLD, NEW])
    const exit = await runExit(server, Sources.get("s1"), { accessToken: token.fn })
    expect(failureOf(exit)).toMatchObject({ _tag: "HttpError", status: 403 })
    expect(token.asked).toEqual([undefined])
  })

  it("a token function that throws when asked again fails the call with InvalidInput", async () => {
    const exit = await runExit(server, Sources.get("s1"), {
      accessToken: ({ refused }) => {
        if (refused !== undefined) throw new Error("vault down")
        return OLD
      }
    })
    expect(failureOf(exit)).toMatchObject({ _tag: "InvalidInput", call: "Sources.get" })
    expect(server.requests).toHaveLength(1)
  })
})

describe("a 401 under an Effect token source", () => {
  it("it reads RefusedToken and answers another", async () => {
    const asked: Array<string | undefined> = []
    const source = Effect.gen(function*() {
      const refused = yield* RefusedToken
      asked.push(refused)
      return refused === undefined ? OLD : NEW
    })
    const exit = await runExit(server, Sources.get("s1"), { accessToken: source })
    expect(exit).toMatchObject({ _tag: "Success", value: { id: "s1" } })
    expect(asked).toEqual([undefined, OLD])
    expect(sent()).toEqual([`GET Bearer ${OLD} `, `GET Bearer ${NEW} `])
  })

  it("withAccessToken's token is asked the same way", async () => {
    const token = cachedToken([OLD, NEW])
    const exit = await runExit(server, withAccessToken(token.fn)(Sources.get("s1")), { accessToken: "configured" })
    expect(exit._tag).toBe("Success")
    expect(token.asked).toEqual([undefined, OLD])
    expect(sent()).toEqual([`GET Bearer ${OLD} `, `GET Bearer ${NEW} `])
  })
})

describe("a 401's resend", () => {
  it("waits out a Retry-After pause that another call met meanwhile", async () => {
    const seen: Array<readonly [string, number]> = []
    server.handler = (req) => {
      seen.push([`${req.path.split("/").pop()} ${req.headers.authorization}`, Date.now()])
      if (req.path.endsWith("/y")) return { status: 429, headers: { "retry-after": "1" }, body: {} }
      return req.headers.authorization === `Bearer ${NEW}` ? { body: { id: "x" } } : { status: 401, body: {} }
    }
    const program = Effect.gen(function*() {
      const x = yield* Effect.forkChild(Sources.get("x"))
      // Once x has been refused and is asking for a new token, y meets a 429 with a one-second Retry-After.
      yield* Effect.sleep("50 millis")
      const y = yield* Effect.forkChild(Effect.exit(withCallOptions({ retry: { attempts: 1 } })(Sources.get("y"))))
      return yield* Effect.all([Fiber.join(x), Fiber.join(y)])
    })
    const accessToken = ({ refused }: TokenRequest) =>
      refused === undefined ? OLD : new Promise<string>((resolve) => setTimeout(() => resolve(NEW), 150))
    const exit = await runExit(server, program, { accessToken })
    expect(exit._tag).toBe("Success")
    const at = (label: string) => seen.find(([l]) => l === label)![1]
    expect(seen.map(([label]) => label)).toEqual([`x Bearer ${OLD}`, `y Bearer ${OLD}`, `x Bearer ${NEW}`])
    expect(at(`x Bearer ${NEW}`) - at(`y Bearer ${OLD}`)).toBeGreaterThanOrEqual(900)
  })

  it("a token source that makes a call of its own does not pass the refused token on to it", async () => {
    server.handler = (req) =>
      req.path.endsWith("/inner") || req.headers.authorization === `Bearer ${NEW}`
        ? { body: { id: "ok" } }
        : { status: 401, body: {} }
    const inner: Array<string | undefined> = []
    const source = Effect.gen(function*() {
      const refused = yield* RefusedToken
      // Mints its token through a call under another credential, as a token exchange would.
      yield* withAccessToken(({ refused }: TokenRequest) => {
        inner.push(refused)
        return "inner-token-5c2a"
      })(Sources.get("inner"))
      return refused === undefined ? OLD : NEW
    })
    // Its type asks for no client and admits no call's error; at run time the calling client is there.
    const exit = await runExit(server, Sources.get("s1"), { accessToken: source as unknown as TokenSource })
    expect(exit).toMatchObject({ _tag: "Success", value: { id: "ok" } })
    expect(inner).toEqual([undefined, undefined])
  })
})

describe("a 401 in the promise API", () => {
  it("the token function is asked with the refused token, and the call resolves", async () => {
    const token = cachedToken([OLD, NEW])
    const client = createPlatformClient({ organizationId: ORG, accessToken: token.fn, host: server.url })
    try {
      await expect(client.source.get("s1")).resolves.toEqual({ id: "s1" })
      expect(token.asked).toEqual([undefined, OLD])
      expect(sent()).toEqual([`GET Bearer ${OLD} `, `GET Bearer ${NEW} `])
    } finally {
      await client.dispose()
    }
  })
})

describe("against the emulator", () => {
  it("a token revoked while a client runs: the token function mints another, and the calls go on", async () => {
    const emulator = await startEmulator({ accessToken: "minted-1-6a4f" })
    let minted = 1
    let current = emulator.accessToken
    const client = createPlatformClient({
      ...emulator.clientOptions,
      accessToken: ({ refused }) => {
        if (refused !== undefined && refused === current) {
          // What a vault or an OAuth refresh would do: a new token, which the platform accepts from now on.
          current = `minted-${++minted}-6a4f`
          emulator.tokens.add({ token: current })
        }
        return current
      }
    })
    try {
      const before = await client.source.list()
      emulator.tokens.revoke("minted-1-6a4f")
      const after = await client.source.list()
      expect(after?.totalEntries).toBe(before?.totalEntries)
      expect(emulator.requests().slice(-3).map((r) => r.status)).toEqual([200, 401, 200])
      expect(minted).toBe(2)
    } finally {
      await client.dispose()
      await emulator.stop()
    }
  })
})
