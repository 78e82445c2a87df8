/**
 * Helpers shared by the workflow modules: operations that move through phases
 * as time passes, body validation with `Schema`, and lookups that 404.
 *
 * @module
 */
import * as Result from "effect/Result"
import * as Schema from "effect/Schema"
import type { GenericSpec, Missing, View } from "../generic.ts"
import type { StoredRecord } from "../store.ts"
import { type EmulatorRequest, fail, type Handler, type ListSpec, type Reply, type World } from "../types.ts"

/** The platform's organization prefix. */
export const org = "/rest/organizations/{org}"

/**
 * An operation's phases from a start time: phase `i` lasts one step, the last
 * one stays. Status is computed when read, so nothing runs in the background.
 */
export interface Timeline {
  readonly phases: ReadonlyArray<string>
  readonly startedAt: number
}

/** A timeline starting now. */
export const timeline = (phases: ReadonlyArray<string>, now: number): Timeline => ({ phases, startedAt: now })

/** Index of the current phase. */
export const phaseIndex = (t: Timeline, now: number, stepMs: number): number => {
  const last = t.phases.length - 1
  if (stepMs <= 0) return last
  return Math.max(0, Math.min(last, Math.floor((now - t.startedAt) / stepMs)))
}

/** The current phase. */
export const phaseOf = (t: Timeline, now: number, stepMs: number): string => t.phases[phaseIndex(t, now, stepMs)]!

/** Two values of a sort key: numbers by value, anything else as text. */
export const compareValues = (x: unknown, y: unknown): number =>
  typeof x === "number" && typeof y === "number" ? x - y : String(x ?? "").localeCompare(String(y ?? ""))

/** When the current phase began: what a record's `updatedDate` shows, the same on every read. */
export const phaseStartedAt = (t: Timeline, now: number, stepMs: number): number =>
  t.startedAt + phaseIndex(t, now, stepMs) * Math.max(0, stepMs)

/** Whether the last phase is reached. */
export const finished = (t: Timeline, now: number, stepMs: number): boolean =>
  phaseIndex(t, now, stepMs) === t.phases.length - 1

/** The phases still ahead, the current one included. */
export const remaining = (t: Timeline, now: number, stepMs: number): ReadonlyArray<string> =>
  t.phases.slice(phaseIndex(t, now, stepMs))

/** The record's timeline (every workflow record has one under `$timeline`). */
export const timelineOf = (record: StoredRecord): Timeline => record.$timeline as Timeline

/** The current phase of a record's timeline. */
export const statusOf = (record: StoredRecord, req: EmulatorRequest, world: World): string =>
  phaseOf(timelineOf(record), req.now, world.stepMs())

/** Decodes `value` with `schema`, or rejects with 400 and the Schema's message; a rejected body changes nothing. */
export const decodeBody = <S extends Schema.Top>(schema: S, value: unknown): S["Type"] => {
  const decoded = Schema.decodeUnknownResult(schema as unknown as Schema.Codec<S["Type"], unknown>)(value ?? {})
  if (Result.isFailure(decoded)) {
    return fail(400, "INVALID_PARAMETER", `Invalid body: ${decoded.failure.message.replace(/\s*\n\s*/g, " ")}`)
  }
  return decoded.success
}

/** An ISO-8601 instant. */
export const iso = (millis: number): string => new Date(millis).toISOString()

/** A signed download link to a stored record, served by the emulator without a bearer token. */
export const signedUrl = (req: EmulatorRequest, world: World, kind: string, key: string, id: string): string => {
  const q = new URLSearchParams({ key, id, signature: world.sign(`${kind}|${key}|${id}`) })
  return `${req.baseUrl}/emulator/downloads/${kind}?${q.toString()}`
}

/** Serves the file behind a signed link: `(world, key, id)` → the answer, `undefined` when gone. */
export type Download = (world: World, key: string, id: string) => Reply | undefined

/** A workflow module: specific handlers by `METHOD template`, and what it tells the generic behaviour. */
export interface Workflow {
  readonly handlers: Readonly<Record<string, Handler>>
  readonly lists?: Readonly<Record<string, ListSpec>>
  readonly views?: Readonly<Record<string, View>>
  readonly defaults?: GenericSpec["defaults"]
  readonly aliases?: Readonly<Record<string, string>>
  /** Collection template → the 404 of a missing record, for the generic calls and the workflow's own alike. */
  readonly notFound?: Readonly<Record<string, Missing>>
  /** Signed-link kind → what it serves. */
  readonly downloads?: Readonly<Record<string, Download>>
}

/**
 * The store key of the files that file containers were made for; an upload records its size and type there.
 *
 * @since 0.1.0
 * @category workflows
 */
export const uploadedFiles = "emulator/files"
