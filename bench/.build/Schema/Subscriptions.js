import * as Schema from "effect/Schema";
/** How often a subscription delivers notifications. */
export const SubscriptionFrequency = Schema.Literals(["LIVE", "HOURLY", "DAILY", "WEEKLY"]);
/** Delivery channel of a subscription. */
export const SubscriptionType = Schema.Literals(["EMAIL", "EMAIL_JSON", "WEB_HOOK"]);
/** Health indicator of a subscription's deliveries. */
export const SubscriptionHealth = Schema.Literals(["GOOD", "WARNING", "PROBLEMATIC", "UNKNOWN"]);
