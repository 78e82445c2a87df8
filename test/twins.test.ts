/**
 * The Stream twins of paged lists added beside their calls (`Activities.listPublicStream`, …), seen from a loopback
 * server: three pages asked for in order (`page=0,1,2`, the rest of the query and any body the same on each), and
 * every item of them out; a page whose count sits in `pagination`, and the one answer of IngestionContent that is
 * no page, are read as their descriptions give them. Then each twin through the promise facade, an async iterable.
 */
import { describe, expect, it } from "@effect/vitest"
import * as Stream from "effect/Stream"
import type { CoveoClient } from "../src/Http/PlatformClient.ts"
import * as Activities from "../src/Platform/Activity/Activities.ts"
import * as FacetFieldConfigurations from "../src/Platform/Commerce/FacetFieldConfigurations.ts"
import * as IpxInterfaces from "../src/Platform/Interfaces/IpxInterfaces.ts"
import * as Agents from "../src/Platform/KnowledgeGenAI/Agents.ts"
import * as IngestionContent from "../src/Platform/Sources/IngestionContent.ts"
import * as SourceMetadata from "../src/Platform/Sources/SourceMetadata.ts"
import * as Sources from "../src/Platform/Sources/Sources.ts"
import { createPlatformClient } from "../src/promise/index.ts"
import { ORG, run, TOKEN } from "./support/client.ts"
import { type Recorded, useServer } from "./support/server.ts"

const server = useServer()

const pageOf = (req: Recorded) => Number(new URLSearchParams(req.query).get("page"))

/**
 * Answers page N of three with the items `<prefix>N.0` and `<prefix>N.1` under `key`: with `totalPages` and
 * `totalEntries` beside them, or in `pagination` (`{ page, perPage, totalItems, totalPages }`).
 */
const threePages = (key: string, prefix: string, counter?: "pagination") => (req: Recorded) => {
  const page = pageOf(req)
  const items = page < 3 ? [0, 1].map((i) => ({ id: `${prefix}${page}.${i}` })) : []
  const count = counter === undefined
    ? { totalEntries: 6, totalPages: 3 }
    : { pagination: { page, perPage: 2, totalItems: 6, totalPages: 3 } }
  return { status: 200, body: { [key]: items, ...count } }
}

const ids = (prefix: string) => [0, 1, 2].flatMap((page) => [0, 1].map((i) => `${prefix}${page}.${i}`))

/** Collects a twin's stream against the server; the items' ids. */
const collect = async (stream: Stream.Stream<unknown, unknown, CoveoClient>) =>
  (await run(server, Stream.runCollect(stream))).map((item) => (item as { readonly id?: string }).id)

const wire = () => server.requests.map((r) => ({ method: r.method, path: r.path, query: r.query, body: r.text }))

const pages = (method: string, path: string, query: (page: number) => string, body = "") =>
  [0, 1, 2].map((page) => ({ method, path, query: query(page), body }))

const facet: Activities.ActivityListingFilters = { sections: ["CONTENT"], operations: ["CREATE"] }

