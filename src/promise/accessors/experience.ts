/**
 * Accessors of the search-experience and machine-learning areas, as
 * `@coveo/platform-client` names them. Merged into `../accessors.ts`.
 *
 * @module
 */
import * as CaseAssists from "../../Platform/Interfaces/CaseAssists.ts"
import * as InAppWidgets from "../../Platform/Interfaces/InAppWidgets.ts"
import * as InsightConfigs from "../../Platform/Interfaces/InsightConfigs.ts"
import * as SearchInterfaces from "../../Platform/Interfaces/SearchInterfaces.ts"
import * as SearchPages from "../../Platform/Interfaces/SearchPages.ts"
import * as MachineLearning from "../../Platform/MachineLearning/MachineLearning.ts"
import * as MachineLearningAdvancedConfig from "../../Platform/MachineLearning/MachineLearningAdvancedConfig.ts"
import * as MachineLearningCaseClassificationConfig from "../../Platform/MachineLearning/MachineLearningCaseClassificationConfig.ts"
import * as MachineLearningDneConfig from "../../Platform/MachineLearning/MachineLearningDneConfig.ts"
import * as MachineLearningEngineModels from "../../Platform/MachineLearning/MachineLearningEngineModels.ts"
import * as MachineLearningModels from "../../Platform/MachineLearning/MachineLearningModels.ts"
import * as MachineLearningPqsConfig from "../../Platform/MachineLearning/MachineLearningPqsConfig.ts"
import * as MachineLearningSmartSnippetsConfig from "../../Platform/MachineLearning/MachineLearningSmartSnippetsConfig.ts"
import * as MachineLearningUserActionHistoryConfig from "../../Platform/MachineLearning/MachineLearningUserActionHistoryConfig.ts"
import * as ModifierTemplates from "../../Platform/Search/ModifierTemplates.ts"
import * as Search from "../../Platform/Search/Search.ts"
import type { Node } from "../Facade.ts"
import { mlConfigChildren } from "./ml-config.ts"

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
    userActionHistoryConfig: [MachineLearningUserActionHistoryConfig],
    ...mlConfigChildren
  }],
  search: [Search],
  searchPages: [SearchPages],
  searchInterfaces: [SearchInterfaces],
  ipx: [InAppWidgets, { searchPages: [SearchPages] }],
  caseAssistConfig: [CaseAssists],
  insightPanelConfig: [InsightConfigs],
  modifierTemplates: [ModifierTemplates]
} as const satisfies Readonly<Record<string, Node>>
