/**
 * Accessors of the hosted interfaces: hosted pages, IPX interfaces and insight
 * panel interfaces, as `@coveo/platform-client` names them. Merged into `../accessors.ts`.
 *
 * @module
 */
import * as HostedPages from "../../Platform/Interfaces/HostedPages.ts"
import * as InsightPanelInterfaces from "../../Platform/Interfaces/InsightPanelInterfaces.ts"
import * as IpxInterfaces from "../../Platform/Interfaces/IpxInterfaces.ts"
import type { Node } from "../Facade.ts"

/** Accessor name → [module]. */
export const hostedInterfacesAccessors = {
  hostedPages: [HostedPages],
  ipxInterface: [IpxInterfaces],
  insightPanelInterface: [InsightPanelInterfaces]
} as const satisfies Readonly<Record<string, Node>>
