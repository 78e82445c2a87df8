import * as Schema from "effect/Schema";
/** Strategy a case assist configuration uses to suggest documents. */
export const DocumentSuggestionStrategy = Schema.Literals(["ITD"]);
/** Source of the values offered by case assist typing aids. */
export const TypingAidStrategy = Schema.Literals(["StaticValues", "ValuesFromIndex"]);
/** Strategy a case assist configuration uses to classify cases. */
export const ClassificationStrategy = Schema.Literals(["Some", "Axon"]);
/** Horizontal position of an in-app widget button, as sent in requests. */
export const ButtonHorizontalPosition = Schema.Literals(["left", "center", "right"]);
/** Vertical position of an in-app widget button, as sent in requests. */
export const ButtonVerticalPosition = Schema.Literals(["top", "middle", "bottom"]);
/** Horizontal position of an in-app widget button, as returned in responses. */
export const ButtonHorizontalPositionResponse = Schema.Literals(["Undefined", "Left", "Center", "Right"]);
/** Vertical position of an in-app widget button, as returned in responses. */
export const ButtonVerticalPositionResponse = Schema.Literals(["Undefined", "Top", "Middle", "Bottom"]);
