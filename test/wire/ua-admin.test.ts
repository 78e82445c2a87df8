import * as Effect from "effect/Effect"
import * as Administration from "../../src/UsageAnalytics/Administration.ts"
import * as DataShare from "../../src/UsageAnalytics/DataShare.ts"
import * as Dimensions from "../../src/UsageAnalytics/Dimensions.ts"
import * as Exports from "../../src/UsageAnalytics/Exports.ts"
import * as Snowflake from "../../src/UsageAnalytics/Snowflake.ts"
import { wireSuite } from "../support/wire.ts"

const ua = "/rest/ua/v15"
const jan1 = "2024-01-01T00%3A00%3A00.000Z"
const jan31 = "2024-01-31T12%3A30%3A00.000Z"
const range = { from: new Date(Date.UTC(2024, 0, 1)), to: "2024-01-31T12:30:00Z" }

const account = {
  name: "acme",
  enabled: true,
  status: "AVAILABLE",
  internalEventIps: ["10.0.0.1"],
  useStrictFieldValidation: true
}
const accountInfo = { internalEventIps: ["10.0.0.1"], useStrictFieldValidation: false }

wireSuite("ua/admin", [
  {
    name: "Administration.getAccount",
    call: Administration.getAccount(),
    method: "GET",
    path: `${ua}/admin/account`,
    query: "org=my-org",
    reply: { body: account }
  },
  {
    name: "Administration.updateAccount",
    call: Administration.updateAccount(accountInfo),
    method: "PUT",
    path: `${ua}/admin/account`,
    query: "org=my-org",
    body: accountInfo,
    reply: { body: account }
  },
  {
    name: "Administration.getStrictValidationTest",
    call: Administration.getStrictValidationTest({ ...range, p: 2, n: 25, d: "c_color" }),
    method: "GET",
    path: `${ua}/admin/account/strictValidationTest`,
    query: `org=my-org&from=${jan1}&to=${jan31}&p=2&n=25&d=c_color`,
    reply: { body: { dimensionName: "c_color", validationTestResults: [{ value: "Red!" }] } }
  },
  {
    name: "Administration.getStrictValidationTest",
    call: Administration.getStrictValidationTest({
      org: "other-org",
      from: "2024-01-01",
      to: "2024-01-31T12:30:00Z",
      d: "c_size"
    }),
    method: "GET",
    path: `${ua}/admin/account/strictValidationTest`,
    query: `org=other-org&from=${jan1}&to=${jan31}&d=c_size`,
    reply: { body: { dimensionName: "c_size", validationTestResults: [] } }
  },
  {
    name: "Administration.setRedshiftStatus",
    call: Administration.setRedshiftStatus("endpoint-1", "READ_ONLY"),
    method: "POST",
    path: `${ua}/admin/redshift/endpoint/status`,
    query: "org=my-org&endpointId=endpoint-1&status=READ_ONLY",
    reply: { body: { endpointId: "endpoint-1", status: "READ_ONLY" } }
  }
], [Administration])

const shareBase = `${ua}/admin/snowflake/securedatasharing`
const shareAccount = { accountLocator: "AB12345", snowflakeRegion: "AWS_US_EAST_1" }

