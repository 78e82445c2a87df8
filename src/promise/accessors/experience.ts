/**
 * Accessors of the search-experience and machine-learning areas, as
 * `@coveo/platform-client` names them. Merged into `../accessors.ts`.
 *
 * @module
 */
import * as CaseAssists from "../../Platform/CaseAssists.ts"
import * as InAppWidgets from "../../Platform/InAppWidgets.ts"
import * as InsightConfigs from "../../Platform/InsightConfigs.ts"
import * as MachineLearning from "../../Platform/MachineLearning.ts"
import * as MachineLearningAdvancedConfig from "../../Platform/MachineLearningAdvancedConfig.ts"
import * as MachineLearningCaseClassificationConfig from "../../Platform/MachineLearningCaseClassificationConfig.ts"
import * as MachineLearningDneConfig from "../../Platform/MachineLearningDneConfig.ts"
import * as MachineLearningEngineModels from "../../Platform/MachineLearningEngineModels.ts"
import * as MachineLearningModels from "../../Platform/MachineLearningModels.ts"
import * as MachineLearningPqsConfig from "../../Platform/MachineLearningPqsConfig.ts"
import * as MachineLearningSmartSnippetsConfig from "../../Platform/MachineLearningSmartSnippetsConfig.ts"
import * as MachineLearningUserActionHistoryConfig from "../../Platform/MachineLearningUserActionHistoryConfig.ts"
import * as ModifierTemplates from "../../Platform/ModifierTemplates.ts"
import * as Search from "../../Platform/Search.ts"
import * as SearchInterfaces from "../../Platform/SearchInterfaces.ts"
import * as SearchPages from "../../Platform/SearchPages.ts"
import type { Node } from "../Facade.ts"

/** Accessor name → [module, nested accessors]; `modelInfo`, `modelConfig` and `userActionHistoryConfig` are the spec-era names. */
export const experienceAccessors = {
  ml: [MachineLearning, {
    models: [MachineLearningModels],
    modelInfo: [MachineLearningEngineModels],
    modelConfig: [MachineLearningAdvancedConfig],
    dneConfig: [MachineLearningDneConfig],
    caseClassificationConfig: [MachineLearningCaseClassificationConfig],
    smartSnippetsConfig: [MachineLearningSmartSnippetsConfig],
    pqsConfig: [MachineLearningPqsConfig],
    userActionHistoryConfig: [MachineLearningUserActionHistoryConfig]
  }],
  search: [Search],
  searchPages: [SearchPages],
  searchInterfaces: [SearchInterfaces],
  ipx: [InAppWidgets],
  caseAssistConfig: [CaseAssists],
  insightPanelConfig: [InsightConfigs],
  modifierTemplates: [ModifierTemplates]
} as const satisfies Readonly<Record<string, Node>>
