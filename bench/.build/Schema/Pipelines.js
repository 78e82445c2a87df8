import * as Schema from "effect/Schema";
/** Kind of a result ranking rule. */
export const ResultRankingKind = Schema.Literals(["featured_result", "ranking_expression"]);
/** Whether a pipeline rule is enabled. */
export const RuleStatus = Schema.Literals(["active", "inactive"]);
/** Locale scope of a rule predicate. */
export const LocaleKind = Schema.Literals(["all", "unspecified", "specific"]);
/** Operator used by a basic query-matching predicate. */
export const MatchOperator = Schema.Literals(["is", "contains", "matches"]);
/** Type of a statement group. */
export const StatementGroupType = Schema.Literals(["campaign", "permanent"]);
/** Status of a campaign statement group. */
export const CampaignStatus = Schema.Literals(["active", "inactive", "expired", "notStarted"]);
/** Status of a permanent statement group. */
export const PermanentStatus = Schema.Literals(["active", "inactive"]);
/** Feature implemented by a query pipeline statement. */
export const StatementFeature = Schema.Literals([
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
]);
/** Kind of a facet rule. */
export const FacetRuleKind = Schema.Literals(["autoSelect"]);
/** State a facet rule applies to its values. */
export const FacetRuleState = Schema.Literals(["selected"]);
/** Category of a modifier template. */
export const ModifierType = Schema.Literals(["SYSTEM", "LICENSE", "INTEGRATION", "EXTENSION", "FEATURE"]);
/** Operation a modifier template statement performs on a value. */
export const StatementOperation = Schema.Literals(["SET", "APPEND", "REMOVE"]);
/** How conflicting modifier values are merged. */
export const MergeStrategy = Schema.Literals([
    "INTEGER_BIGGER_WINS",
    "INTEGER_LOWER_WINS",
    "BOOLEAN_FALSE_WINS",
    "BOOLEAN_TRUE_WINS",
    "SPECIFIC_ENUM_VALUE_WINS",
    "NO_MERGE"
]);
/** Mode of a CSV statement import (defaults to overwrite). */
export const StatementImportMode = Schema.Literals(["overwrite", "append"]);