wireSuite("ua/datashare", [
  {
    name: "DataShare.listSnowflakeAccount",
    call: DataShare.listSnowflakeAccount(),
    method: "GET",
    path: `${shareBase}/accounts`,
    query: "org=my-org",
    reply: { body: [{ locator: "AB12345", region: "AWS_US_EAST_1", status: "ACTIVE" }] }
  },
  {
    name: "DataShare.addSnowflakeAccount",
    call: DataShare.addSnowflakeAccount(shareAccount),
    method: "POST",
    path: `${shareBase}/accounts`,
    query: "org=my-org",
    body: shareAccount,
    reply: { status: 204 }
  },
  {
    name: "DataShare.addSnowflakeAccount",
    call: DataShare.addSnowflakeAccount({ ...shareAccount, org: "other-org" }),
    method: "POST",
    path: `${shareBase}/accounts`,
    query: "org=other-org",
    body: shareAccount,
    reply: { status: 204 }
  },
  {
    name: "DataShare.deleteSnowflakeAccount",
    call: DataShare.deleteSnowflakeAccount(shareAccount),
    method: "DELETE",
    path: `${shareBase}/accounts`,
    query: "org=my-org&accountLocator=AB12345&snowflakeRegion=AWS_US_EAST_1",
    reply: { status: 204 }
  },
  {
    name: "DataShare.listAllowedSnowflakeRegions",
    call: DataShare.listAllowedSnowflakeRegions(),
    method: "GET",
    path: `${shareBase}/regions`,
    query: "org=my-org",
    reply: { body: { primaryRegion: "AWS_US_EAST_1", secondaryRegions: ["AWS_EU_WEST_1"] } }
  }
], [DataShare])

const dim = `${ua}/dimensions`
const dimension = {
  apiNames: ["c_color"],
  custom: true,
  displayName: "Color",
  eventTypes: ["searches"],
  returnName: "c_color",
  status: "AVAILABLE",
  type: "TEXT"
}
const customModel = { type: "TEXT", displayName: "Color", path: ["color"] } as const
const values = { values: [{ c_color: "red", count: 3 }] }

