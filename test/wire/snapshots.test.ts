import { expect } from "@effect/vitest"
import * as ResourceSnapshots from "../../src/Platform/Migration/ResourceSnapshots.ts"
import { wireSuite } from "../support/wire.ts"

const base = "/rest/organizations/my-org/snapshots"
const snapshot = { id: "s1", createdBy: "me", targetId: "my-org" }
const report = { id: "r1", type: "DRY_RUN", status: "PENDING", resultCode: "SUCCESS" }
const plan = { id: "p1", snapshotId: "s1", status: "CREATED" } as const
const exportConfig = { resourcesToExport: { FIELD: ["f1", "f2"], SOURCE: null } }
const zip = new File([new Uint8Array([0x50, 0x4b, 0x03, 0x04])], "snap.zip", { type: "application/zip" })
const jsonFile = new File(["{\"resources\":{}}"], "snap.json", { type: "application/json" })
const multipart = /^multipart\/form-data; boundary=/

wireSuite("platform/snapshots", [
  {
    name: "ResourceSnapshots.list",
    call: ResourceSnapshots.list(),
    method: "GET",
    path: base,
    reply: { body: [snapshot] }
  },
  {
    name: "ResourceSnapshots.list",
    call: ResourceSnapshots.list({ filter: "nightly build", sortingOrder: "DESC", sortingType: "CREATED_DATE" }),
    method: "GET",
    path: base,
    query: "filter=nightly%20build&sortingOrder=DESC&sortingType=CREATED_DATE",
    reply: { body: [] }
  },
  {
    name: "ResourceSnapshots.get",
    call: ResourceSnapshots.get("s1"),
    method: "GET",
    path: `${base}/s1`,
    reply: { body: snapshot }
  },
  {
    name: "ResourceSnapshots.get",
    call: ResourceSnapshots.get("s1", { includeReports: true }),
    method: "GET",
    path: `${base}/s1`,
    query: "includeReports=true",
    reply: { body: { ...snapshot, reports: [report] } }
  },
  {
    name: "ResourceSnapshots.listResourceAccess",
    call: ResourceSnapshots.listResourceAccess(),
    method: "GET",
    path: `${base}/access/resource`,
    reply: { body: ["FIELD", "SOURCE"] }
  },
  {
    name: "ResourceSnapshots.validateAccess",
    call: ResourceSnapshots.validateAccess("s1", { snapshotAccessType: "WRITE" }),
    method: "GET",
    path: `${base}/s1/access`,
    query: "snapshotAccessType=WRITE",
    reply: { body: { allowed: true } }
  },
  {
    name: "ResourceSnapshots.export",
    call: ResourceSnapshots.export("s1"),
    method: "GET",
    path: `${base}/s1/content`,
    reply: { body: Buffer.from([0x50, 0x4b]), headers: { "content-type": "application/zip" } },
    result: expect.any(Blob)
  },
  {
    name: "ResourceSnapshots.export",
    call: ResourceSnapshots.export("s1", { contentFormat: "SPLIT_PER_TYPE" }),
    method: "GET",
    path: `${base}/s1/content`,
    query: "contentFormat=SPLIT_PER_TYPE",
    reply: { body: Buffer.from([0x50, 0x4b]), headers: { "content-type": "application/zip" } },
    result: expect.any(Blob)
  },
  {
    name: "ResourceSnapshots.generateUrl",
    call: ResourceSnapshots.generateUrl("s1", { contentType: "CURRENT_STATE" }),
    method: "GET",
    path: `${base}/s1/url`,
    query: "contentType=CURRENT_STATE",
    reply: { body: { url: "https://files.example/s1.zip?sig=abc", urlExpiration: 1700000000000 } }
  },
  {
    name: "ResourceSnapshots.createFromFile",
    call: ResourceSnapshots.createFromFile(zip, { developerNotes: "v1 import" }),
    method: "POST",
    path: `${base}/file`,
    query: "developerNotes=v1%20import&snapshotFileType=ZIP",
    contentType: multipart,
    // eslint-disable-next-line no-control-regex -- the zip magic number (PK\x03\x04) is the point
    body: /name="file"; filename="snap.zip"\r\nContent-Type: application\/zip\r\n\r\nPK\u0003\u0004\r\n/,
    reply: { status: 201, body: snapshot }
  },
  {
    name: "ResourceSnapshots.createFromFile",
    call: ResourceSnapshots.createFromFile(jsonFile),
    method: "POST",
    path: `${base}/file`,
    query: "snapshotFileType=JSON",
    contentType: multipart,
    body: /name="file"; filename="snap.json"\r\nContent-Type: application\/json\r\n\r\n\{"resources":\{\}\}\r\n/,
    reply: { body: snapshot }
  },
  {
    name: "ResourceSnapshots.createFromOrganization",
    call: ResourceSnapshots.createFromOrganization(exportConfig, {
      developerNotes: "nightly",
      targetOrganizationId: "org-2",
      includeChildrenResources: true
    }),
    method: "POST",
    path: `${base}/self`,
    query: "developerNotes=nightly&targetOrganizationId=org-2&includeChildrenResources=true",
    body: exportConfig,
    reply: { status: 201, body: snapshot }
  },
  {
    name: "ResourceSnapshots.createFromOrganization",
    call: ResourceSnapshots.createFromOrganization(exportConfig),
    method: "POST",
    path: `${base}/self`,
    body: exportConfig,
    reply: { body: snapshot }
  },
  {
    name: "ResourceSnapshots.dryRun",
    call: ResourceSnapshots.dryRun("s1", { deleteMissingResources: false }),
    method: "PUT",
    path: `${base}/s1/dryrun`,
    query: "deleteMissingResources=false",
    reply: { body: report }
  },
  {
    name: "ResourceSnapshots.apply",
    call: ResourceSnapshots.apply("s1", { deleteMissingResources: true, deletionScope: "ONLY_TYPES_FROM_SNAPSHOT" }),
    method: "PUT",
    path: `${base}/s1/apply`,
    query: "deleteMissingResources=true&deletionScope=ONLY_TYPES_FROM_SNAPSHOT",
    reply: { body: { ...report, type: "APPLY" } }
  },
  {
    name: "ResourceSnapshots.apply",
    call: ResourceSnapshots.apply("s1"),
    method: "PUT",
    path: `${base}/s1/apply`,
    reply: { body: report }
  },
  {
    name: "ResourceSnapshots.push",
    call: ResourceSnapshots.push("s1", { targetOrganizationId: "org-2", developerNotes: "to prod" }),
    method: "PUT",
    path: `${base}/s1/push`,
    query: "targetOrganizationId=org-2&developerNotes=to%20prod",
    reply: { status: 204 }
  },
  {
    name: "ResourceSnapshots.delete",
    call: ResourceSnapshots.delete("s1"),
    method: "DELETE",
    path: `${base}/s1`,
    reply: { status: 204 }
  },
  {
    name: "ResourceSnapshots.createSynchronizationPlan",
    call: ResourceSnapshots.createSynchronizationPlan("s1"),
    method: "POST",
    path: `${base}/s1/synchronization`,
    reply: { status: 201, body: { ...plan, status: "CREATING" } }
  },
  {
    name: "ResourceSnapshots.getSynchronizationPlan",
    call: ResourceSnapshots.getSynchronizationPlan("s1", "p1"),
    method: "GET",
    path: `${base}/s1/synchronization/p1`,
    reply: { body: plan }
  },
  {
    name: "ResourceSnapshots.updateSynchronizationPlan",
    call: ResourceSnapshots.updateSynchronizationPlan("s1", "p1", plan),
    method: "PUT",
    path: `${base}/s1/synchronization/p1`,
    body: plan,
    reply: { body: plan }
  },
  {
    name: "ResourceSnapshots.applySynchronizationPlan",
    call: ResourceSnapshots.applySynchronizationPlan("s1", "p1"),
    method: "PUT",
    path: `${base}/s1/synchronization/p1/apply`,
    reply: {
      body: {
        id: "r2",
        synchronizationPlanId: "p1",
        type: "APPLY_SYNCHRONIZATION_PLAN",
        status: "PENDING",
        resultCode: "SUCCESS"
      }
    }
  },
  {
    name: "ResourceSnapshots.updateSynchronizationPlanForChildren",
    call: ResourceSnapshots.updateSynchronizationPlanForChildren("s1", "p1", {
      snapshotParentResourceName: "pipeline/main",
      parentResourceType: "QUERY_PIPELINE",
      targetParentId: "qp-9"
    }),
    method: "PUT",
    path: `${base}/s1/synchronization/p1/children`,
    query: "snapshotParentResourceName=pipeline%2Fmain&parentResourceType=QUERY_PIPELINE&targetParentId=qp-9",
    reply: { body: plan }
  },
  {
    name: "ResourceSnapshots.diff",
    call: ResourceSnapshots.diff("s1", "r1", 500),
    method: "GET",
    path: `${base}/s1/diff`,
    query: "relativeReportId=r1&numberOfLinesMax=500",
    reply: { body: { id: "d1", snapshotId: "s1", relativeReportId: "r1", status: "COMPLETED", files: {} } }
  },
  {
    name: "ResourceSnapshots.diff",
    call: ResourceSnapshots.diff("s1", "r1"),
    method: "GET",
    path: `${base}/s1/diff`,
    query: "relativeReportId=r1",
    reply: { body: { id: "d1", files: {} } }
  }
], [ResourceSnapshots])
