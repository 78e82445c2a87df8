import * as NextGenSearchPages from "../../src/Platform/Interfaces/NextGenSearchPages.ts"
import { wireSuite } from "../support/wire.ts"

const base = "/rest/organizations/my-org/searchpage/v1/interfaces"
const config = {
  name: "Support",
  facets: [{ field: "source", label: "Source" }],
  sortCriteria: [{ by: "relevancy", label: "Relevance" }],
  layout: "list"
} as const
const stored = { ...config, id: "sp 1", created: "2024-01-01T00:00:00.000Z", createdBy: "bob@example.com" }
const accesses = { users: ["ann@example.com"], domains: ["example.com"], sharingLinkEnabled: false }
const html = "<atomic-search-interface></atomic-search-interface>"
const text = { body: html, headers: { "content-type": "text/html" } }

wireSuite("platform/next-gen-search-pages", [
  {
    name: "NextGenSearchPages.list",
    call: NextGenSearchPages.list(),
    method: "GET",
    path: base,
    reply: { body: { items: [stored], totalEntries: 1, totalPages: 1 } }
  },
  {
    name: "NextGenSearchPages.list",
    call: NextGenSearchPages.list({ page: 1, perPage: 20, filter: "sup", order: "desc" }),
    method: "GET",
    path: base,
    query: "page=1&perPage=20&filter=sup&order=desc",
    reply: { body: { items: [], totalEntries: 1, totalPages: 1 } }
  },
  {
    name: "NextGenSearchPages.create",
    call: NextGenSearchPages.create(config),
    method: "POST",
    path: base,
    body: config,
    reply: { status: 201, body: stored }
  },
  {
    name: "NextGenSearchPages.delete",
    call: NextGenSearchPages.delete("sp 1"),
    method: "DELETE",
    path: `${base}/sp%201`,
    reply: { status: 204 }
  },
  {
    name: "NextGenSearchPages.get",
    call: NextGenSearchPages.get("sp 1"),
    method: "GET",
    path: `${base}/sp%201`,
    reply: { body: stored }
  },
  {
    name: "NextGenSearchPages.update",
    call: NextGenSearchPages.update("sp 1", { ...config, name: "Support v2" }),
    method: "PUT",
    path: `${base}/sp%201`,
    body: { ...config, name: "Support v2" },
    reply: { body: { ...stored, name: "Support v2" } }
  },
  {
    name: "NextGenSearchPages.generatePreview",
    call: NextGenSearchPages.generatePreview("sp 1", config),
    method: "POST",
    path: `${base}/sp%201/preview`,
    body: config,
    reply: text,
    result: html
  },
  {
    name: "NextGenSearchPages.getView",
    call: NextGenSearchPages.getView("sp 1"),
    method: "GET",
    path: `${base}/sp%201/preview`,
    reply: text,
    result: html
  },
  {
    name: "NextGenSearchPages.getToken",
    call: NextGenSearchPages.getToken("sp 1"),
    method: "GET",
    path: `${base}/sp%201/token`,
    reply: { body: { token: "search-token" } }
  },
  {
    name: "NextGenSearchPages.getEditInterface",
    call: NextGenSearchPages.getEditInterface("sp 1"),
    method: "GET",
    path: `${base}/sp%201/edit`,
    reply: text,
    result: html
  },
  {
    name: "NextGenSearchPages.getLoader",
    call: NextGenSearchPages.getLoader("sp 1"),
    method: "GET",
    path: `${base}/sp%201/loader`,
    reply: text,
    result: html
  },
  {
    name: "NextGenSearchPages.getLoginPage",
    call: NextGenSearchPages.getLoginPage("sp 1"),
    method: "GET",
    path: `${base}/sp%201/login`,
    reply: text,
    result: html
  },
  {
    name: "NextGenSearchPages.getAccesses",
    call: NextGenSearchPages.getAccesses("sp 1"),
    method: "GET",
    path: `${base}/sp%201/accesses`,
    reply: { body: accesses }
  },
  {
    name: "NextGenSearchPages.updateAccesses",
    call: NextGenSearchPages.updateAccesses("sp 1", accesses),
    method: "PUT",
    path: `${base}/sp%201/accesses`,
    body: accesses,
    reply: { body: accesses }
  },
  {
    name: "NextGenSearchPages.getAccessesUsers",
    call: NextGenSearchPages.getAccessesUsers("sp 1"),
    method: "GET",
    path: `${base}/sp%201/accesses/users`,
    reply: { body: ["ann@example.com"] }
  },
  {
    name: "NextGenSearchPages.updateAccessesUsers",
    call: NextGenSearchPages.updateAccessesUsers("sp 1", ["ann@example.com", "bob@example.com"]),
    method: "PUT",
    path: `${base}/sp%201/accesses/users`,
    body: ["ann@example.com", "bob@example.com"],
    reply: { body: { ...stored, accesses: { users: ["ann@example.com", "bob@example.com"] } } }
  },
  {
    name: "NextGenSearchPages.addAccessesUsers",
    call: NextGenSearchPages.addAccessesUsers("sp 1", ["cid@example.com"]),
    method: "POST",
    path: `${base}/sp%201/accesses/users`,
    body: { users: ["cid@example.com"] },
    reply: { body: stored }
  },
  {
    name: "NextGenSearchPages.addAccessesUsers",
    call: NextGenSearchPages.addAccessesUsers("sp 1", ["cid@example.com"], false, "Welcome"),
    method: "POST",
    path: `${base}/sp%201/accesses/users`,
    body: { users: ["cid@example.com"], message: "Welcome" },
    reply: { body: stored }
  },
  {
    name: "NextGenSearchPages.addAccessesUsers",
    call: NextGenSearchPages.addAccessesUsers("sp 1", ["cid@example.com"], true, "Welcome"),
    method: "POST",
    path: `${base}/sp%201/accesses/users`,
    query: "notify=1",
    body: { users: ["cid@example.com"], message: "Welcome" },
    reply: { body: stored }
  },
  {
    name: "NextGenSearchPages.requestAccess",
    call: NextGenSearchPages.requestAccess("sp 1"),
    method: "POST",
    path: `${base}/sp%201/accesses/request`,
    reply: { status: 204 }
  },
  {
    name: "NextGenSearchPages.manifest",
    call: NextGenSearchPages.manifest("sp 1"),
    method: "POST",
    path: `${base}/sp%201/manifest`,
    reply: { body: { markup: html, results: {}, style: {}, config } }
  },
  {
    name: "NextGenSearchPages.manifest",
    call: NextGenSearchPages.manifest("sp 1", { pagePlaceholders: { results: "--results--" } }),
    method: "POST",
    path: `${base}/sp%201/manifest`,
    body: { pagePlaceholders: { results: "--results--" } },
    reply: { body: { markup: html, results: {}, style: {}, config } }
  }
], [NextGenSearchPages])
