/** Client "undici request": undici's `request` with no library around it, the practical limit on Node. */
import { getGlobalDispatcher, request } from "undici"
import { type BenchClient, ORG, TOKEN } from "./types.ts"

export const make = async (host: string): Promise<BenchClient> => {
  const base = `${host}/rest/organizations/${ORG}/sources`
  const headers = { authorization: `Bearer ${TOKEN}`, accept: "application/json" }
  const postHeaders = { ...headers, "content-type": "application/json" }
  const read = async (res: Awaited<ReturnType<typeof request>>) => {
    if (res.statusCode >= 300) {
      await res.body.dump()
      throw new Error(`HTTP ${res.statusCode}`)
    }
    if (res.statusCode === 204) {
      await res.body.dump()
      return undefined
    }
    return res.body.json()
  }
  return {
    list: () => request(`${base}/pages?perPage=20`, { headers }).then(read),
    get: (id) => request(`${base}/${encodeURIComponent(id)}`, { headers }).then(read),
    create: (body) => request(base, { method: "POST", headers: postHeaders, body: JSON.stringify(body) }).then(read),
    del: (id) => request(`${base}/${encodeURIComponent(id)}`, { method: "DELETE", headers }).then(read),
    close: () => getGlobalDispatcher().close(),
    retries429: false
  }
}
