/** Client "raw fetch": the global fetch with no library around it, the floor of the benchmark. */
import { type BenchClient, ORG, TOKEN } from "./types.ts"

export const make = async (host: string): Promise<BenchClient> => {
  const base = `${host}/rest/organizations/${ORG}/sources`
  const headers = { authorization: `Bearer ${TOKEN}`, accept: "application/json" }
  const postHeaders = { ...headers, "content-type": "application/json" }
  const read = async (res: Response) => {
    if (!res.ok) {
      await res.arrayBuffer()
      throw new Error(`HTTP ${res.status}`)
    }
    return res.status === 204 ? undefined : res.json()
  }
  return {
    list: () => fetch(`${base}/pages?perPage=20`, { headers }).then(read),
    get: (id) => fetch(`${base}/${encodeURIComponent(id)}`, { headers }).then(read),
    create: (body) => fetch(base, { method: "POST", headers: postHeaders, body: JSON.stringify(body) }).then(read),
    del: (id) => fetch(`${base}/${encodeURIComponent(id)}`, { method: "DELETE", headers }).then(read),
    close: async () => {},
    retries429: false
  }
}
