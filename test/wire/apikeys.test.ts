import * as ApiKeys from "../../src/Platform/Authorization/ApiKeys.ts"
import { wireSuite } from "../support/wire.ts"

const key = { id: "key 1", displayName: "CI", enabled: true }
const base = "/rest/organizations/my-org/apikeys"

wireSuite("platform/apikeys", [
  { name: "ApiKeys.list", call: ApiKeys.list(), method: "GET", path: base, reply: { body: [key] } },
  {
    name: "ApiKeys.list",
    call: ApiKeys.list({ status: "ACTIVE" }),
    method: "GET",
    path: base,
    query: "status=ACTIVE",
    reply: { body: [key] }
  },
  {
    // A value of the platform's description that the promise client 60.4 lacks.
    name: "ApiKeys.list",
    call: ApiKeys.list({ status: "WITH_WARNING" }),
    method: "GET",
    path: base,
    query: "status=WITH_WARNING",
    reply: { body: [key] }
  },
  {
    name: "ApiKeys.create",
    call: ApiKeys.create({ displayName: "CI" }, { apiKeyTemplateId: "t1" }),
    method: "POST",
    path: base,
    query: "apiKeyTemplateId=t1",
    body: { displayName: "CI" },
    reply: { status: 201, body: { ...key, value: "xx-new" } }
  },
  { name: "ApiKeys.get", call: ApiKeys.get("key 1"), method: "GET", path: `${base}/key%201`, reply: { body: key } },
  {
    name: "ApiKeys.update",
    call: ApiKeys.update(key),
    method: "PUT",
    path: `${base}/key%201`,
    body: key,
    reply: { status: 204 }
  },
  {
    name: "ApiKeys.delete",
    call: ApiKeys.delete("key 1"),
    method: "DELETE",
    path: `${base}/key%201`,
    reply: { status: 204 }
  },
  {
    name: "ApiKeys.disable",
    call: ApiKeys.toggle(key),
    method: "PUT",
    path: `${base}/key%201/disable`,
    body: key,
    reply: { status: 204 }
  },
  {
    name: "ApiKeys.activate",
    call: ApiKeys.toggle({ ...key, enabled: false }),
    method: "PUT",
    path: `${base}/key%201/activate`,
    body: { ...key, enabled: false },
    reply: { status: 204 }
  },
  {
    // The promise client 60.4's form: the id alone, with `{}` as the body.
    name: "ApiKeys.activate",
    call: ApiKeys.activate("key 1"),
    method: "PUT",
    path: `${base}/key%201/activate`,
    reply: { status: 204 }
  },
  {
    name: "ApiKeys.disable",
    call: ApiKeys.disable("key 1"),
    method: "PUT",
    path: `${base}/key%201/disable`,
    reply: { status: 204 }
  },
  {
    name: "ApiKeys.activateBulk",
    call: ApiKeys.activateBulk(["k1", "k2"]),
    method: "PUT",
    path: `${base}/activate/bulk`,
    body: ["k1", "k2"],
    reply: { status: 204 }
  },
  {
    name: "ApiKeys.disableBulk",
    call: ApiKeys.disableBulk(["k1", "k2"]),
    method: "PUT",
    path: `${base}/disable/bulk`,
    body: ["k1", "k2"],
    reply: { status: 204 }
  },
  {
    name: "ApiKeys.deleteBulk",
    call: ApiKeys.deleteBulk(["k1", "k2"]),
    method: "POST",
    path: `${base}/delete/bulk`,
    body: ["k1", "k2"],
    reply: { status: 204 }
  },
  {
    name: "ApiKeys.extend",
    call: ApiKeys.extend("key 1"),
    method: "PUT",
    path: `${base}/key%201/activation/extend`,
    reply: { status: 204 }
  },
  {
    name: "ApiKeys.duplicate",
    call: ApiKeys.duplicate("key 1", { displayName: "CI copy", lifetimeDuration: "P6M" }),
    method: "PUT",
    path: `${base}/key%201/duplicate`,
    body: { displayName: "CI copy", lifetimeDuration: "P6M" },
    reply: { status: 201, body: { ...key, id: "key 2", displayName: "CI copy", value: "xx-copy" } }
  }
], [ApiKeys])
