// The id of the element in which the server puts the signed-in user's session into the app's page
// (PageSessionSchema in team.ts; docs/decisions/0019). A file with no import at all: the small script that
// starts a page's first request reads it too, and must not pull in zod.
export const PAGE_SESSION_ELEMENT_ID = 'marketplace-session'
