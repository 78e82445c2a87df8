/**
 * Helpers shared by the workflow modules: operations that move through phases
 * as time passes, body validation with `Schema`, and lookups that 404.
 *
 * @module
 */
import * as Result from "effect/Result";
import * as Schema from "effect/Schema";
import { fail } from "../types.js";
/** The platform's organization prefix. */
export const org = "/rest/organizations/{org}";
/** A timeline starting now. */
export const timeline = (phases, now) => ({ phases, startedAt: now });
/** Index of the current phase. */
export const phaseIndex = (t, now, stepMs) => {
    const last = t.phases.length - 1;
    if (stepMs <= 0)
        return last;
    return Math.max(0, Math.min(last, Math.floor((now - t.startedAt) / stepMs)));
};
/** The current phase. */
export const phaseOf = (t, now, stepMs) => t.phases[phaseIndex(t, now, stepMs)];
/** Whether the last phase is reached. */
export const finished = (t, now, stepMs) => phaseIndex(t, now, stepMs) === t.phases.length - 1;
/** The phases still ahead, the current one included. */
export const remaining = (t, now, stepMs) => t.phases.slice(phaseIndex(t, now, stepMs));
/** The record's timeline (every workflow record has one under `$timeline`). */
export const timelineOf = (record) => record.$timeline;
/** The current phase of a record's timeline. */
export const statusOf = (record, req, world) => phaseOf(timelineOf(record), req.now, world.stepMs());
/** Decodes `value` with `schema`, or rejects with 400 and the Schema's message; a rejected body changes nothing. */
export const decodeBody = (schema, value) => {
    const decoded = Schema.decodeUnknownResult(schema)(value ?? {});
    if (Result.isFailure(decoded)) {
        return fail(400, "INVALID_PARAMETER", `Invalid body: ${decoded.failure.message.replace(/\s*\n\s*/g, " ")}`);
    }
    return decoded.success;
};
/** An ISO-8601 instant. */
export const iso = (millis) => new Date(millis).toISOString();
