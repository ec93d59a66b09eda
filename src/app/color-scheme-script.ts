// The colour mode chosen in the app bar, put on the document before its first paint.
//
// MUI remembers the mode (light, dark or system) in localStorage and puts data-color-scheme on <html>,
// but only once the app has run: until then a cold load (new tab, reload) painted the HTML's first screen
// (docs/decisions/0009) in the light colours, then turned dark. This small classic script runs, blocking,
// in <head> (vite.config.ts builds it as a file of its own: the Content-Security-Policy allows no inline
// script), so the HTML's first paint (index.html, server/http/page-preloads.ts) is drawn in the right
// colours. It repeats what MUI's own early script does for our theme (theme.ts: colorSchemeSelector
// 'data-color-scheme', the default storage key, one light and one dark scheme), and
// color-scheme-script.test.tsx checks that the key it reads is the one the app writes.
//
// A classic script, not a module: no import or export, everything inside one function.
;(() => {
  /** Where MUI's ThemeProvider keeps the chosen mode (its default modeStorageKey). */
  const MODE_STORAGE_KEY = 'mui-mode'
  let mode: string | null = null
  try {
    mode = window.localStorage.getItem(MODE_STORAGE_KEY)
  } catch {
    // Storage refused (privacy settings): the system's scheme, as MUI does then.
  }
  const scheme =
    mode === 'light' || mode === 'dark'
      ? mode
      : window.matchMedia('(prefers-color-scheme: dark)').matches
        ? 'dark'
        : 'light'
  document.documentElement.setAttribute('data-color-scheme', scheme)
})()
