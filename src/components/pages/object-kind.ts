// How the pages name one kind of object the acting pharmacy edits (a listing, a cash offer): the list page,
// its table, the edit page and the edit form all build their labels and messages from it, so the two kinds
// read alike and a label changes in one place.

export interface ObjectKind {
  /** Lower case, e.g. 'cash offer': "Edit cash offer", "Save cash offer", "Cash offer reference". */
  one: string
  /** Lower case plural, e.g. 'cash offers': "Back to cash offers", "Loading cash offers". */
  many: string
  /** How a sentence names one again, e.g. 'offer': "it either has no offer with this id". */
  short: string
  /** The same with its article, e.g. 'an offer': "only while an offer is Pending". */
  aShort: string
  /** A valid id, shown as an example of a reference. */
  exampleId: string
  /** The list page. */
  listPath: string
  /** The edit page of one. */
  editPath: (id: string) => string
  /**
   * The operation that changes one (src/contract/access.ts): signed in, a role that may not call it is
   * offered no Edit link, only View.
   */
  changeOperation: string
}

/** 'cash offer' -> 'Cash offer': a name at the start of a label. */
export function capitalized(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1)
}
