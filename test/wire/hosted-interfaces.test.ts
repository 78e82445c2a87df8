import { describe, expect, it } from "@effect/vitest"
import * as HostedPages from "../../src/Platform/Interfaces/HostedPages.ts"
import * as InsightPanelInterfaces from "../../src/Platform/Interfaces/InsightPanelInterfaces.ts"
import * as IpxInterfaces from "../../src/Platform/Interfaces/IpxInterfaces.ts"
import { createPlatformClient } from "../../src/promise/index.ts"
import { ORG, TOKEN } from "../support/client.ts"
import { useServer } from "../support/server.ts"
import { wireSuite } from "../support/wire.ts"

const org = "/rest/organizations/my-org"

// --- platform/hostedpages ----------------------------------------------------

const hosted = `${org}/hostedpages`
const newPage = {
  name: "Support",
  html: "<main id=\"search\"></main>",
  javascript: [{ isModule: true, url: "https://static.example.com/atomic.esm.js" }],
  css: [{ inlineContent: "main { margin: 0 }" }]
}
const storedPage = {
  id: "hp1",
  ...newPage,
  created: "2026-01-05T10:00:00Z",
  createdBy: "ada@example.com",
  updated: "2026-01-05T10:00:00Z",
  updatedBy: "ada@example.com"
}

wireSuite("platform/hostedpages", [
  {
    name: "HostedPages.list",
    call: HostedPages.list(),
    method: "GET",
    path: hosted,
    reply: { body: { items: [storedPage], totalEntries: 1, totalPages: 1 } }
  },
  {
    name: "HostedPages.list",
    call: HostedPages.list({ page: 1, perPage: 5, filter: "Supp", order: "desc" }),
    method: "GET",
    path: hosted,
    query: "page=1&perPage=5&filter=Supp&order=desc",
    reply: { body: { items: [], totalEntries: 1, totalPages: 1 } }
  },
  {
    name: "HostedPages.create",
    call: HostedPages.create(newPage),
    method: "POST",
    path: hosted,
    body: newPage,
    reply: { body: storedPage }
  },
  {
    name: "HostedPages.get",
    call: HostedPages.get("hp1"),
    method: "GET",
    path: `${hosted}/hp1`,
    reply: { body: storedPage }
  },
  {
    // The id picks the path and is left out of the body.
    name: "HostedPages.update",
    call: HostedPages.update({ id: "hp 1", name: "Support", html: "<main></main>" }),
    method: "PUT",
    path: `${hosted}/hp%201`,
    body: { name: "Support", html: "<main></main>" },
    reply: { body: { ...storedPage, html: "<main></main>" } }
  },
  {
    name: "HostedPages.delete",
    call: HostedPages.delete("hp1"),
    method: "DELETE",
    path: `${hosted}/hp1`,
    reply: { status: 204 }
  }
], [HostedPages])

// --- platform/ipxinterfaces --------------------------------------------------

const ipx = `${org}/ipxinterface/v1/interfaces`
const ipxConfig = {
  name: "Help widget",
  facets: [{ field: "source", label: "Source" }],
  tabs: [{ label: "All", conditions: [] }],
  container: { usesTargetSelector: false, button: { label: "Help" } },
  style: { fontFamily: "Inter", colors: { primary: "#1372EC" } },
  settings: { smartSnippets: { enabled: true } }
}
const storedIpx = {
  id: "ipx1",
  ...ipxConfig,
  created: "2026-01-05T10:00:00Z",
  createdBy: "ada@example.com",
  updated: "2026-01-05T10:00:00Z",
  updatedBy: "ada@example.com"
}
const markup = "<atomic-search-interface></atomic-search-interface>"

