// Text put into HTML this server writes itself (the sign-in pages): safe in element content and in
// quoted attribute values alike.
export const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  )
