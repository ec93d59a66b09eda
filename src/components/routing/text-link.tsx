import { Link as RouterLink } from 'wouter'
import { styled, type Theme } from '@mui/material/styles'

/**
 * A link in running text as MUI's Link draws one (its default `underline="always"`, primary colour): the
 * underline at 40 % of the text's colour until the pointer is over it. MUI's Link brings Typography's
 * variants and a focus state kept in React onto every first screen for these two rules.
 */
export const textLinkStyle = (theme: Theme) => {
  const primary = (theme.vars ?? theme).palette.primary.main
  return {
    margin: 0,
    color: primary,
    textDecoration: 'underline',
    textDecorationColor: theme.alpha(primary, 0.4),
    '&:hover': { textDecorationColor: 'inherit' },
  }
}

/** A link to a page of the dashboard, in running text. */
export const TextLink = styled(RouterLink)(({ theme }) => textLinkStyle(theme))
