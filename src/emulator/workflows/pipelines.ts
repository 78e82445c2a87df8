/**
 * Query pipelines with their statements and statement groups. The `v2` admin
 * paths name the same pipelines as the `v1` ones. Only one pipeline is the
 * default. A statement group's status follows its type: a permanent group is
 * `active` or `inactive` by its `isActive` flag (set by a partial update,
 * the specification's state and transition rules); a campaign is `notStarted`, `active` or `expired` by its dates, or
 * `inactive`. Statements and conditions are deleted in bulk all or nothing.
 *
 * @module
 */
import * as Schema from "effect/Schema"
import { StatementFeature, StatementGroupType } from "../../Schema/Pipelines.ts"
import { exampleAnswer } from "../example.ts"
import { pageOf } from "../generic.ts"
import { publicView, type StoredRecord } from "../store.ts"
import {
  type EmulatorRequest,
  fail,
  type Handler,
  noContent,
  objectBody,
  ok,
  type Reply,
  type World
} from "../types.ts"
import { decodeBody, iso, type Workflow } from "./common.ts"

const v1 = "/rest/search/v1/admin/pipelines"
const pipeline = `${v1}/{pipelineId}`
const v2 = "/rest/search/v2/admin/pipelines/{pipelineId}"
const statements = `${v2}/statements`
const groups = `${v2}/statementGroups`
// The v1 "statements" are the conditions.
const conditions = `${v1}/statements`

const PipelineBody = Schema.Struct({ name: Schema.NonEmptyString, isDefault: Schema.optional(Schema.Boolean) })
const StatementBody = Schema.Struct({
  feature: StatementFeature,
  definition: Schema.String,
  position: Schema.optional(Schema.Number),
  description: Schema.optional(Schema.String)
})
const GroupBody = Schema.Struct({
  name: Schema.NonEmptyString,
  type: StatementGroupType,
  isActive: Schema.optional(Schema.Boolean),
  campaignStart: Schema.optional(Schema.String),
  campaignEnd: Schema.optional(Schema.String)
})
const ToggleBody = Schema.Struct({ isActive: Schema.Boolean })
const BulkDeleteBody = Schema.Struct({ ids: Schema.Array(Schema.String) })

const byPosition = (a: Readonly<Record<string, unknown>>, b: Readonly<Record<string, unknown>>) =>
  Number(a.position) - Number(b.position)

/**
 * Numbers a pipeline's statements 1, 2, 3... in their order, as the platform keeps them: after a delete the
 * later ones move up, and `placed` (a statement created or moved) goes to the 0-based `index`, clamped.
 */
const renumber = (key: string, world: World, placed?: StoredRecord, index = 0) => {
  const others = world.store.list(key).filter((s) => s.id !== placed?.id).sort(byPosition)
  const at = Math.max(0, Math.min(others.length, index))
  const ordered = placed === undefined ? others : [...others.slice(0, at), placed, ...others.slice(at)]
  ordered.forEach((s, i) => {
    if (s.position !== i + 1) world.store.put(key, String(s.id), { ...s, position: i + 1 })
  })
}

// All or nothing, as the emulator's other bulk calls (API keys, fields): one unknown id is a 404 and deletes none.
const bulkDelete = (collection: string, answer: Reply, positioned = false): Handler => (req, world) => {
  const { ids } = decodeBody(BulkDeleteBody, req.body)
  const key = world.generic.keyOf(collection, req)
  for (const id of ids) if (!world.store.has(key, id)) world.generic.notFound(collection, id)
  for (const id of ids) world.store.remove(key, id)
  if (positioned) renumber(key, world)
  return answer
}

const scoped = (req: EmulatorRequest) => ({ params: req.params, scope: req.scope })

const statementsOf = (req: EmulatorRequest, world: World, pipelineId: string) =>
  world.store.list(world.generic.keyOf(statements, { params: { ...req.params, pipelineId }, scope: req.scope }))

const pipelineView = (record: StoredRecord, req: EmulatorRequest, world: World) => {
  const all = statementsOf(req, world, String(record.id))
  const composition: Record<string, number> = { totalCount: all.length }
  for (const s of all) composition[String(s.feature)] = (composition[String(s.feature)] ?? 0) + 1
  return { ...publicView(record), statementComposition: composition }
}

const groupStatus = (group: StoredRecord, now: number): string => {
  if (group.type === "permanent") return group.isActive === true ? "active" : "inactive"
  if (group.isActive === false) return "inactive"
  const start = Date.parse(String(group.campaignStart))
  const end = Date.parse(String(group.campaignEnd))
  if (now < start) return "notStarted"
  if (now > end) return "expired"
  return "active"
}

