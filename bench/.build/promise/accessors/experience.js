/**
 * Accessors of the search-experience and machine-learning areas, as
 * `@coveo/platform-client` names them. Merged into `../accessors.ts`.
 *
 * @module
 */
import * as CaseAssists from "../../Platform/CaseAssists.js";
import * as InAppWidgets from "../../Platform/InAppWidgets.js";
import * as InsightConfigs from "../../Platform/InsightConfigs.js";
import * as MachineLearning from "../../Platform/MachineLearning.js";
import * as MachineLearningAdvancedConfig from "../../Platform/MachineLearningAdvancedConfig.js";
import * as MachineLearningCaseClassificationConfig from "../../Platform/MachineLearningCaseClassificationConfig.js";
import * as MachineLearningDneConfig from "../../Platform/MachineLearningDneConfig.js";
import * as MachineLearningEngineModels from "../../Platform/MachineLearningEngineModels.js";
import * as MachineLearningModels from "../../Platform/MachineLearningModels.js";
import * as MachineLearningPqsConfig from "../../Platform/MachineLearningPqsConfig.js";
import * as MachineLearningSmartSnippetsConfig from "../../Platform/MachineLearningSmartSnippetsConfig.js";
import * as MachineLearningUserActionHistoryConfig from "../../Platform/MachineLearningUserActionHistoryConfig.js";
import * as ModifierTemplates from "../../Platform/ModifierTemplates.js";
import * as Search from "../../Platform/Search.js";
import * as SearchInterfaces from "../../Platform/SearchInterfaces.js";
import * as SearchPages from "../../Platform/SearchPages.js";
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
};
