/**
 * The search authentication settings whose calls wrap the record they send and answer: a trusted URI is
 * sent as `{ trustedUri: { uriPrefix } }` and answered as `{ trustedUri: { id, uriPrefix } }`, while the
 * list holds the bare records (the Search API's description).
 *
 * @module
 */
import { objectBody, ok } from "../types.ts"
import { org, type Workflow } from "./common.ts"

const trustedUris = `${org}/authentication/trusteduris`

/** The search authentication workflow. */
export const searchAuthenticationWorkflow: Workflow = {
  handlers: {
    [`POST ${trustedUris}`]: (req, world) => {
      const sent = objectBody(req).trustedUri
      const id = world.store.nextId("trusted-uri")
      const record = { ...(typeof sent === "object" && sent !== null ? sent : {}), id }
      world.store.put(world.generic.keyOf(trustedUris, req), id, record)
      return ok({ trustedUri: record }, 201)
    }
  }
}
