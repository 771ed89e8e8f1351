import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useId, useLayoutEffect, useRef, type KeyboardEvent, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { IconButton } from '../button/icon-button';
import { CloseIcon } from '../icons/icons';
import { tabbableIn, wrapTab } from './focus';
import { modalMachine, type ModalCloseReason, type ModalVariant } from './modal.machine';
import { isBelowModalDesktop, MODAL_DESKTOP_QUERY } from './screen';
import '../visually-hidden/visually-hidden.css';
import './modal.css';

export interface ModalProps {
  /** The app's wish: true opens it (after 300 ms on phones), false closes it. */
  open: boolean;
  /** Called whenever the modal closes, with why; set `open` back to false here. */
  onClose?: (reason: ModalCloseReason) => void;
  /** The dialog's accessible name, shown as its heading. */
  title: ReactNode;
  /** Keep the title for screen readers only (image-led or carousel modals). */
  hideTitle?: boolean;
  description?: ReactNode;
  variant?: ModalVariant;
  /** Escape, the backdrop and the close button do nothing; only the app can close it. */
  locked?: boolean;
  /** Hides its content after 4 s and closes at 4.5 s (storefront.md §9). */
  fadeOut?: boolean;
  /** What to focus on open; defaults to the first focusable element of the content, then of the footer. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  /** Where focus goes after closing; defaults to the element focused when it opened. */
  returnFocusTo?: HTMLElement | null;
  footer?: ReactNode;
  children?: ReactNode;
  className?: string;
}

type VisibleState = 'open' | 'fading';

/**
 * The storefront modal: portalled to <body>, role dialog with aria-modal, labelled by its
 * title, focus trapped inside and returned to the opener, Escape closes it unless locked.
 * Timing and dismissal rules live in `modalMachine`; this component only renders them.
 */
