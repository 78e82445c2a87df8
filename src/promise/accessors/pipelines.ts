/**
 * Promise accessors of the query pipeline areas, named as the promise client
 * names them: `pipeline` and its nested sub-resources.
 *
 * @module
 */
import * as PipelineConditions from "../../Platform/Search/PipelineConditions.ts"
import * as PipelineFacetStateRules from "../../Platform/Search/PipelineFacetStateRules.ts"
import * as PipelineMlAssociations from "../../Platform/Search/PipelineMlAssociations.ts"
import * as PipelineResultRankings from "../../Platform/Search/PipelineResultRankings.ts"
import * as Pipelines from "../../Platform/Search/Pipelines.ts"
import * as PipelineStatementGroups from "../../Platform/Search/PipelineStatementGroups.ts"
import * as PipelineStatements from "../../Platform/Search/PipelineStatements.ts"
import type { Node } from "../Facade.ts"

/** Accessor name → [module, nested accessors] for the pipeline areas. */
export const pipelinesAccessors = {
  pipeline: [Pipelines, {
    statements: [PipelineStatements],
    resultRanking: [PipelineResultRankings],
    groups: [PipelineStatementGroups],
    facetRules: [PipelineFacetStateRules],
    associations: [PipelineMlAssociations],
    conditions: [PipelineConditions]
  }]
} as const satisfies Readonly<Record<string, Node>>
