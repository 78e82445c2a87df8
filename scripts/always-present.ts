/**
 * What the platform's answers always carry although its descriptions rarely mark it required. This is
 * the rule's one home: `scripts/generate-models.ts` makes these properties required in the response
 * types, and `scripts/generate-emulator-schemas.ts` requires them of the emulator's answers, so the types
 * and the emulator cannot drift apart. Each generator walks its own representation (the models generator
 * walks the descriptions' named schemas, the emulator's generator the converted facts with their `$ref`s
 * resolved), describes each answer it reaches as an {@link AnswerShape}, and asks {@link alwaysPresent}
 * what that answer holds.
 *
 * The rule:
 * - Ids of fetched, listed and created resources are always there. A resource that a GET or a POST
 *   answers is addressed by its `id` in every later call (`get(id)`, `update(id, …)`, `delete(id)`). The
 *   specification's examples and the emulator's answers carry it, and the promise client's own README
 *   reads `source.id` off listed sources. Many descriptions list no `required` at all (the Source API's
 *   125 schemas). So its `id`, where the resource declares one, is required; the models generator also
 *   makes it read-only, since the platform assigns it.
 * - The resources of an answer are the answer itself (each variant of a union), the items of an array
 *   answer, and the items of a page's lists. Other answers' lists may hold references (ids and names of
 *   groups) rather than resources.
 * - A page is an answer with `totalEntries` or `totalPages`. Pages that a GET or a POST (a search, a list by
 *   ids) answers always carry their counters and their lists. The descriptions mark none of them
 *   required, but the promise client types every page
 *   (`PageModel`: `items`, `totalEntries`, `totalPages`) with all three required, and paging reads them
 *   on every page.
 *
 * The generators differ in one point of their walks, not of the rule: the emulator's generator follows a
 * `$ref` to a named list (`pipelines-status` of the Search Interface API) and requires its items' ids,
 * while the models generator follows only lists an answer writes out (following named lists too would
 * make `pipelineStatus.id` required in the types).
 *
 * @module
 */

/** The property that addresses a resource. */
export const resourceId = "id"

/** A page's counters: an object answer with either of them is a page. */
export const pageCounters: ReadonlyArray<string> = ["totalEntries", "totalPages"]

/** An answer as the rule sees it: a list, or an object with its property names (in order) and which of them are arrays. */
export type AnswerShape =
  | { readonly _tag: "Array" }
  | { readonly _tag: "Object"; readonly properties: ReadonlyArray<string>; readonly arrays: ReadonlyArray<string> }

/** What an answer always holds. */
export interface AlwaysPresent {
  /** The answer is a resource (for a union, each of its variants): its {@link resourceId}, where it declares one. */
  readonly id: boolean
  /** The items of an array answer are resources, each with its {@link resourceId}. */
  readonly items: boolean
  /** Properties of an object answer that are always there: a page's counters (those it has), then its lists. */
  readonly required: ReadonlyArray<string>
  /** The lists of an object answer whose items are resources, each with its {@link resourceId}: a page's lists. */
  readonly resourceLists: ReadonlyArray<string>
}

const nothing: AlwaysPresent = { id: false, items: false, required: [], resourceLists: [] }

/**
 * What an answer of `method` always holds. Only a GET (fetching or listing) or a
 * POST (creating, or listing as a search does) answers resources; other answers hold nothing beyond what
 * their description requires.
 */
export const alwaysPresent = (method: string, answer: AnswerShape): AlwaysPresent => {
  if (method !== "GET" && method !== "POST") return nothing
  if (answer._tag === "Array") return { ...nothing, items: true }
  if (!pageCounters.some((key) => answer.properties.includes(key))) return { ...nothing, id: true }
  return {
    id: true,
    items: false,
    required: [...pageCounters.filter((key) => answer.properties.includes(key)), ...answer.arrays],
    resourceLists: answer.arrays
  }
}
