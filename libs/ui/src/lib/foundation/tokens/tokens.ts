import { Breakpoints } from '@gio/domain-enums';

/**
 * Giỏ design tokens: the one place colours, spacing, type, radii, shadows, breakpoints,
 * layers and motion are defined. `tokens.css` is generated from this object
 * (`nx run ui:tokens`), and a test fails when the two drift apart.
 *
 * Colour names say what a colour is for, not what it looks like, so that a text colour is
 * only ever paired with the backgrounds its contrast test covers (WCAG 2.2 AA, 4.5:1).
 */
export const tokens = {
  color: {
    brand: {
      primary: '#1b6b3a',
      primaryHover: '#14522c',
      primarySoft: '#e7f4ec',
      accent: '#f4a62a',
      accentSoft: '#fff4e0',
    },
    text: {
      primary: '#1a1d1f',
      secondary: '#4a5258',
      inverse: '#ffffff',
      link: '#1b6b3a',
      onAccent: '#1a1d1f',
      disabled: '#5c6268',
    },
    surface: {
      page: '#ffffff',
      subtle: '#f6f7f5',
      sunken: '#eceee9',
      raised: '#ffffff',
      inverse: '#1a1d1f',
      disabled: '#eceee9',
      overlay: 'rgba(17, 24, 20, 0.6)',
    },
    border: {
      subtle: '#dde1db',
      strong: '#6b746d',
      focus: '#1d4ed8',
    },
    status: {
      danger: '#b42318',
      dangerSoft: '#fef3f2',
      success: '#1b6b3a',
      successSoft: '#e7f4ec',
      warning: '#8a4b00',
      warningSoft: '#fff4e0',
      info: '#1d4ed8',
      infoSoft: '#eef3ff',
    },
    price: {
      regular: '#1a1d1f',
      sale: '#b42318',
      was: '#4a5258',
      free: '#1b6b3a',
    },
    skeleton: {
      base: '#eceee9',
      highlight: '#f6f7f5',
    },
  },
  space: {
    none: '0',
    xxs: '0.125rem',
    xs: '0.25rem',
    sm: '0.5rem',
    md: '0.75rem',
    lg: '1rem',
    xl: '1.5rem',
    xxl: '2rem',
    xxxl: '3rem',
    huge: '4rem',
  },
  font: {
    family: {
      // System fonts that all carry Vietnamese diacritics; no web font request, nothing phones home.
      base: 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Helvetica Neue", Arial, sans-serif',
      mono: 'ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace',
    },
    size: {
      xs: '0.75rem',
      sm: '0.875rem',
      md: '1rem',
      lg: '1.125rem',
      xl: '1.25rem',
      xxl: '1.5rem',
      xxxl: '2rem',
      display: '2.5rem',
    },
    weight: {
      regular: '400',
      medium: '500',
      bold: '700',
    },
    lineHeight: {
      tight: '1.25',
      normal: '1.5',
      relaxed: '1.7',
    },
  },
  radius: {
    none: '0',
    sm: '4px',
    md: '8px',
    lg: '12px',
    xl: '16px',
    pill: '999px',
  },
  shadow: {
    sm: '0 1px 2px rgba(17, 24, 20, 0.08)',
    md: '0 4px 12px rgba(17, 24, 20, 0.12)',
    lg: '0 12px 32px rgba(17, 24, 20, 0.18)',
    focus: '0 0 0 3px #1d4ed8',
  },
  /** Minimum widths in px. The smallest supported screen is 360 px wide. */
  breakpoint: {
    mobile: 360,
    modalDesktop: Breakpoints.MODAL_DESKTOP,
    tablet: Breakpoints.MOBILE,
    desktop: 1024,
    wide: 1280,
  },
  zIndex: {
    base: '0',
    sticky: '100',
    dropdown: '200',
    overlay: '900',
    modal: '1000',
    toast: '1100',
  },
  size: {
    /** WCAG 2.2 target size (2.5.8): at least 24 × 24 px; we aim for 44 on touch. */
    targetMin: '24px',
    targetComfortable: '44px',
    contentMax: '1200px',
    modalSmall: '400px',
    modalPlain: '560px',
    modalLarge: '880px',
  },
  motion: {
    fast: '120ms',
    normal: '200ms',
    slow: '320ms',
    easing: 'cubic-bezier(0.2, 0, 0, 1)',
  },
} as const;

