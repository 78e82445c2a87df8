/**
 * The state an emulator starts with: its users and organizations and, unless told
 * otherwise, a little content in each (sources at rest, the platform's own
 * fields, a default query pipeline, an index), so that reads return something.
 *
 * @module
 */
import { displayNameOf } from "./security.ts"
import type { Store } from "./store.ts"
import { newOrganization } from "./workflows/admin.ts"
import { timeline } from "./workflows/common.ts"
import { newField } from "./workflows/fields.ts"
import { newIndex } from "./workflows/indexes.ts"
import { newSource } from "./workflows/sources.ts"
import { seedActivities } from "./workflows/workspace.ts"

/**
 * An organization the emulator knows.
 *
 * @since 0.1.0
 * @category models
 */
export interface OrganizationSpec {
  readonly id: string
  readonly displayName?: string | undefined
}

const sampleSources = [
  { name: "Documentation", sourceType: "WEB2", sourceVisibility: "SHARED", documents: 1250 },
  { name: "Knowledge base", sourceType: "SHAREPOINT_ONLINE2", sourceVisibility: "SECURED", documents: 430 },
  { name: "Product catalog", sourceType: "CATALOG", sourceVisibility: "SHARED", documents: 3200 }
] as const

const systemFields = [
  ["permanentid", "STRING"],
  ["title", "STRING"],
  ["uri", "STRING"],
  ["date", "DATE"],
  ["source", "STRING"],
  ["size", "LONG"]
] as const

/** Puts the users, the organizations, and their sample content when `content` is set, in the store. */
export const seed = (
  store: Store,
  organizations: ReadonlyArray<OrganizationSpec>,
  users: ReadonlyArray<{ readonly username: string; readonly displayName?: string | undefined }>,
  now: number,
  content: boolean
): void => {
  const owner = users[0]?.username ?? "admin@example.com"
  for (const user of users) {
    const { username } = user
    if (store.has("/rest/users", username)) continue
    store.put("/rest/users", username, {
      username,
      email: username,
      displayName: displayNameOf(user),
      provider: "EMAIL"
    })
  }
  for (const o of organizations) {
    store.put("/rest/organizations", o.id, newOrganization(o.id, o.displayName ?? o.id, owner, now))
    if (!content) continue
    for (const s of sampleSources) {
      const id = store.nextId(`${o.id}-source`)
      const { documents, ...body } = s
      store.put(`/rest/organizations/${o.id}/sources`, id, {
        ...newSource(body, id, now - 86_400_000),
        $timeline: timeline(["IDLE"], now),
        $documents: documents,
        $documentsAfter: documents,
        $operation: { type: "FULL_REFRESH", startedAt: now - 3_600_000, result: "SUCCESS" }
      })
    }
    for (const [name, type] of systemFields) {
      store.put(`/rest/organizations/${o.id}/indexes/fields`, name, newField({ name, type }, true))
    }
    const pipeline = store.nextId("pipeline")
    store.put(`${o.id}:/rest/search/v1/admin/pipelines`, pipeline, {
      id: pipeline,
      name: "default",
      description: "The default query pipeline",
      isDefault: true,
      position: 1
    })
    // Not from the id counter, so that the ids handed out later stay as they were; the seeded activities name it.
    const indexId = `${o.id}-index`
    store.put(`/rest/organizations/${o.id}/indexes`, indexId, newIndex(o.id, indexId))
    seedActivities(store, o.id, owner, now)
  }
}
