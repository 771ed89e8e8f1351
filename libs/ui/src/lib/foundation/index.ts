import './styles';

export * from './tokens';
export * from './i18n';
export { VisuallyHidden } from './visually-hidden/visually-hidden';
export type { VisuallyHiddenProps } from './visually-hidden/visually-hidden';
export { Spinner } from './spinner/spinner';
export type { SpinnerProps } from './spinner/spinner';
export { Button } from './button/button';
export type { ButtonProps, ButtonVariant, ButtonSize } from './button/button';
export { IconButton } from './button/icon-button';
export type { IconButtonProps } from './button/icon-button';
export * from './icons/icons';