export type Tokens = typeof tokens;
export type BreakpointName = keyof Tokens['breakpoint'];

/**
 * Text and background pairs the components use, checked for WCAG AA contrast (4.5:1 for
 * text, 3:1 for focus rings and field borders) by `tokens.spec.ts`.
 */
export const contrastPairs: ReadonlyArray<{ fg: string; bg: string; min: 4.5 | 3; use: string }> = [
  { fg: tokens.color.text.primary, bg: tokens.color.surface.page, min: 4.5, use: 'body text' },
  { fg: tokens.color.text.primary, bg: tokens.color.surface.subtle, min: 4.5, use: 'text on subtle panels' },
  { fg: tokens.color.text.primary, bg: tokens.color.surface.sunken, min: 4.5, use: 'text on sunken panels' },
  { fg: tokens.color.text.secondary, bg: tokens.color.surface.page, min: 4.5, use: 'helper text' },
  { fg: tokens.color.text.secondary, bg: tokens.color.surface.subtle, min: 4.5, use: 'helper text on subtle panels' },
  { fg: tokens.color.text.link, bg: tokens.color.surface.page, min: 4.5, use: 'links' },
  { fg: tokens.color.text.disabled, bg: tokens.color.surface.disabled, min: 4.5, use: 'disabled fields' },
  { fg: tokens.color.text.inverse, bg: tokens.color.brand.primary, min: 4.5, use: 'primary button' },
  { fg: tokens.color.text.inverse, bg: tokens.color.brand.primaryHover, min: 4.5, use: 'primary button hover' },
  { fg: tokens.color.brand.primary, bg: tokens.color.brand.primarySoft, min: 4.5, use: 'secondary button hover' },
  { fg: tokens.color.text.onAccent, bg: tokens.color.brand.accent, min: 4.5, use: 'promotion badge' },
  { fg: tokens.color.text.inverse, bg: tokens.color.surface.inverse, min: 4.5, use: 'inverse banner' },
  { fg: tokens.color.status.danger, bg: tokens.color.surface.page, min: 4.5, use: 'field error' },
  { fg: tokens.color.status.danger, bg: tokens.color.status.dangerSoft, min: 4.5, use: 'error message' },
  { fg: tokens.color.status.success, bg: tokens.color.status.successSoft, min: 4.5, use: 'success message' },
  { fg: tokens.color.status.warning, bg: tokens.color.status.warningSoft, min: 4.5, use: 'limited stock' },
  { fg: tokens.color.status.info, bg: tokens.color.status.infoSoft, min: 4.5, use: 'info message' },
  { fg: tokens.color.text.primary, bg: tokens.color.status.infoSoft, min: 4.5, use: 'info message body' },
  { fg: tokens.color.text.primary, bg: tokens.color.status.dangerSoft, min: 4.5, use: 'error message body' },
  { fg: tokens.color.price.regular, bg: tokens.color.surface.page, min: 4.5, use: 'price' },
  { fg: tokens.color.price.sale, bg: tokens.color.surface.page, min: 4.5, use: 'sale price' },
  { fg: tokens.color.price.was, bg: tokens.color.surface.page, min: 4.5, use: 'struck-through price' },
  { fg: tokens.color.price.free, bg: tokens.color.surface.page, min: 4.5, use: 'free label' },
  { fg: tokens.color.border.focus, bg: tokens.color.surface.page, min: 3, use: 'focus ring' },
  // The ring is drawn 2 px outside the control, so it sits on the surface around it.
  { fg: tokens.color.border.focus, bg: tokens.color.surface.subtle, min: 3, use: 'focus ring on subtle panels' },
  { fg: tokens.color.border.focus, bg: tokens.color.surface.sunken, min: 3, use: 'focus ring on sunken panels' },
  { fg: tokens.color.border.strong, bg: tokens.color.surface.page, min: 3, use: 'field border' },
];
