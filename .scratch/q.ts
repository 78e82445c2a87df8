import * as Schema from "effect/Schema"
import * as Result from "effect/Result"
import { ListSourcesParams } from "/work/main/src/Platform/Sources.ts"
import { GenerateExportParams } from "/work/main/src/UsageAnalytics/Exports.ts"
import { ListStatementGroupsOptions } from "/work/main/src/Platform/PipelineStatementGroups.ts"
const dec = (s: Schema.Top, v: unknown) => {
  const enc = Schema.toEncoded(s as any)
  const c = Schema.toCodecStringTree(enc)
  const r = Schema.decodeUnknownResult(c as any)(v)
  console.log(Result.isSuccess(r) ? JSON.stringify(r.success) : String(r.failure))
}
dec(ListSourcesParams, { page: "1", perPage: "3", writeAccessOnly: "true", sortingOrder: "ASC" })
dec(ListSourcesParams, { page: "x" })
dec(ListSourcesParams, { sortingOrder: "UP" })
dec(ListSourcesParams, { writeAccessOnly: "yes" })
dec(ListSourcesParams, { page: "1", unknown: "2" })
dec(GenerateExportParams, { org: "o", from: "2024-01-01T00:00:00.000Z", to: "2024-01-02T00:00:00.000Z", tables: ["SEARCHES"] , f: "a"})
dec(ListStatementGroupsOptions, { status: '["active"]' })
dec(ListStatementGroupsOptions, { status: '["nope"]' })
