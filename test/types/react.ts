/**
 * The hooks' types: a query given an Effect is never `idle`, one that may be given `undefined` can be, and a
 * loading query's `previous` is its data's type. `tsc` fails here when they are not.
 */
import type * as Sources from "../../src/Platform/Sources/Sources.ts"
import { usePlatformQuery } from "../../src/react/index.ts"
import { same } from "./check.ts"

type Status = "loading" | "success" | "failure" | "interrupted" | "defect"

/** Never called: hooks run only inside components; this only has to compile. */
export const queryTypes = (get: typeof Sources.get, id: string | undefined): void => {
  const always = usePlatformQuery(() => get("s1"), [])
  same<typeof always.status, Status>(true)
  if (always.status === "loading") same<typeof always.previous, Sources.SourceModel | undefined>(true)
  if (always.status === "success") same<typeof always.data, Sources.SourceModel>(true)

  const maybe = usePlatformQuery(id === undefined ? undefined : () => get(id), [id])
  same<typeof maybe.status, Status | "idle">(true)
  if (maybe.status === "idle") maybe.refresh()
}
