import { styled } from '@mui/material/styles'
import type { SxProps, Theme } from '@mui/material/styles'
import { INVISIBLE_NATIVE_INPUT } from '../../components/forms/field-frame'

/**
 * A switch with its visible label, as MUI's Switch inside a FormControlLabel draws it: the browser's own
 * checkbox in the switch role (Space toggles it, the label's text names it and toggles it on a click), under
 * a thumb and a track. Two components and their ripple and slot machinery would cost the page's first
 * screen several times these few styles. A keyboard focus shows as a ring around the thumb.
 */
export function FilterSwitch({
  label,
  checked,
  onChange,
  sx,
}: {
  label: string
  checked: boolean
  onChange: (checked: boolean) => void
  sx?: SxProps<Theme>
}) {
  return (
    <Root sx={sx}>
      <Switch>
        <input
          type="checkbox"
          role="switch"
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
        />
        <span className="thumb" aria-hidden />
        <span className="track" aria-hidden />
      </Switch>
      <Label>{label}</Label>
    </Root>
  )
}

const Root = styled('label')({
  display: 'inline-flex',
  alignItems: 'center',
  verticalAlign: 'middle',
  cursor: 'pointer',
  WebkitTapHighlightColor: 'transparent',
  marginLeft: -11,
  marginRight: 16,
})

const Label = styled('span')(({ theme }) => theme.typography.body1)

const Switch = styled('span')(({ theme }) => {
  const palette = (theme.vars ?? theme).palette
  const motion = theme.transitions.create(['transform', 'opacity', 'background-color'], {
    duration: theme.transitions.duration.shortest,
  })
  return {
    position: 'relative',
    zIndex: 0,
    display: 'inline-flex',
    flexShrink: 0,
    boxSizing: 'border-box',
    width: 58,
    height: 38,
    padding: 12,
    overflow: 'hidden',
    verticalAlign: 'middle',
    '& > input': { ...INVISIBLE_NATIVE_INPUT, zIndex: 2 },
    // The thumb's round hover and focus area (38 px), the thumb itself (20 px) drawn inside it.
    '& > .thumb': {
      position: 'absolute',
      top: 0,
      left: 0,
      zIndex: 1,
      padding: 9,
      borderRadius: '50%',
      color: theme.vars ? theme.vars.palette.Switch.defaultColor : palette.common.white,
      transition: motion,
      '&::before': {
        content: '""',
        display: 'block',
        boxSizing: 'border-box',
        width: 20,
        height: 20,
        borderRadius: '50%',
        border: '1px solid transparent',
        backgroundColor: 'currentColor',
        boxShadow: (theme.vars ?? theme).shadows[1],
      },
    },
    '& > .track': {
      display: 'block',
      width: '100%',
      height: '100%',
      borderRadius: 7,
      zIndex: -1,
      backgroundColor: theme.vars ? theme.vars.palette.common.onBackground : palette.common.black,
      opacity: theme.vars ? theme.vars.opacity.switchTrack : 0.38,
      transition: motion,
      '@media (forced-colors: active)': { boxSizing: 'border-box', border: '1px solid ButtonBorder' },
    },
    '& > input:checked + .thumb': { transform: 'translateX(20px)', color: palette.primary.main },
    '& > input:checked ~ .track': { backgroundColor: palette.primary.main, opacity: 0.5 },
    '@media (hover: hover)': {
      '&:hover > .thumb': {
        backgroundColor: theme.alpha(palette.action.active, palette.action.hoverOpacity),
      },
      '&:hover > input:checked + .thumb': {
        backgroundColor: theme.alpha(palette.primary.main, palette.action.hoverOpacity),
      },
    },
    '& > input:focus-visible + .thumb': { outline: `2px solid ${palette.primary.main}`, outlineOffset: -2 },
    '@media (prefers-reduced-motion: reduce)': { '& > .thumb, & > .track': { transition: 'none' } },
  }
})
