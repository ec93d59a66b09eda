import type { FieldValidationItem } from '../api/api-error'

// The service's field-validation answer (spec: Errors > Shape 2) as tests send it and read it back: one
// example item, and the envelope the .NET service writes around the items.

/** The quantity above the package size: the item every form test answers with. */
export const QUANTITY_ITEM: FieldValidationItem = {
  propertyName: 'Quantity',
  errorCode: 'InclusiveBetweenValidator',
  errorMessage: 'Quantity must be between 0.01 and 30.',
}

/** An item as the body carries it: what classification reads, and what it drops (attemptedValue). */
export type FieldValidationBodyItem = Partial<FieldValidationItem> & {
  errorCode: string
  errorMessage: string
  attemptedValue?: unknown
}

/** The quantity item as the service sends it, with the value it refused. */
export const QUANTITY_BODY_ITEM: FieldValidationBodyItem = { ...QUANTITY_ITEM, attemptedValue: 31 }

/**
 * A shape 2 body: `isValid: false` and the items under `errors.$values`, each with the `$id` of .NET's
 * reference handling (the envelope is "1", the items count on from "2").
 */
export function fieldValidationBody(...items: readonly FieldValidationBodyItem[]) {
  return {
    isValid: false,
    errors: { $id: '1', $values: items.map((item, index) => ({ $id: String(index + 2), ...item })) },
  }
}