wireSuite("platform/ipxinterfaces", [
  {
    name: "IpxInterfaces.list",
    call: IpxInterfaces.list(),
    method: "GET",
    path: ipx,
    reply: { body: { items: [storedIpx], totalEntries: 1, totalPages: 1 } }
  },
  {
    name: "IpxInterfaces.list",
    call: IpxInterfaces.list({ page: 0, perPage: 20, filter: "Help", order: "asc" }),
    method: "GET",
    path: ipx,
    query: "page=0&perPage=20&filter=Help&order=asc",
    reply: { body: { items: [storedIpx], totalEntries: 1, totalPages: 1 } }
  },
  {
    name: "IpxInterfaces.create",
    call: IpxInterfaces.create(ipxConfig),
    method: "POST",
    path: ipx,
    body: ipxConfig,
    reply: { status: 201, body: storedIpx }
  },
  {
    name: "IpxInterfaces.get",
    call: IpxInterfaces.get("ipx1"),
    method: "GET",
    path: `${ipx}/ipx1`,
    reply: { body: storedIpx }
  },
  {
    // The id is an argument of its own; the whole configuration is the body.
    name: "IpxInterfaces.update",
    call: IpxInterfaces.update("ipx1", { ...ipxConfig, name: "Help" }),
    method: "PUT",
    path: `${ipx}/ipx1`,
    body: { ...ipxConfig, name: "Help" },
    reply: { body: { ...storedIpx, name: "Help" } }
  },
  {
    name: "IpxInterfaces.delete",
    call: IpxInterfaces.delete("ipx1"),
    method: "DELETE",
    path: `${ipx}/ipx1`,
    reply: { status: 204 }
  },
  {
    name: "IpxInterfaces.getLoader",
    call: IpxInterfaces.getLoader("ipx1"),
    method: "GET",
    path: `${ipx}/ipx1/loader`,
    reply: { body: storedIpx }
  },
  {
    // The markup comes back as text (the description answers text/html).
    name: "IpxInterfaces.generatePreview",
    call: IpxInterfaces.generatePreview("ipx1", ipxConfig),
    method: "POST",
    path: `${ipx}/ipx1/preview`,
    body: ipxConfig,
    reply: { headers: { "content-type": "text/html" }, body: markup }
  },
  {
    name: "IpxInterfaces.getEditInterface",
    call: IpxInterfaces.getEditInterface("ipx1"),
    method: "GET",
    path: `${ipx}/ipx1/edit`,
    reply: { headers: { "content-type": "text/html" }, body: "<html><body>builder</body></html>" }
  },
  {
    name: "IpxInterfaces.getLoginPage",
    call: IpxInterfaces.getLoginPage("ipx1"),
    method: "GET",
    path: `${ipx}/ipx1/login`,
    reply: { headers: { "content-type": "text/html" }, body: "<html><body>login</body></html>" }
  },
  {
    name: "IpxInterfaces.getToken",
    call: IpxInterfaces.getToken("ipx1"),
    method: "GET",
    path: `${ipx}/ipx1/token`,
    reply: { body: { token: "search-token" } }
  }
], [IpxInterfaces])

// --- platform/insightpanelinterfaces ------------------------------------------

const insight = `${org}/insightinterface/v1/interfaces`
const insightConfig = {
  name: "Agent panel",
  resultTemplates: [{ name: "Default", layout: "default" as const, conditions: [] }],
  facets: [{ field: "source", label: "Source" }],
  tabs: [{ label: "All", conditions: [] }],
  settings: { createArticle: { enabled: false }, fullSearch: { enabled: true } }
}
const storedInsight = { id: "ip1", ...insightConfig }
const change = { by: "ada@example.com", date: "2026-01-05T10:00:00Z" }
const version = { version: 2, label: "Spring", created: change, updated: change, isPublished: true }

wireSuite("platform/insightpanelinterfaces", [
  {
    name: "InsightPanelInterfaces.list",
    call: InsightPanelInterfaces.list(),
    method: "GET",
    path: insight,
    reply: { body: { items: [storedInsight], totalEntries: 1, totalPages: 1 } }
  },
  {
    name: "InsightPanelInterfaces.list",
    call: InsightPanelInterfaces.list({ page: 0, perPage: 10, filter: "Agent", order: "asc" }),
    method: "GET",
    path: insight,
    query: "page=0&perPage=10&filter=Agent&order=asc",
    reply: { body: { items: [storedInsight], totalEntries: 1, totalPages: 1 } }
  },
  {
    name: "InsightPanelInterfaces.create",
    call: InsightPanelInterfaces.create(insightConfig),
    method: "POST",
    path: insight,
    body: insightConfig,
    reply: { status: 201, body: storedInsight }
  },
  {
    // The promise client's versionLabel travels with the configuration.
    name: "InsightPanelInterfaces.create",
    call: InsightPanelInterfaces.create({ ...insightConfig, versionLabel: "First" }),
    method: "POST",
    path: insight,
    body: { ...insightConfig, versionLabel: "First" },
    reply: { status: 201, body: storedInsight }
  },
  {
    name: "InsightPanelInterfaces.get",
    call: InsightPanelInterfaces.get("ip1"),
    method: "GET",
    path: `${insight}/ip1`,
    reply: { body: storedInsight }
  },
  {
    // The id picks the path and is left out of the body.
    name: "InsightPanelInterfaces.update",
    call: InsightPanelInterfaces.update({ id: "ip1", ...insightConfig, versionLabel: "Spring" }),
    method: "PUT",
    path: `${insight}/ip1`,
    body: { ...insightConfig, versionLabel: "Spring" },
    reply: { body: storedInsight }
  },
  {
    name: "InsightPanelInterfaces.delete",
    call: InsightPanelInterfaces.delete("ip1"),
    method: "DELETE",
    path: `${insight}/ip1`,
    reply: { status: 204 }
  },
  {
    name: "InsightPanelInterfaces.listVersions",
    call: InsightPanelInterfaces.listVersions("ip1"),
    method: "GET",
    path: `${insight}/ip1/versions`,
    reply: { body: { items: [version], totalEntries: 1, totalPages: 1 } }
  },
  {
    name: "InsightPanelInterfaces.listVersions",
    call: InsightPanelInterfaces.listVersions("ip1", { page: 1, perPage: 25, filter: "Spr", order: "desc" }),
    method: "GET",
    path: `${insight}/ip1/versions`,
    query: "page=1&perPage=25&filter=Spr&order=desc",
    reply: { body: { items: [], totalEntries: 1, totalPages: 1 } }
  },
  {
    name: "InsightPanelInterfaces.getVersion",
    call: InsightPanelInterfaces.getVersion("ip1", 2),
    method: "GET",
    path: `${insight}/ip1/versions/2`,
    reply: { body: { ...version, configuration: storedInsight } }
  },
  {
    name: "InsightPanelInterfaces.restoreVersion",
    call: InsightPanelInterfaces.restoreVersion("ip1", 2, { label: "Back to spring" }),
    method: "POST",
    path: `${insight}/ip1/versions/2/restore`,
    body: { label: "Back to spring" },
    reply: { body: storedInsight }
  },
  {
    name: "InsightPanelInterfaces.updateVersionLabel",
    call: InsightPanelInterfaces.updateVersionLabel("ip1", 2, { label: "Spring sale" }),
    method: "PUT",
    path: `${insight}/ip1/versions/2/label`,
    body: { label: "Spring sale" },
    reply: { body: { ...version, label: "Spring sale" } }
  }
], [InsightPanelInterfaces])