const groupView = (record: StoredRecord, req: EmulatorRequest): Readonly<Record<string, unknown>> => ({
  ...publicView(record),
  status: groupStatus(record, req.now),
  statementComposition: { resultRankingStatementCount: 0, otherStatementCount: 0 }
})

const validateGroup = (req: EmulatorRequest) => {
  const body = decodeBody(GroupBody, req.body)
  if (body.type === "campaign") {
    const start = Date.parse(body.campaignStart ?? "")
    const end = Date.parse(body.campaignEnd ?? "")
    if (Number.isNaN(start) || Number.isNaN(end) || end <= start) {
      fail(
        400,
        "INVALID_PARAMETER",
        "A campaign needs ISO-8601 campaignStart and campaignEnd, the end after the start."
      )
    }
  }
  return objectBody(req)
}

const currentGroup = (req: EmulatorRequest, world: World) =>
  world.store.get(world.generic.keyOf(groups, req), req.params.groupId!) ??
    world.generic.notFound(groups, req.params.groupId!)

const jsonList = (value: unknown): ReadonlyArray<string> => {
  if (typeof value !== "string") return []
  const parsed = JSON.parse(value) as unknown
  return Array.isArray(parsed) ? parsed.map(String) : []
}

/** The pipelines workflow. */
export const pipelinesWorkflow: Workflow = {
  aliases: { "/rest/search/v2/admin/pipelines": v1 },
  handlers: {
    [`GET ${v1}`]: (req, world) => {
      const all = world.store.list(world.generic.keyOf(v1, scoped(req))).map((p) => pipelineView(p, req, world))
      if (req.query.enablePagination !== true) return ok(all)
      const page = pageOf(all, req.query)
      return ok({ items: page.items, totalEntries: page.totalEntries })
    },
    [`POST ${v1}`]: (req, world) => {
      const body = decodeBody(PipelineBody, req.body)
      const key = world.generic.keyOf(v1, scoped(req))
      const existing = world.store.list(key)
      if (body.isDefault === true) {
        // Only one default: setting it here unsets it on the previous one.
        for (const p of existing) {
          if (p.isDefault === true) world.store.put(key, String(p.id), { ...p, isDefault: false })
        }
      }
      const id = world.store.nextId("pipeline")
      const record = {
        isDefault: false,
        ...objectBody(req),
        id,
        position: existing.length + 1,
        created_by: req.principal.username
      }
      world.store.put(key, id, record)
      return ok(pipelineView(record, req, world))
    },
    [`POST ${statements}`]: (req, world) => {
      const body = decodeBody(StatementBody, req.body)
      const key = world.generic.keyOf(statements, req)
      const existing = world.store.list(key)
      const id = world.store.nextId("statement")
      const record = {
        // What the platform fills in on a statement (its children count, its detailed form).
        ...(exampleAnswer("GET", `${statements}/{statementId}`, req.now) as Readonly<Record<string, unknown>>),
        ...objectBody(req),
        id,
        position: body.position ?? existing.length + 1,
        ready: true,
        modifiedBy: req.principal.username,
        modifiedAt: iso(req.now)
      }
      world.store.put(key, id, record)
      renumber(key, world, record, record.position - 1)
      return ok(publicView(world.store.get(key, id)!), 201)
    },
    [`DELETE ${statements}/{statementId}`]: (req, world) => {
      const reply = world.generic.handle(req, world)
      renumber(world.generic.keyOf(statements, req), world)
      return reply
    },
    // The description answers 200 with an object that has no properties.
    [`POST ${statements}/bulkDelete`]: bulkDelete(statements, ok({}), true),
    [`POST ${conditions}/bulkDelete`]: bulkDelete(conditions, noContent),
    [`PUT ${statements}/{statementId}/move`]: (req, world) => {
      const key = world.generic.keyOf(statements, req)
      const moved = world.store.get(key, req.params.statementId!) ??
        world.generic.notFound(statements, req.params.statementId!)
      const body = objectBody(req)
      const others = world.store.list(key).filter((s) => s.id !== moved.id).sort(byPosition)
      const after = typeof body.after === "string" ? others.findIndex((s) => s.id === body.after) + 1 : undefined
      renumber(key, world, moved, after ?? (Number(body.position ?? others.length + 1) - 1))
      const all = world.store.list(key).map(publicView).sort(byPosition)
      return ok(all)
    },
    [`POST ${groups}`]: (req, world) => {
      const body = validateGroup(req)
      const id = world.store.nextId("statement-group")
      const record = {
        ...body,
        id,
        ...(body.type === "permanent" ? { isActive: body.isActive === true } : {}),
        createdAt: iso(req.now),
        createdBy: req.principal.username
      }
      world.store.put(world.generic.keyOf(groups, req), id, record)
      return ok(groupView(record, req), 201)
    },
    [`PUT ${groups}/{groupId}`]: (req, world) => {
      const existing = currentGroup(req, world)
      const body = validateGroup(req)
      world.store.put(world.generic.keyOf(groups, req), String(existing.id), {
        ...body,
        id: existing.id,
        createdAt: existing.createdAt,
        createdBy: existing.createdBy,
        modifiedAt: iso(req.now),
        modifiedBy: req.principal.username
      })
      return noContent
    },
    [`PATCH ${groups}/{groupId}`]: (req, world) => {
      const existing = currentGroup(req, world)
      const { isActive } = decodeBody(ToggleBody, req.body)
      world.store.put(world.generic.keyOf(groups, req), String(existing.id), {
        ...existing,
        isActive,
        modifiedAt: iso(req.now),
        modifiedBy: req.principal.username
      })
      return noContent
    },
    [`GET ${groups}`]: (req, world) => {
      const statuses = jsonList(req.query.status)
      const types = jsonList(req.query.types)
      const filter = typeof req.query.filter === "string" ? req.query.filter.toLowerCase() : ""
      const all = world.store.list(world.generic.keyOf(groups, req)).map((g) => groupView(g, req))
      const kept = all.filter((g) =>
        (statuses.length === 0 || statuses.includes(String(g.status))) &&
        (types.length === 0 || types.includes(String(g.type))) &&
        String(g.name).toLowerCase().includes(filter)
      )
      const count = (p: (g: (typeof all)[number]) => boolean) => all.filter(p).length
      return ok({
        groups: pageOf(kept, req.query).items,
        totalCount: kept.length,
        groupComposition: {
          activeGroupCount: count((g) => g.status === "active"),
          inactiveGroupCount: count((g) => g.status === "inactive"),
          expiredGroupCount: count((g) => g.status === "expired"),
          notStartedGroupCount: count((g) => g.status === "notStarted"),
          campaignGroupCount: count((g) => g.type === "campaign"),
          permanentGroupCount: count((g) => g.type === "permanent")
        }
      })
    },
    [`DELETE ${pipeline}`]: (req, world) => {
      const key = world.generic.keyOf(v1, scoped(req))
      if (!world.store.remove(key, req.params.pipelineId!)) world.generic.notFound(v1, req.params.pipelineId!)
      world.store.removeTree(`${key}/${req.params.pipelineId}`)
      return noContent
    }
  },
  lists: {
    [statements]: {
      itemsKey: "statements",
      paged: true,
      counts: ["totalEntries", "totalCount", "totalPages"],
      order: byPosition,
      filter: (s, req) => req.query.feature === undefined || s.feature === req.query.feature
    },
    [`${v1}/statements`]: {
      itemsKey: "statements",
      paged: true,
      counts: ["totalEntries", "totalCount", "totalPages"]
    },
    [`${v2}/facetStateRules`]: { itemsKey: "facetStateRules", paged: true, counts: ["totalCount", "totalPages"] },
    [`${v2}/resultRankings`]: {
      itemsKey: "resultRankings",
      paged: true,
      counts: ["totalCount", "totalPages"],
      extra: (all) => ({
        groupedBy: {
          groups: { associated: {}, orphaned: all.length },
          status: { active: all.length, inactive: 0 },
          type: { rankingExpressions: 0, featuredResults: 0 }
        }
      })
    },
    [`${v2}/ml/model/associations`]: { itemsKey: "rules", paged: true }
  },
  views: { [v1]: pipelineView, [groups]: (record, req) => groupView(record, req) },
  notFound: {
    [v1]: { errorCode: "PIPELINE_NOT_FOUND", noun: "Pipeline" },
    [statements]: { errorCode: "STATEMENT_NOT_FOUND", noun: "Statement" },
    [groups]: { errorCode: "STATEMENT_GROUP_NOT_FOUND", noun: "Statement group" }
  },
  defaults: {
    // The description answers the version as a bare string.
    "/rest/search/v2/admin/pipelines/ml/version": () => "2"
  }
}