wireSuite("ua/dimensions", [
  {
    name: "Dimensions.list",
    call: Dimensions.list(),
    method: "GET",
    path: dim,
    query: "org=my-org",
    reply: { body: [dimension] }
  },
  {
    name: "Dimensions.list",
    call: Dimensions.list({ includeOnlyParents: true, includeCustom: false }),
    method: "GET",
    path: dim,
    query: "org=my-org&includeOnlyParents=true&includeCustom=false",
    reply: { body: [dimension] }
  },
  {
    name: "Dimensions.listExportableDimensions",
    call: Dimensions.listExportableDimensions({ includeCustom: true }),
    method: "GET",
    path: `${dim}/exportables`,
    query: "org=my-org&includeCustom=true",
    reply: { body: [dimension] }
  },
  {
    name: "Dimensions.get",
    call: Dimensions.get("SEARCHES.c_color"),
    method: "GET",
    path: `${dim}/SEARCHES.c_color`,
    query: "org=my-org",
    reply: { body: dimension }
  },
  {
    name: "Dimensions.getValues",
    call: Dimensions.getValues("c_color", {
      ...range,
      tz: "America/Montreal",
      f: ["c_size=='L'", "c_fit=='slim'"],
      p: 1,
      n: 50
    }),
    method: "GET",
    path: `${dim}/c_color/values`,
    query:
      `org=my-org&from=${jan1}&to=${jan31}&tz=America%2FMontreal&f=c_size%3D%3D%27L%27&f=c_fit%3D%3D%27slim%27&p=1&n=50`,
    reply: { body: values }
  },
  {
    name: "Dimensions.getValues",
    call: Dimensions.getValues("c_color"),
    method: "GET",
    path: `${dim}/c_color/values`,
    query: "org=my-org",
    reply: { body: values }
  },
  {
    name: "Dimensions.checkStatus",
    call: Dimensions.checkStatus(),
    method: "GET",
    path: `${dim}/status`,
    query: "org=my-org",
    reply: { body: { status: "online" } }
  },
  {
    name: "Dimensions.checkHealth",
    call: Dimensions.checkHealth(),
    method: "GET",
    path: `${dim}/monitoring/health`,
    query: "org=my-org",
    reply: { body: { status: "up" } }
  },
  {
    name: "Dimensions.listCustomDimensions",
    call: Dimensions.listCustomDimensions(),
    method: "GET",
    path: `${dim}/custom`,
    query: "org=my-org&includeOnlyParents=false",
    reply: { body: [dimension] }
  },
  {
    name: "Dimensions.listCustomDimensions",
    call: Dimensions.listCustomDimensions(true),
    method: "GET",
    path: `${dim}/custom`,
    query: "org=my-org&includeOnlyParents=true",
    reply: { body: [dimension] }
  },
  {
    name: "Dimensions.createCustomDimension",
    call: Dimensions.createCustomDimension(customModel, {
      name: "c_color",
      event: ["searches", "clicks"],
      updatePastEvents: true
    }),
    method: "POST",
    path: `${dim}/custom`,
    query: "org=my-org&name=c_color&event=searches&event=clicks&updatePastEvents=true",
    body: customModel,
    reply: { status: 201, body: dimension }
  },
  {
    name: "Dimensions.getCustomDimension",
    call: Dimensions.getCustomDimension("SEARCHES.c_color"),
    method: "GET",
    path: `${dim}/custom/SEARCHES.c_color`,
    query: "org=my-org",
    reply: { body: dimension }
  },
  {
    name: "Dimensions.updateCustomDimension",
    call: Dimensions.updateCustomDimension("SEARCHES.c_color", customModel),
    method: "PUT",
    path: `${dim}/custom/SEARCHES.c_color`,
    query: "org=my-org&updatePastEvents=false",
    body: customModel,
    reply: { body: dimension }
  },
  {
    name: "Dimensions.updateCustomDimension",
    call: Dimensions.updateCustomDimension("SEARCHES.c_color", customModel, true),
    method: "PUT",
    path: `${dim}/custom/SEARCHES.c_color`,
    query: "org=my-org&updatePastEvents=true",
    body: customModel,
    reply: { body: dimension }
  },
  {
    name: "Dimensions.deleteCustomDimension",
    call: Dimensions.deleteCustomDimension("SEARCHES.c_color"),
    method: "DELETE",
    path: `${dim}/custom/SEARCHES.c_color`,
    query: "org=my-org",
    reply: { status: 204 }
  },
  {
    name: "Dimensions.getCustomDimensionValues",
    call: Dimensions.getCustomDimensionValues("c_color", { from: "2024-01-01T00:00:00Z", tz: "Z", n: 10 }),
    method: "GET",
    path: `${dim}/custom/c_color/values`,
    query: `org=my-org&from=${jan1}&tz=Z&n=10`,
    reply: { body: values }
  },
  {
    name: "Dimensions.listUncreatedDimensions",
    call: Dimensions.listUncreatedDimensions("custom_events", { ...range, includeValueSamples: true, depth: 1000 }),
    method: "GET",
    path: `${dim}/custom/custom_events/suggestions`,
    query: `org=my-org&from=${jan1}&to=${jan31}&includeValueSamples=true&depth=1000`,
    reply: { body: { suggestions: [{ eventName: "custom_events", apiName: "c_size", values: ["L"] }] } }
  },
  {
    name: "Dimensions.getCustomDimensionStatus",
    call: Dimensions.getCustomDimensionStatus(),
    method: "GET",
    path: `${dim}/custom/status`,
    query: "org=my-org",
    reply: { body: { status: "online" } }
  },
  {
    name: "Dimensions.checkCustomDimensionHealth",
    call: Dimensions.checkCustomDimensionHealth(),
    method: "GET",
    path: `${dim}/custom/monitoring/health`,
    query: "org=my-org",
    reply: { body: { status: "up" } }
  }
], [Dimensions])

const ex = `${ua}/exports`
const exportModel = {
  id: "e1",
  author: "me@acme.com",
  startDate: 1,
  from: 2,
  to: 3,
  filters: {},
  description: "weekly",
  size: 0,
  status: "PENDING",
  downloadable: false
}
const estimate = { estimates: { SEARCHES: 120, CLICKS: 40 } }
const scheduleIn = {
  frequency: "WEEKLY",
  dayOfWeek: "MONDAY",
  timezone: "America/Montreal",
  tables: ["SEARCHES", "CLICKS"],
  exportFormat: "NO_NEWLINE"
} as const
const scheduleOut = { ...scheduleIn, id: "sc1", author: "me@acme.com", filters: {}, description: "" }
const fileBytes = Buffer.from("PK\u0003\u0004 export bytes")

