import { describe, expect, it } from "@effect/vitest"
import * as Schema from "effect/Schema"
import * as S from "../src/Schema/index.ts"

const accepts = (schema: Schema.Top, values: ReadonlyArray<string>) => {
  const decode = Schema.decodeUnknownSync(schema as Schema.Codec<unknown, unknown>)
  for (const value of values) {
    expect(decode(value)).toBe(value)
  }
}

const rejects = (schema: Schema.Top, values: ReadonlyArray<unknown>) => {
  const decode = Schema.decodeUnknownSync(schema as Schema.Codec<unknown, unknown>)
  for (const value of values) {
    expect(() => decode(value)).toThrow()
  }
}

describe("Schema enumerations", () => {
  describe("closed enumerations match the spec exactly", () => {
    const cases: ReadonlyArray<
      readonly [string, { readonly literals: ReadonlyArray<unknown> }, ReadonlyArray<string>]
    > = [
      ["Environment", S.Environment, ["dev", "stg", "production", "hipaa"]],
      ["Region", S.Region, ["us", "eu", "au"]],
      ["FieldType", S.FieldType, ["LONG", "LONG_64", "DOUBLE", "DATE", "STRING", "VECTOR"]],
      ["FieldOrigin", S.FieldOrigin, ["ALL", "USER", "SYSTEM"]],
      ["SourceStatus", S.SourceStatus, [
        "CREATING",
        "DISABLED",
        "ERROR",
        "IDLE",
        "PAUSED",
        "PAUSED_ON_ERROR",
        "PUSH_READY",
        "REFRESHING"
      ]],
      ["SnapshotResultCode", S.SnapshotResultCode, [
        "ACCESS_DENIED",
        "RESOURCES_IN_ERROR",
        "SUCCESS",
        "UNEXPECTED_ERROR",
        "UNABLE_TO_PUSH_TO_ORGANIZATION",
        "NO_RESOURCE_RETRIEVED",
        "UNABLE_TO_RETRIEVE_RESOURCES",
        "RESOURCE_DEPENDENCY_CYCLE",
        "EXTERNAL_SERVICE_COMMUNICATION_ERROR"
      ]],
      ["PermissionCheckResult", S.PermissionCheckResult, [
        "NONE",
        "SUCCESS",
        "ACCESS_DENIED",
        "TIMED_OUT",
        "ENTITY_IS_INVALID",
        "ENTITY_IS_UNAVAILABLE",
        "SECURITY_PROVIDER_IS_UNAVAILABLE",
        "SECURITY_PROVIDER_IS_UNREACHABLE",
        "SECURITY_PROVIDER_IS_NOT_READY",
        "UNEXPECTED_ERROR"
      ]],
      ["SnapshotReportStatus", S.SnapshotReportStatus, ["PENDING", "IN_PROGRESS", "COMPLETED", "ABORTED"]],
      ["DeletionScope", S.DeletionScope, ["ALL_MANAGED_RESOURCES", "ONLY_TYPES_FROM_SNAPSHOT"]],
      ["ReportAccessType", S.ReportAccessType, ["PUBLIC", "PRIVATE"]]
    ]
    for (const [name, schema, expected] of cases) {
      it(name, () => {
        expect([...schema.literals].sort()).toEqual([...expected].sort())
        expect(schema.literals.length).toBe(new Set(schema.literals).size)
      })
    }
  })

  describe("accepts every spec-named value and rejects unknown ones", () => {
    const cases: ReadonlyArray<readonly [string, Schema.Top, ReadonlyArray<string>]> = [
      ["AuthenticationProvider", S.AuthenticationProvider, [
        "SALESFORCE",
        "SALESFORCE_SANDBOX",
        "GOOGLE",
        "OFFICE365",
        "SAML",
        "EMAIL"
      ]],
      ["TransitionalSourceStatus", S.TransitionalSourceStatus, [
        "CREATING",
        "DISABLED",
        "ERROR",
        "IDLE",
        "PAUSED",
        "PAUSED_ON_ERROR",
        "PUSH_READY",
        "REFRESHING",
        "CANCELING",
        "DELETING",
        "PAUSING",
        "RESUMING",
        "STARTING_REFRESH"
      ]],
      ["SourceVisibility", S.SourceVisibility, ["PRIVATE", "SECURED", "SHARED"]],
      ["SourceCategory", S.SourceCategory, ["CLOUD", "ON_PREM", "CRAWLING_MODULE"]],
      ["OperationType", S.OperationType, [
        "REBUILD",
        "FULL_REFRESH",
        "INCREMENTAL_REFRESH",
        "SECURITY_PROVIDER_REFRESH",
        "SECURITY_CACHE_REFRESH"
      ]],
      ["SourceType", S.SourceType, [
        "WEB2",
        "SITEMAP",
        "PUSH",
        "CATALOG",
        "SHAREPOINT_ONLINE2",
        "CONFLUENCE2",
        "SALESFORCE",
        "GENERIC_REST"
      ]],
      ["SecurityProviderType", S.SecurityProviderType, ["ACTIVE_DIRECTORY", "EMAIL", "CLAIMS", "CUSTOM"]],
      ["IdentityType", S.IdentityType, ["User", "Group", "VirtualGroup", "Unknown"]],
      ["PermissionState", S.PermissionState, [
        "UNKNOWN",
        "UP_TO_DATE",
        "NOT_UPDATED",
        "OUT_OF_DATE",
        "IN_ERROR",
        "DISABLED"
      ]],
      ["ModelStatus", S.ModelStatus, ["PENDING", "BUILDING", "ONLINE", "OFFLINE", "FAILED", "UPDATING", "DEGRADED"]],
      ["ModelActiveness", S.ModelActiveness, ["ACTIVE", "INACTIVE"]],
      ["ProductType", S.ProductType, ["ALLIANCE", "INTERNAL", "SALES", "SANDBOX", "STANDARD", "TEST", "TRIAL"]],
      ["Edition", S.Edition, ["BASE", "ENTERPRISE", "FREE", "PRO", "STANDARD"]],
      ["ResultRankingKind", S.ResultRankingKind, ["featured_result", "ranking_expression"]],
      ["RuleStatus", S.RuleStatus, ["active", "inactive"]],
      ["LocaleKind", S.LocaleKind, ["all", "unspecified", "specific"]],
      ["MatchOperator", S.MatchOperator, ["is", "contains", "matches"]],
      ["StatementGroupType", S.StatementGroupType, ["campaign", "permanent"]],
      ["CampaignStatus", S.CampaignStatus, ["active", "inactive", "expired", "notStarted"]],
      ["PermanentStatus", S.PermanentStatus, ["active", "inactive"]],
      ["StatementFeature", S.StatementFeature, [
        "filter",
        "trigger",
        "ranking",
        "stop",
        "thesaurus",
        "top",
        "resultRankings",
        "topClicks",
        "querySuggest",
        "rankingweight",
        "recommendation",
        "queryParamOverride"
      ]],
      ["FacetRuleKind", S.FacetRuleKind, ["autoSelect"]],
      ["FacetRuleState", S.FacetRuleState, ["selected"]],
      ["ModifierType", S.ModifierType, ["SYSTEM", "LICENSE", "INTEGRATION", "EXTENSION", "FEATURE"]],
      ["StatementOperation", S.StatementOperation, ["SET", "APPEND", "REMOVE"]],
      ["MergeStrategy", S.MergeStrategy, [
        "INTEGER_BIGGER_WINS",
        "INTEGER_LOWER_WINS",
        "BOOLEAN_FALSE_WINS",
        "BOOLEAN_TRUE_WINS",
        "SPECIFIC_ENUM_VALUE_WINS",
        "NO_MERGE"
      ]],
      ["StatementImportMode", S.StatementImportMode, ["overwrite", "append"]],
      ["SnapshotResourceType", S.SnapshotResourceType, [
        "EXTENSION",
        "FEATURED_RESULT",
        "FIELD",
        "FILTER",
        "MAPPING",
        "ML_MODEL",
        "QUERY_PIPELINE",
        "SEARCH_PAGE",
        "SECURITY_PROVIDER",
        "SOURCE",
        "SUBSCRIPTION",
        "THESAURUS",
        "TRIGGER"
      ]],
      ["SnapshotAccess", S.SnapshotAccess, ["READ", "WRITE"]],
      ["SnapshotExportFormat", S.SnapshotExportFormat, ["FLAT", "SPLIT_PER_TYPE"]],
      ["SnapshotFileType", S.SnapshotFileType, ["ZIP", "JSON"]],
      ["SnapshotContentType", S.SnapshotContentType, ["PRIMARY", "CURRENT_STATE"]],
      ["SnapshotReportType", S.SnapshotReportType, [
        "CREATE_SNAPSHOT",
        "DRY_RUN",
        "APPLY",
        "CREATE_SYNCHRONIZATION_PLAN",
        "APPLY_SYNCHRONIZATION_PLAN"
      ]],
      ["SynchronizationPlanStatus", S.SynchronizationPlanStatus, ["CREATING", "CREATED", "IN_ERROR"]],
      ["SubscriptionFrequency", S.SubscriptionFrequency, ["LIVE", "HOURLY", "DAILY", "WEEKLY"]],
      ["SubscriptionType", S.SubscriptionType, ["EMAIL", "EMAIL_JSON", "WEB_HOOK"]],
      ["SubscriptionHealth", S.SubscriptionHealth, ["GOOD", "WARNING", "PROBLEMATIC", "UNKNOWN"]],
      ["MonitoringLevel", S.MonitoringLevel, [
        "NO_MONITORING",
        "BASIC_MONITORING",
        "REGULAR_MONITORING",
        "STRATEGIC_MONITORING"
      ]],
      ["IndexBackupType", S.IndexBackupType, ["NONE", "REGULAR", "FULL"]],
      ["MlConfigurability", S.MlConfigurability, ["NONE", "FULL"]],
      ["DataVisualizationAccess", S.DataVisualizationAccess, ["BASIC", "TABLEAU_READ", "TABLEAU_WRITE"]],
      ["LimitType", S.LimitType, ["USAGE", "TECHNICAL"]],
      ["IndexType", S.IndexType, ["COVEO", "ELASTIC", "INDEX_LESS", "ON_PREMISES"]],
      ["OrganizationCreationOrigin", S.OrganizationCreationOrigin, [
        "ADMIN_UI",
        "API",
        "CLI",
        "BUSINESS_CRM",
        "TRAINING",
        "PARTNER_PROGRAM",
        "TEST",
        "WEBSITE",
        "SALESFORCE_INTEGRATION_TRIAL",
        "UNKNOWN"
      ]],
      ["PrivilegeEvaluationReport", S.PrivilegeEvaluationReport, [
        "OPERATION_FORBIDDEN_FOR_ANONYMOUS_AUTHENTICATION",
        "OPERATION_FORBIDDEN_FOR_AUTHENTICATION_BOUND_TO_DIFFERENT_ORGANIZATION",
        "OPERATION_FORBIDDEN_FOR_ORGANIZATION",
        "OPERATION_FORBIDDEN_FOR_ORGANIZATION_IN_READ_ONLY",
        "OPERATION_FORBIDDEN_FROM_REQUEST_LOCATION",
        "OPERATION_FORBIDDEN_INVALID_PRIVILEGE_REQUEST",
        "OPERATION_GRANTED",
        "OPERATION_NOT_ALLOWED"
      ]],
      ["DocumentSuggestionStrategy", S.DocumentSuggestionStrategy, ["ITD"]],
      ["TypingAidStrategy", S.TypingAidStrategy, ["StaticValues", "ValuesFromIndex"]],
      ["ClassificationStrategy", S.ClassificationStrategy, ["Some", "Axon"]],
      ["ButtonHorizontalPosition", S.ButtonHorizontalPosition, ["left", "center", "right"]],
      ["ButtonVerticalPosition", S.ButtonVerticalPosition, ["top", "middle", "bottom"]],
      ["DatasetType", S.DatasetType, ["WEB", "ecommerce"]],
      ["DatasetImportStatus", S.DatasetImportStatus, ["PENDING", "IN_PROGRESS", "COMPLETED"]],
      ["UaDatasetType", S.UaDatasetType, ["WEB", "ecommerce"]],
      ["UaDatasetResult", S.UaDatasetResult, ["ERROR", "SUCCESS"]],
      ["UaDatasetStatus", S.UaDatasetStatus, ["COMPLETED", "IN_PROGRESS", "PENDING"]],
      ["ReportAccessType", S.ReportAccessType, ["PUBLIC", "PRIVATE"]]
    ]
    for (const [name, schema, values] of cases) {
      it(name, () => {
        accepts(schema, values)
        rejects(schema, ["NOT_A_REAL_VALUE", "", 42, null, undefined])
      })
    }
  })

  it("open enumerations (engines, sort orders) accept any string and keep their known values", () => {
    const decode = Schema.decodeUnknownSync(S.ModelType)
    for (const engine of ["topclicks", "querysuggest", "query suggestions", "a-new-engine"]) {
      expect(decode(engine)).toBe(engine)
    }
    expect(S.ModelType.literals).toContain("topclicks")
    expect(Schema.decodeUnknownSync(S.SortingOrder)("desc")).toBe("desc")
    expect(S.SortingOrder.literals).toEqual(["ASC", "DESC"])
    rejects(S.ModelType, [1, null])
  })

  it("wire values are case sensitive", () => {
    rejects(S.Environment, ["PRODUCTION", "prod"])
    rejects(S.SourceStatus, ["idle"])
    rejects(S.IdentityType, ["USER"])
    rejects(S.StatementGroupType, ["CAMPAIGN"])
  })

  it("TransitionalSourceStatus extends SourceStatus", () => {
    for (const status of S.SourceStatus.literals) {
      expect(S.TransitionalSourceStatus.literals).toContain(status)
    }
    rejects(S.SourceStatus, ["CANCELING", "STARTING_REFRESH"])
  })

  describe("Paginated", () => {
    const decode = Schema.decodeUnknownSync(S.Paginated)

    it("accepts empty and partial options", () => {
      expect(decode({})).toEqual({})
      expect(decode({ page: 2 })).toEqual({ page: 2 })
      expect(decode({ page: 0, perPage: 50 })).toEqual({ page: 0, perPage: 50 })
    })

    it("rejects non-numeric values", () => {
      expect(() => decode({ page: "1" })).toThrow()
      expect(() => decode({ perPage: null })).toThrow()
    })
  })
})
