import { z } from 'zod/mini'
import {
  ActiveReturnSchema,
  BoughtByUserSchema,
  CashOfferImageSchema,
  ShipmentDetailsFromBuyerSchema,
  ShipmentInfoSchema,
} from './cash-offer-parts'
import { CashOfferSchema, UpdateCashOfferBodySchema } from './cash-offers'
import { AddressSchema } from './common'
import {
  ColumnFilterSchema,
  DraftSearchBodySchema,
  DraftSearchItemSchema,
  PagedDraftSearchSchema,
  WritePagedSearchSchema,
} from './drafts'
import { DrugPackageSchema } from './drug-package'
import {
  CancellationReasonSchema,
  DeliveryStatusSchema,
  ListingStatusSchema,
  ShippingRequestMethodSchema,
} from './enums'
import {
  BusinessRuleErrorSchema,
  FieldValidationErrorSchema,
  FieldValidationItemSchema,
  GenericErrorSchema,
  RequestShapeErrorSchema,
} from './errors'
import {
  NpiUpdateBodySchema,
  NpiUpdateResultSchema,
  PendingInvitationSchema,
  PharmacyMemberSchema,
  PharmacySearchResponseSchema,
} from './groups'
import { CreateListingBodySchema, MarketplaceListingSchema, UpdateListingBodySchema } from './listings'
import { NdcStatisticSchema, PricePointSchema } from './ndc-stats'
import {
  CashOfferListSchema,
  DemoConnectionSchema,
  DraftListingSchema,
  MarketplaceListingListSchema,
} from './sandbox-extensions'
import {
  FaultRuleBodySchema,
  FaultRuleListSchema,
  FaultRuleSchema,
  SandboxResetSchema,
} from './sandbox-faults'
import { SandboxTenantSchema } from './sandbox-tenants'

// Every named schema of the contract, under the name it has in the OpenAPI document. The document is
// generated from these (z.toJSONSchema), so it cannot drift from what the server and dashboard use.
// Schemas that only the sandbox defines are listed in SANDBOX_COMPONENTS and marked as extensions.
const COMPONENTS = {
  Address: AddressSchema,
  ListingStatus: ListingStatusSchema,
  CancellationReason: CancellationReasonSchema,
  DeliveryStatus: DeliveryStatusSchema,
  ShippingRequestMethod: ShippingRequestMethodSchema,
  MarketplaceListing: MarketplaceListingSchema,
  DrugPackage: DrugPackageSchema,
  BoughtByUser: BoughtByUserSchema,
  ShipmentInfo: ShipmentInfoSchema,
  ShipmentDetailsFromBuyer: ShipmentDetailsFromBuyerSchema,
  CashOfferImage: CashOfferImageSchema,
  ActiveReturn: ActiveReturnSchema,
  CashOffer: CashOfferSchema,
  DraftSearchItem: DraftSearchItemSchema,
  ColumnFilter: ColumnFilterSchema,
  WritePagedSearch: WritePagedSearchSchema,
  PagedDraftSearch: PagedDraftSearchSchema,
  PricePoint: PricePointSchema,
  NdcStatistic: NdcStatisticSchema,
  UpdateListingBody: UpdateListingBodySchema,
  CreateListingBody: CreateListingBodySchema,
  DraftSearchBody: DraftSearchBodySchema,
  UpdateCashOfferBody: UpdateCashOfferBodySchema,
  NpiUpdateBody: NpiUpdateBodySchema,
  NpiUpdateResult: NpiUpdateResultSchema,
  PharmacyMember: PharmacyMemberSchema,
  PendingInvitation: PendingInvitationSchema,
  PharmacySearchResponse: PharmacySearchResponseSchema,
  MarketplaceListingList: MarketplaceListingListSchema,
  CashOfferList: CashOfferListSchema,
  DraftListing: DraftListingSchema,
  DemoConnection: DemoConnectionSchema,
  FaultRuleBody: FaultRuleBodySchema,
  FaultRule: FaultRuleSchema,
  FaultRuleList: FaultRuleListSchema,
  SandboxReset: SandboxResetSchema,
  SandboxTenant: SandboxTenantSchema,
  BusinessRuleError: BusinessRuleErrorSchema,
  FieldValidationItem: FieldValidationItemSchema,
  FieldValidationError: FieldValidationErrorSchema,
  RequestShapeError: RequestShapeErrorSchema,
  GenericError: GenericErrorSchema,
} as const satisfies Record<string, z.ZodMiniType>

export type ComponentName = keyof typeof COMPONENTS

// Defined by the sandbox where the spec says "not shown" (docs/conventions.md, Gaps in the spec).
export const SANDBOX_COMPONENTS: readonly ComponentName[] = [
  'ShippingRequestMethod',
  'CreateListingBody',
  'NpiUpdateResult',
  'PharmacyMember',
  'PendingInvitation',
  'PharmacySearchResponse',
  'MarketplaceListingList',
  'CashOfferList',
  'DraftListing',
  'DemoConnection',
  'FaultRuleBody',
  'FaultRule',
  'FaultRuleList',
  'SandboxReset',
  'SandboxTenant',
]

export type JsonSchema = Record<string, unknown>

/** components.schemas: one JSON Schema (draft 2020-12, as OpenAPI 3.1 uses) per contract schema. */
export function buildComponentSchemas(): Record<ComponentName, JsonSchema> {
  const registry = z.registry<{ id: string }>()
  for (const [id, schema] of Object.entries(COMPONENTS)) registry.add(schema, { id })
  // io 'input': objects are described as accepted, so non-strict objects do not claim
  // additionalProperties: false — the real service may add fields (responses are tolerant).
  const { schemas } = z.toJSONSchema(registry, {
    io: 'input',
    uri: (id) => `#/components/schemas/${id}`,
    unrepresentable: 'any',
  })
  const out = {} as Record<ComponentName, JsonSchema>
  for (const name of Object.keys(COMPONENTS) as ComponentName[]) {
    // $schema and $id are implied by the OpenAPI document; keeping them would give each component its
    // own base URI and break the relative $refs between components.
    const { $schema: _schema, $id: _id, ...schema } = schemas[name] ?? {}
    out[name] = SANDBOX_COMPONENTS.includes(name) ? { ...schema, 'x-sandbox-extension': true } : schema
  }
  return out
}