const exportBody = {
  from: "2024-01-01T00:00:00.000Z",
  to: "2024-01-31T12:30:00.000Z",
  commonFilters: ["country=='CA'"],
  searchesFilters: ["queryPipeline=='main'"],
  customEventsFilters: ["eventType=='addToCart'"],
  filename: "january",
  description: "January export",
  dimensions: ["country", "queryPipeline"],
  tables: ["SEARCHES", "CUSTOM_EVENTS"],
  exportFormat: "EXCEL",
  useDisplayNames: true
} as const
const visitExportBody = {
  from: "2024-01-01T00:00:00.000Z",
  to: "2024-01-31T12:30:00.000Z",
  inclusionFilters: ["x=='y'"],
  hideEventFilters: ["e=='f'"],
  exclusionFilters: ["c=='d'"],
  dimensions: ["country"],
  exportFormat: "NO_NEWLINE",
  ordered: false
} as const

wireSuite("ua/exports", [
  {
    name: "Exports.list",
    call: Exports.list(),
    method: "GET",
    path: ex,
    query: "org=my-org",
    reply: { body: [exportModel] }
  },
  {
    name: "Exports.generate",
    call: Exports.generate({
      ...range,
      f: ["country=='CA'"],
      fs: ["queryPipeline=='main'"],
      fc: ["eventType=='addToCart'"],
      tables: ["SEARCHES", "CUSTOM_EVENTS"],
      filename: "january",
      d: "January export",
      dimensions: ["country", "queryPipeline"],
      format: "EXCEL",
      useDisplayNames: true
    }),
    method: "POST",
    path: ex,
    query: `org=my-org&from=${jan1}&to=${jan31}&f=country%3D%3D%27CA%27&fs=queryPipeline%3D%3D%27main%27` +
      `&fc=eventType%3D%3D%27addToCart%27&tables=SEARCHES&tables=CUSTOM_EVENTS&filename=january&d=January%20export` +
      `&dimensions=country&dimensions=queryPipeline&format=EXCEL&useDisplayNames=true`,
    reply: { status: 201, body: exportModel }
  },
  {
    name: "Exports.get",
    call: Exports.get("e1"),
    method: "GET",
    path: `${ex}/e1`,
    query: "org=my-org&redirect=false",
    reply: { body: exportModel }
  },
  {
    name: "Exports.get",
    call: Exports.get("e1", true),
    method: "GET",
    path: `${ex}/e1`,
    query: "org=my-org&redirect=true",
    reply: { body: exportModel }
  },
  {
    name: "Exports.getFile",
    call: Effect.flatMap(Exports.getFile("e1"), (file) => Effect.promise(() => file.text())),
    method: "GET",
    path: `${ex}/e1`,
    query: "org=my-org&redirect=true",
    reply: { body: fileBytes, headers: { "content-type": "application/zip" } },
    result: fileBytes.toString("utf8")
  },
  {
    name: "Exports.getExportDownloadLink",
    call: Exports.getExportDownloadLink("e1"),
    method: "GET",
    path: `${ex}/e1/downloadlink`,
    query: "org=my-org",
    reply: { body: { id: "e1", downloadLink: "https://files.example/e1.zip?sig=x" } }
  },
  {
    name: "Exports.delete",
    call: Exports.delete("e1"),
    method: "DELETE",
    path: `${ex}/e1`,
    query: "org=my-org",
    reply: { status: 204 }
  },
  {
    name: "Exports.estimateRowsCount",
    call: Exports.estimateRowsCount({ ...range, f: ["a=='b'"], tables: ["CLICKS"] }),
    method: "GET",
    path: `${ex}/estimate`,
    query: `org=my-org&from=${jan1}&to=${jan31}&f=a%3D%3D%27b%27&tables=CLICKS`,
    reply: { body: estimate }
  },
  {
    name: "Exports.checkStatus",
    call: Exports.checkStatus(),
    method: "GET",
    path: `${ex}/status`,
    query: "org=my-org",
    reply: { body: { status: "online" } }
  },
  {
    name: "Exports.checkHealth",
    call: Exports.checkHealth(),
    method: "GET",
    path: `${ex}/monitoring/health`,
    query: "org=my-org",
    reply: { body: { status: "degraded" } }
  },
  {
    name: "Exports.generateVisitExport",
    call: Exports.generateVisitExport({
      ...range,
      f: ["x=='y'"],
      fn: ["c=='d'"],
      hideEventFilters: ["e=='f'"],
      dimensions: ["country"],
      format: "NO_NEWLINE",
      useDisplayNames: false,
      ordered: false
    }),
    method: "POST",
    path: `${ex}/visits`,
    query: `org=my-org&from=${jan1}&to=${jan31}&f=x%3D%3D%27y%27&fn=c%3D%3D%27d%27&hideEventFilters=e%3D%3D%27f%27` +
      "&dimensions=country&format=NO_NEWLINE&useDisplayNames=false&ordered=false",
    reply: { status: 201, body: exportModel }
  },
  {
    name: "Exports.estimateVisitExportRowsCount",
    call: Exports.estimateVisitExportRowsCount({
      ...range,
      f: ["a=='b'"],
      fn: ["c=='d'"],
      hideEventFilters: ["e=='f'"]
    }),
    method: "GET",
    path: `${ex}/visits/estimate`,
    query: `org=my-org&from=${jan1}&to=${jan31}&f=a%3D%3D%27b%27&fn=c%3D%3D%27d%27&hideEventFilters=e%3D%3D%27f%27`,
    reply: { body: estimate }
  },
  {
    name: "Exports.listSchedules",
    call: Exports.listSchedules(),
    method: "GET",
    path: `${ex}/schedules`,
    query: "org=my-org",
    reply: { body: [scheduleOut] }
  },
  {
    name: "Exports.createSchedule",
    call: Exports.createSchedule(scheduleIn),
    method: "POST",
    path: `${ex}/schedules`,
    query: "org=my-org",
    body: scheduleIn,
    reply: { status: 201, body: scheduleOut }
  },
  {
    name: "Exports.getSchedule",
    call: Exports.getSchedule("sc1"),
    method: "GET",
    path: `${ex}/schedules/sc1`,
    query: "org=my-org",
    reply: { body: scheduleOut }
  },
  {
    name: "Exports.updateSchedule",
    call: Exports.updateSchedule("sc1", scheduleIn),
    method: "PUT",
    path: `${ex}/schedules/sc1`,
    query: "org=my-org",
    body: scheduleIn,
    reply: { body: scheduleOut }
  },
  {
    name: "Exports.deleteSchedule",
    call: Exports.deleteSchedule("sc1"),
    method: "DELETE",
    path: `${ex}/schedules/sc1`,
    query: "org=my-org",
    reply: { status: 204 }
  },
  {
    name: "Exports.generateExportWithBody",
    call: Exports.generateExportWithBody(exportBody),
    method: "POST",
    path: `${ex}/create`,
    query: "org=my-org",
    body: exportBody,
    reply: { status: 201, body: exportModel }
  },
  {
    name: "Exports.generateVisitExportWithBody",
    call: Exports.generateVisitExportWithBody(visitExportBody),
    method: "POST",
    path: `${ex}/visits/create`,
    query: "org=my-org",
    body: visitExportBody,
    reply: { status: 201, body: exportModel }
  },
  {
    name: "Exports.getRowLimit",
    call: Exports.getRowLimit(),
    method: "GET",
    path: `${ex}/rowLimit`,
    query: "org=my-org",
    reply: { body: { exportRowCountLimit: 10000000 } }
  }
], [Exports])

