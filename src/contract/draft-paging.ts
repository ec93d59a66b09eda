// spec: Endpoints > 2 and Limits: the draft search's page size. In a module without zod, so the script that
// starts a page's first request (src/app/first-request.ts) asks for the same first page as the page does.
export const DRAFT_TAKE_MAX = 100
export const DRAFT_TAKE_DEFAULT = 10