// --- the promise client's accessors -------------------------------------------

describe("promise facade: hostedPages, ipxInterface, insightPanelInterface, ipx.searchPages", () => {
  const server = useServer()
  const client = () => createPlatformClient({ organizationId: ORG, accessToken: TOKEN, host: server.url })

  it("reaches the calls under the promise client's accessors, with its arguments", async () => {
    const c = client()
    try {
      server.reply(
        { body: { items: [storedPage], totalEntries: 1, totalPages: 1 } },
        { body: storedPage },
        { body: { token: "search-token" } },
        { headers: { "content-type": "text/html" }, body: markup },
        { body: storedInsight },
        { body: { ...version, configuration: storedInsight } },
        { status: 204 },
        { body: { header: "h" } }
      )
      expect(await c.hostedPages.list({ filter: "Supp" })).toEqual({
        items: [storedPage],
        totalEntries: 1,
        totalPages: 1
      })
      expect(await c.hostedPages.update({ id: "hp1", name: "Support", html: "<main></main>" })).toEqual(storedPage)
      expect(await c.ipxInterface.getToken("ipx1")).toEqual({ token: "search-token" })
      expect(await c.ipxInterface.generatePreview("ipx1", ipxConfig)).toBe(markup)
      expect(await c.insightPanelInterface.restoreVersion("ip1", 2, { label: "Back" })).toEqual(storedInsight)
      expect(await c.insightPanelInterface.getVersion("ip1", 2)).toEqual({ ...version, configuration: storedInsight })
      expect(await c.ipx.searchPages.deleteCssResource("x1", "theme.css")).toEqual({})
      expect(await c.ipx.searchPages.getHeaders("x1")).toEqual({ header: "h" })
      expect(server.requests.map((r) => `${r.method} ${r.url}`)).toEqual([
        `GET ${hosted}?filter=Supp`,
        `PUT ${hosted}/hp1`,
        `GET ${ipx}/ipx1/token`,
        `POST ${ipx}/ipx1/preview`,
        `POST ${insight}/ip1/versions/2/restore`,
        `GET ${insight}/ip1/versions/2`,
        `DELETE ${org}/pages/x1/header/css/theme.css`,
        `GET ${org}/pages/x1/header`
      ])
      expect(server.requests[1]!.text).toBe(JSON.stringify({ name: "Support", html: "<main></main>" }))
    } finally {
      await c.dispose()
    }
  })

  it("streams every page of the paged lists", async () => {
    const c = client()
    try {
      server.reply(
        { body: { items: [storedIpx], totalEntries: 2, totalPages: 2 } },
        { body: { items: [{ ...storedIpx, id: "ipx2" }], totalEntries: 2, totalPages: 2 } },
        { body: { items: [version], totalEntries: 1, totalPages: 1 } }
      )
      const ids: Array<string> = []
      for await (const i of c.ipxInterface.listAll({ perPage: 1 })) ids.push(i.id)
      const versions: Array<number | undefined> = []
      for await (const v of c.insightPanelInterface.listVersionsAll("ip1")) versions.push(v.version)
      expect(ids).toEqual(["ipx1", "ipx2"])
      expect(versions).toEqual([2])
      expect(server.requests.map((r) => r.url)).toEqual([
        `${ipx}?page=0&perPage=1`,
        `${ipx}?page=1&perPage=1`,
        `${insight}/ip1/versions?page=0`
      ])
    } finally {
      await c.dispose()
    }
  })
})