const sf = `${ua}/admin/snowflake`
const user = { username: "analyst", email: "analyst@acme.com", daysToExpiry: 30 }
const policy = { allowedIpAddresses: ["10.0.0.0/8"], blockedIpAddresses: [] }

wireSuite("ua/snowflake", [
  {
    name: "Snowflake.listUsers",
    call: Snowflake.listUsers(),
    method: "GET",
    path: `${sf}/users`,
    query: "org=my-org",
    reply: { body: { snowflakeUsers: [user] } }
  },
  {
    name: "Snowflake.createUser",
    call: Snowflake.createUser(user),
    method: "POST",
    path: `${sf}/users`,
    query: "org=my-org",
    body: user,
    reply: { status: 201, body: user }
  },
  {
    name: "Snowflake.getUser",
    call: Snowflake.getUser("analyst"),
    method: "GET",
    path: `${sf}/users/analyst`,
    query: "org=my-org",
    reply: { body: user }
  },
  {
    name: "Snowflake.deleteUser",
    call: Snowflake.deleteUser("analyst"),
    method: "DELETE",
    path: `${sf}/users/analyst`,
    query: "org=my-org",
    reply: { status: 204 }
  },
  {
    name: "Snowflake.resetPassword",
    call: Snowflake.resetPassword("analyst"),
    method: "POST",
    path: `${sf}/users/analyst/passwordreset`,
    query: "org=my-org",
    reply: { status: 204 }
  },
  {
    name: "Snowflake.getNetworkPolicy",
    call: Snowflake.getNetworkPolicy(),
    method: "GET",
    path: `${sf}/networkpolicy`,
    query: "org=my-org",
    reply: { body: policy }
  },
  {
    name: "Snowflake.updateNetworkPolicy",
    call: Snowflake.updateNetworkPolicy(policy),
    method: "PUT",
    path: `${sf}/networkpolicy`,
    query: "org=my-org",
    body: policy,
    reply: { status: 204 }
  },
  {
    name: "Snowflake.getCreditUsage",
    call: Snowflake.getCreditUsage(range),
    method: "GET",
    path: `${sf}/creditusage`,
    query: `org=my-org&from=${jan1}&to=${jan31}`,
    reply: { body: { creditsUsed: 12.5 } }
  },
  {
    name: "Snowflake.getSnowflakeReaderAccount",
    call: Snowflake.getSnowflakeReaderAccount(),
    method: "GET",
    path: `${sf}/readeraccount`,
    query: "org=my-org",
    reply: { body: { snowflakeReaderAccountStatus: "CREATING" } }
  },
  {
    name: "Snowflake.getSnowflakeReaderAccountEndpoint",
    call: Snowflake.getSnowflakeReaderAccountEndpoint(),
    method: "GET",
    path: `${sf}/readeraccount/endpoint`,
    query: "org=my-org",
    reply: { body: { endpoint: "https://ab12345.snowflakecomputing.com" } }
  },
  {
    name: "Snowflake.createSnowflakeReaderAccount",
    call: Snowflake.createSnowflakeReaderAccount(),
    method: "POST",
    path: `${sf}/readeraccounts`,
    query: "org=my-org",
    reply: { status: 204 }
  },
  {
    name: "Snowflake.deleteSnowflakeReaderAccount",
    call: Snowflake.deleteSnowflakeReaderAccount(),
    method: "DELETE",
    path: `${sf}/readeraccount`,
    query: "org=my-org",
    reply: { status: 204 }
  },
  {
    name: "Snowflake.reactivateUser",
    call: Snowflake.reactivateUser("analyst", { daysToExpiry: 60 }),
    method: "PUT",
    path: `${sf}/users/analyst/expiration`,
    query: "org=my-org",
    body: { daysToExpiry: 60 },
    reply: { body: { name: "analyst", email: "analyst@acme.com", daysToExpiry: 60 } }
  },
  {
    name: "Snowflake.reactivateUser",
    call: Snowflake.reactivateUser("analyst@acme.com", { daysToExpiry: 0 }),
    method: "PUT",
    path: `${sf}/users/analyst@acme.com/expiration`,
    query: "org=my-org",
    body: { daysToExpiry: 0 },
    reply: { body: { name: "analyst@acme.com", email: "analyst@acme.com", daysToExpiry: 0 } }
  }
], [Snowflake])
