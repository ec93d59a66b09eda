import { configure } from '@testing-library/react'

// Component tests render MUI in jsdom, two files at a time on a 2-core machine: findBy/waitFor get room
// beyond Testing Library's 1 s default so a busy machine does not fail a correct page.
configure({ asyncUtilTimeout: 10_000 })
