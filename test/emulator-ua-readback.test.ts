/**
 * Usage-analytics access lists read back through the emulator on 127.0.0.1: a write sends ids (of users,
 * groups, reports) or filter values, and the read after it answers the records they name, in the order
 * written, in the representation the description gives (`UserResponseV15` records, `FilterTargetsResponseV15`,
 * `FiltersResponseV14`, `ReportsResponseV14`, `ReportUsersResponseV15`), not the value written. Each call goes
 * through the library's declaration; each answer is also checked against its description.
 */
import { describe, expect, it } from "@effect/vitest"
import * as Effect from "effect/Effect"
import * as Emulator from "../src/emulator/index.ts"
import { answerProblems, describedOperation } from "../src/emulator/validate.ts"
import type { CoveoClient } from "../src/Http/PlatformClient.ts"
import * as Filters from "../src/UsageAnalytics/Filters.ts"
import * as Reports from "../src/UsageAnalytics/Reports.ts"
import * as UaGroups from "../src/UsageAnalytics/UaGroups.ts"
import * as UaUsers from "../src/UsageAnalytics/UaUsers.ts"

const org = "emulator-org"
const ua = "/rest/ua/v15"

/** Runs `f` with an emulator listening on 127.0.0.1 and a client pointed at it; both stop afterwards. */
const withEmulator = <A, E>(f: Effect.Effect<A, E, CoveoClient | Emulator.Emulator>) =>
  Effect.gen(function*() {
    expect((yield* Emulator.Emulator).url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/)
    return yield* f
  }).pipe(Effect.provide(Emulator.layer({ stepMs: 0 })))

/** `answer`, after checking that the description of `GET template` accepts it as a 200. */
const described = <A>(template: string, answer: A): A => {
  expect(answerProblems(describedOperation("GET", `${ua}${template}`)!, 200, answer), template).toEqual([])
  return answer
}

/** A user as the emulator holds one: the filters and reports written on it, none by default. */
const user = (userId: string, held: { filters?: Array<string>; reports?: Array<string> } = {}) => ({
  userId,
  account: org,
  filters: held.filters ?? [],
  reports: held.reports ?? []
})

const group = (groupId: string) => ({ groupId, account: org, filters: [], reports: [] })

const newReport = Effect.map(
  Reports.create({
    displayName: "Searches",
    type: "DASHBOARD",
    allAnalyticsViewer: false,
    configuration: { tiles: { count: 2 } },
    filters: []
  }),
  (r) => r.id
)

const newPermissionFilter = Effect.map(
  Filters.createPermissionFilter({ displayName: "Canada", value: "@country==\"CA\"" }),
  (f) => f.id
)

describe("emulator: usage-analytics ids written are read back as the records they name", () => {
  it.live("a permission filter's users: user ids written, UserResponseV15 records read", () =>
    withEmulator(Effect.gen(function*() {
      const filterId = yield* newPermissionFilter
      expect(described("/filters/permissions/{filterId}/users", yield* Filters.getPermissionFilterUsers(filterId)))
        .toEqual([])
      yield* Filters.updatePermissionFilterUsers(filterId, ["u2", "u1"])
      expect(described("/filters/permissions/{filterId}/users", yield* Filters.getPermissionFilterUsers(filterId)))
        .toEqual([user("u2"), user("u1")])
    })))

  it.live("a permission filter's targets: one FilterTargetsModelV15 written, an array of targets read", () =>
    withEmulator(Effect.gen(function*() {
      const filterId = yield* newPermissionFilter
      expect(
        described("/filters/permissions/{filterId}/targets", yield* Filters.getPermissionFilterTargets(filterId))
      ).toEqual([])
      yield* Filters.updatePermissionFilterTargets(filterId, { targetedUsers: ["u1"], targetedGroups: ["g2", "g1"] })
      expect(
        described("/filters/permissions/{filterId}/targets", yield* Filters.getPermissionFilterTargets(filterId))
      ).toEqual([{ targetedUsers: [user("u1")], targetedGroups: [group("g2"), group("g1")] }])
    })))

  it.live("a group's filters: filter values written, FiltersResponseV14 read (the persisted filter, or the expression)", () =>
    withEmulator(Effect.gen(function*() {
      const filterId = yield* newPermissionFilter
      yield* UaGroups.updateFilters({ groupId: "g1" }, [
        { value: "@source==\"Docs\"", id: false },
        { value: filterId, id: true },
        { value: "missing-filter", id: true }
      ])
      const read = described("/groups/{groupId}/filters", yield* UaGroups.getFilters({ groupId: "g1" }))
      expect(read).toEqual({
        filters: [
          { id: "", value: "@source==\"Docs\"" },
          { id: filterId, displayName: "Canada", value: "@country==\"CA\"" },
          { id: "missing-filter" }
        ]
      })
      expect(read.filters?.[1]).toEqual(yield* Filters.getPermissionFilter(filterId))
    })))

  it.live("a group's reports: report ids written, ReportsResponseV14 read, with their configuration unless left out", () =>
    withEmulator(Effect.gen(function*() {
      const reportId = yield* newReport
      yield* UaGroups.updateReports({ groupId: "g1" }, [reportId, "missing-report"])
      const report = {
        id: reportId,
        account: org,
        displayName: "Searches",
        type: "DASHBOARD",
        allAnalyticsViewer: false,
        filters: []
      }
      expect(described("/groups/{groupId}/reports", yield* UaGroups.getReports({ groupId: "g1" }))).toEqual({
        reports: [{ ...report, configuration: { tiles: { count: 2 } } }, { id: "missing-report" }]
      })
      expect(
        described("/groups/{groupId}/reports", yield* UaGroups.getReports({ groupId: "g1", includeConfig: false }))
      ).toEqual({ reports: [report, { id: "missing-report" }] })
    })))

  it.live("a report's users: user ids written, ReportUsersResponseV15 read, its access type from the access list", () =>
    withEmulator(Effect.gen(function*() {
      const reportId = yield* newReport
      expect(described("/reports/{reportId}/users", yield* Reports.getUsers(reportId)))
        .toEqual({ access: "PRIVATE", allowedUsers: [] })
      yield* Reports.setUsers(reportId, ["u2", "u1"])
      expect(described("/reports/{reportId}/users", yield* Reports.getUsers(reportId)))
        .toEqual({ access: "PRIVATE", allowedUsers: [user("u2"), user("u1")] })
      // What the emulator holds of a user (the reports and filters written on it) is in its record.
      yield* Reports.setAccess(reportId, { accessType: "PUBLIC", allowedUsers: [], allowedGroups: [] })
      yield* UaUsers.updateUsersReports("u1", [reportId])
      yield* UaUsers.updateUserFilters("u1", [{ value: "@lang==\"en\"", id: false }])
      expect(described("/reports/{reportId}/users", yield* Reports.getUsers(reportId))).toEqual({
        access: "PUBLIC",
        allowedUsers: [user("u2"), user("u1", { filters: ["@lang==\"en\""], reports: [reportId] })]
      })
    })))
})
