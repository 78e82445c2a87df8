/**
 * Modifier templates (`modifierTemplates` in the promise client):
 * `/rest/modifiertemplates`, outside any organization.
 *
 * @module
 */
import "../../internal/requireNode.ts"
import { get, json } from "../../Http/Endpoint.ts"
import type { MergeStrategy, ModifierType, StatementOperation } from "../../Schema/Pipelines.ts"

/**
 * One statement of a modifier template.
 *
 * @since 0.1.0
 * @category models
 */
export interface ModifierStatementModel {
  readonly key: string
  readonly value: string
  readonly operation: StatementOperation
}

/**
 * A modifier template.
 *
 * @since 0.1.0
 * @category models
 */
export interface ModifierModel {
  readonly id: string
  readonly displayName: string
  readonly modifierType: ModifierType
  readonly statements: ReadonlyArray<ModifierStatementModel>
}

/**
 * A statement a modifier may set, and how conflicting values merge.
 *
 * @since 0.1.0
 * @category models
 */
export interface ModifierStatementDetailModel {
  readonly statementKey: string
  readonly mapping: string
  readonly valueType: StatementOperation
  readonly mergeStrategy: MergeStrategy
}

/**
 * Lists the modifier templates.
 *
 * @since 0.1.0
 * @category calls
 */
export const list = get("ModifierTemplates.list", "/rest/modifiertemplates", json<ReadonlyArray<ModifierModel>>(),
  () => ({}))

/**
 * Lists the statements a modifier may set.
 *
 * @since 0.1.0
 * @category calls
 */
export const listPossibleStatements = get("ModifierTemplates.listPossibleStatements",
  "/rest/modifiertemplates/statementdetails", json<ReadonlyArray<ModifierStatementDetailModel>>(), () => ({}))