describe("Stream twins of paged lists: three pages on the wire, every item out", () => {
  it("Activities.listPublicStream posts the filters with each page of the public activities", async () => {
    server.handler = threePages("items", "a")
    const stream = Activities.listPublicStream({ perPage: 2, from: "2024-01-01T00:00:00.000Z" }, facet)
    expect(await collect(stream)).toEqual(ids("a"))
    expect(wire()).toEqual(
      pages("POST", `/rest/organizations/${ORG}/activities/public`,
        (p) => `page=${p}&perPage=2&from=2024-01-01T00%3A00%3A00.000Z`, JSON.stringify(facet))
    )
  })

  it("Activities.listIncludingInternalStream posts the filters with each page, the internal activities included", async () => {
    server.handler = threePages("items", "i")
    const internal: Activities.ActivityListingFilters = { sections: ["INTERNAL"] }
    expect(await collect(Activities.listIncludingInternalStream({ perPage: 2 }, internal))).toEqual(ids("i"))
    expect(wire()).toEqual(
      pages("POST", `/rest/organizations/${ORG}/activities`, (p) => `page=${p}&perPage=2`, JSON.stringify(internal))
    )
  })

  it("Activities.listPublicStream without filters posts `{}` with each page, as the call does", async () => {
    server.handler = threePages("items", "a")
    expect(await collect(Activities.listPublicStream())).toEqual(ids("a"))
    expect(wire()).toEqual(pages("POST", `/rest/organizations/${ORG}/activities/public`, (p) => `page=${p}`, "{}"))
  })

  it("Sources.listOperationalStatusAll reads every page of sources of a status", async () => {
    server.handler = threePages("sourceModels", "s")
    const stream = Sources.listOperationalStatusAll({ sourceOperationalStatus: "LAST_OPERATION_IN_ERROR", perPage: 2 })
    expect(await collect(stream)).toEqual(ids("s"))
    expect(wire()).toEqual(
      pages("GET", `/rest/organizations/${ORG}/sources/sourceoperationalstatus`,
        (p) => `page=${p}&perPage=2&sourceOperationalStatus=LAST_OPERATION_IN_ERROR`)
    )
  })

  it("SourceMetadata.getReportAll reads every page of a source's metadata report", async () => {
    server.handler = threePages("items", "m")
    const stream = SourceMetadata.getReportAll("src 1", { perPage: 2, order: "ASC" })
    expect(await collect(stream)).toEqual(ids("m"))
    expect(wire()).toEqual(
      pages("GET", `/rest/organizations/${ORG}/sources/src%201/metadata`, (p) => `page=${p}&perPage=2&order=ASC`)
    )
  })

  it("Agents.listAll reads the count in `pagination`", async () => {
    server.handler = threePages("items", "g", "pagination")
    expect(await collect(Agents.listAll({ perPage: 2 }))).toEqual(ids("g"))
    expect(wire()).toEqual(pages("GET", `/api/preview/organizations/${ORG}/agents`, (p) => `page=${p}&perPage=2`))
  })

  it("Agents.listAll fetches pages ahead with concurrency, no more than `pagination` counts", async () => {
    server.handler = threePages("items", "g", "pagination")
    expect(await collect(Agents.listAll({}, { concurrency: 8 }))).toEqual(ids("g"))
    expect(server.requests.map((r) => r.query)).toEqual(["page=0", "page=1", "page=2"])
  })

  it("FacetFieldConfigurations.listAll reads the count in `pagination`", async () => {
    server.handler = threePages("items", "f", "pagination")
    expect(await collect(FacetFieldConfigurations.listAll("t 1", { perPage: 2 }))).toEqual(ids("f"))
    expect(wire()).toEqual(
      pages("GET", `/rest/organizations/${ORG}/commerce/v2/tracking-ids/t%201/facet/fields`,
        (p) => `page=${p}&perPage=2`)
    )
  })

  it("IngestionContent.getMetadataNamesAll reads every page of names", async () => {
    server.handler = (req) => {
      const page = pageOf(req)
      return { status: 200, body: { items: [`n${page}.0`, `n${page}.1`], totalEntries: 6, totalPages: 3 } }
    }
    const names = await run(server,
      Stream.runCollect(IngestionContent.getMetadataNamesAll({ sourceId: "s 1", objectType: "product", perPage: 2 })))
    expect(names).toEqual(ids("n"))
    expect(wire()).toEqual(
      pages("GET", `/rest/organizations/${ORG}/ingestioncontent/source/s%201/metadata`,
        (p) => `objectType=product&page=${p}&perPage=2`)
    )
  })

  it("IngestionContent.getMetadataNamesAll reads an answer of `{ metadataNames }` as the only page", async () => {
    server.handler = () => ({ status: 200, body: { metadataNames: ["title", "price"] } })
    const names = await run(server,
      Stream.runCollect(IngestionContent.getMetadataNamesAll({ sourceId: "s1", objectType: "product", version: 1 })))
    expect(names).toEqual(["title", "price"])
    expect(wire()).toEqual([{
      method: "GET",
      path: `/rest/organizations/${ORG}/ingestioncontent/source/s1/metadata`,
      query: "objectType=product&version=1&page=0",
      body: ""
    }])
  })

  it("IpxInterfaces.listVersionsAll reads every page of an interface's versions", async () => {
    server.handler = threePages("items", "v")
    const stream = IpxInterfaces.listVersionsAll({ interfaceId: "x 1", perPage: 2, order: "desc" })
    expect(await collect(stream)).toEqual(ids("v"))
    expect(wire()).toEqual(
      pages("GET", `/rest/organizations/${ORG}/ipxinterface/v1/interfaces/x%201/versions`,
        (p) => `page=${p}&perPage=2&order=desc`)
    )
  })

  it("a twin stops fetching when the consumer stops", async () => {
    server.handler = threePages("items", "a")
    const first = await run(server, Stream.runCollect(Stream.take(Activities.listPublicStream({}, facet), 2)))
    expect(first.map((a) => a.id)).toEqual(["a0.0", "a0.1"])
    expect(server.requests.map((r) => r.query)).toEqual(["page=0"])
  })
})

describe("the twins in the promise facade", () => {
  it("each is an async iterable that reads the three pages", async () => {
    const client = createPlatformClient({ organizationId: ORG, accessToken: TOKEN, host: server.url })
    try {
      const twins: ReadonlyArray<readonly [string, AsyncIterable<unknown>, (req: Recorded) => unknown, string]> = [
        ["activity.listPublicStream", client.activity.listPublicStream({}, facet), threePages("items", "x"), "id"],
        [
          "activity.listIncludingInternalStream",
          client.activity.listIncludingInternalStream({}, facet),
          threePages("items", "x"),
          "id"
        ],
        [
          "source.listOperationalStatusAll",
          client.source.listOperationalStatusAll({ sourceOperationalStatus: "OK" }),
          threePages("sourceModels", "x"),
          "id"
        ],
        ["source.metadata.getReportAll", client.source.metadata.getReportAll("s1"), threePages("items", "x"), "id"],
        ["agents.listAll", client.agents.listAll(), threePages("items", "x", "pagination"), "id"],
        [
          "facetFieldConfigurations.listAll",
          client.facetFieldConfigurations.listAll("t1"),
          threePages("items", "x", "pagination"),
          "id"
        ],
        [
          "ingestionContent.getMetadataNamesAll",
          client.ingestionContent.getMetadataNamesAll({ sourceId: "s1", objectType: "product" }),
          threePages("items", "x"),
          "id"
        ],
        [
          "ipxInterface.listVersionsAll",
          client.ipxInterface.listVersionsAll({ interfaceId: "i1" }),
          threePages("items", "x"),
          "id"
        ]
      ]
      for (const [name, iterable, handler] of twins) {
        server.reset()
        server.handler = handler as (req: Recorded) => { status: number; body: unknown }
        expect(typeof iterable[Symbol.asyncIterator], name).toBe("function")
        const out: Array<unknown> = []
        for await (const item of iterable) out.push((item as { readonly id?: string }).id)
        expect({ name, out, pages: server.requests.map(pageOf) }).toEqual({ name, out: ids("x"), pages: [0, 1, 2] })
      }
    } finally {
      await client.dispose()
    }
  })
})