export function Modal({
  open,
  onClose,
  title,
  hideTitle = false,
  description,
  variant = 'plain',
  locked = false,
  fadeOut = false,
  initialFocusRef,
  returnFocusTo,
  footer,
  children,
  className,
}: ModalProps) {
  const { t } = useTranslation('common');
  const actor = useActorRef(modalMachine, { input: { variant, locked, fadeOut } });
  const state = useSelector(actor, (snapshot) => snapshot.value);
  const visible = state === 'open' || state === 'fading';
  const titleId = useId();
  const descriptionId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const bodyRef = useRef<HTMLDivElement>(null);
  const footerRef = useRef<HTMLDivElement>(null);
  const openerRef = useRef<HTMLElement | null>(null);
  const returnPending = useRef(false);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  useEffect(() => {
    actor.send({ type: 'MODAL.CONFIGURE', settings: { variant, locked, fadeOut } });
  }, [actor, variant, locked, fadeOut]);

  useEffect(() => {
    const subscription = actor.on('MODAL.CLOSED', (event) => {
      returnPending.current = true;
      onCloseRef.current?.(event.reason);
    });
    return () => subscription.unsubscribe();
  }, [actor]);

  useLayoutEffect(() => {
    if (open) {
      const active = typeof document === 'undefined' ? null : document.activeElement;
      openerRef.current = returnFocusTo ?? (active instanceof HTMLElement && active !== document.body ? active : null);
      returnPending.current = false;
      actor.send({ type: 'MODAL.OPEN', isMobile: isBelowModalDesktop() });
    } else {
      actor.send({ type: 'MODAL.CLOSE' });
    }
    // `returnFocusTo` is read at the moment of opening only, so it is not a dependency.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [actor, open]);

  // Focus the content on open; give focus back to the opener once the dialog is gone.
  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (state === 'open' && dialog && !dialog.contains(document.activeElement)) {
      // Content first, then the footer's first action (the least destructive one by convention).
      const target =
        initialFocusRef?.current ?? (bodyRef.current && tabbableIn(bodyRef.current)[0]) ?? (footerRef.current && tabbableIn(footerRef.current)[0]) ?? dialog;
      target.focus();
    }
    if (state === 'fading' && dialog && bodyRef.current?.contains(document.activeElement)) {
      // The content is about to be hidden from assistive technology; keep focus on the dialog.
      dialog.focus();
    }
    if (state === 'closed' && returnPending.current) {
      returnPending.current = false;
      const opener = openerRef.current;
      if (opener?.isConnected) opener.focus();
    }
  }, [state, initialFocusRef]);

  useLayoutEffect(
    () => () => {
      // Unmounted while shown (route change, replaced by another modal): still return focus.
      const opener = openerRef.current;
      if (returnPending.current || actor.getSnapshot().value !== 'closed') {
        // Stops the focus trap (still attached during unmount) from pulling focus back in.
        returnPending.current = true;
        if (opener?.isConnected) opener.focus();
      }
    },
    [actor],
  );

  // While shown: lock page scroll, pull stray focus back in, follow the screen width.
  useLayoutEffect(() => {
    if (!visible) return undefined;
    document.body.classList.add('gio-modal-scroll-lock');
    const keepFocusInside = (event: FocusEvent) => {
      const dialog = dialogRef.current;
      if (returnPending.current) return;
      if (dialog?.isConnected && event.target instanceof Node && !dialog.contains(event.target)) {
        (tabbableIn(dialog)[0] ?? dialog).focus();
      }
    };
    document.addEventListener('focusin', keepFocusInside);
    const query = typeof window.matchMedia === 'function' ? window.matchMedia(MODAL_DESKTOP_QUERY) : null;
    const onScreenChange = (event: MediaQueryListEvent) => actor.send({ type: 'MODAL.VIEWPORT_CHANGED', isMobile: !event.matches });
    query?.addEventListener('change', onScreenChange);
    return () => {
      document.body.classList.remove('gio-modal-scroll-lock');
      document.removeEventListener('focusin', keepFocusInside);
      query?.removeEventListener('change', onScreenChange);
    };
  }, [visible, actor]);

  if (!visible || typeof document === 'undefined') return null;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      actor.send({ type: 'MODAL.REQUEST_CLOSE', reason: 'escape' });
      return;
    }
    if (event.key === 'Tab' && dialogRef.current && wrapTab(dialogRef.current, event.shiftKey, document.activeElement)) {
      event.preventDefault();
    }
  };

  const hasBackdrop = variant !== 'full-page';
  const fading = (state as VisibleState) === 'fading';

  return createPortal(
    <div className={`gio-modal gio-modal--${variant}`} data-state={state}>
      {hasBackdrop && (
        <div
          className="gio-modal__backdrop"
          aria-hidden="true"
          onClick={() => actor.send({ type: 'MODAL.REQUEST_CLOSE', reason: 'backdrop' })}
        />
      )}
      <div
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={description ? descriptionId : undefined}
        tabIndex={-1}
        className={['gio-modal__dialog', `gio-modal__dialog--${variant}`, className].filter(Boolean).join(' ')}
        onKeyDown={onKeyDown}
      >
        <div className="gio-modal__header">
          <h2 id={titleId} className={hideTitle ? 'gio-modal__title gio-visually-hidden' : 'gio-modal__title'}>
            {title}
          </h2>
          {!locked && (
            <IconButton
              className="gio-modal__close"
              label={t('modal.close')}
              icon={<CloseIcon />}
              onClick={() => actor.send({ type: 'MODAL.REQUEST_CLOSE', reason: 'close-button' })}
            />
          )}
        </div>
        {description && (
          <p id={descriptionId} className="gio-modal__description">
            {description}
          </p>
        )}
        <div ref={bodyRef} className="gio-modal__body" aria-hidden={fading || undefined}>
          {children}
        </div>
        {footer && (
          <div ref={footerRef} className="gio-modal__footer">
            {footer}
          </div>
        )}
      </div>
    </div>,
    document.body,
  );
}
