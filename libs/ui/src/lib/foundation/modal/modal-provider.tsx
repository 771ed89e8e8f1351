import { createContext, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from 'react';
import { LazyModal as Modal } from './lazy-modal';
import type { ModalProps } from './modal';
import type { ModalCloseReason } from './modal.machine';

export interface ModalControls {
  /** Closes this modal (reason 'programmatic'), e.g. after a form inside it succeeded. */
  close: () => void;
}

export interface ModalRequest extends Omit<ModalProps, 'open' | 'children' | 'onClose' | 'returnFocusTo'> {
  /** Names the modal so the app can close or recognise it (e.g. 'cart-merge'); generated if left out. */
  id?: string;
  content: ReactNode | ((controls: ModalControls) => ReactNode);
  onClose?: (reason: ModalCloseReason) => void;
}

export interface ModalApi {
  /** Shows a modal; one at a time, so a modal already shown closes with reason 'replaced'. */
  open: (request: ModalRequest) => string;
  /** Closes the shown modal, or only the one with this id. */
  close: (id?: string) => void;
  /** Id of the modal shown (or about to be shown), null when none. */
  activeId: string | null;
}

interface Entry {
  request: ModalRequest;
  id: string;
  open: boolean;
  returnFocusTo: HTMLElement | null;
}

const ModalContext = createContext<ModalApi | null>(null);

/**
 * Holds the app's single modal slot. Apps decide which modal wins (the first-load priority
 * is a domain rule in @gio/domain-shell) and open it through `useModal()`.
 */
export function ModalProvider({ children }: { children: ReactNode }) {
  const [entry, setEntry] = useState<Entry | null>(null);
  const entryRef = useRef<Entry | null>(null);
  entryRef.current = entry;
  const counter = useRef(0);

  const open = useCallback((request: ModalRequest) => {
    counter.current += 1;
    const id = request.id ?? `modal-${counter.current}`;
    const previous = entryRef.current;
    const active = document.activeElement;
    const focused = active instanceof HTMLElement && active !== document.body ? active : null;
    // A modal opened from inside another returns focus to where the first one came from.
    const returnFocusTo = previous && focused?.closest('[role="dialog"]') ? previous.returnFocusTo : focused;
    if (previous) previous.request.onClose?.('replaced');
    const next: Entry = { request, id, open: true, returnFocusTo };
    entryRef.current = next;
    setEntry(next);
    return id;
  }, []);

  const close = useCallback((id?: string) => {
    const current = entryRef.current;
    if (!current || (id !== undefined && current.id !== id)) return;
    const next = { ...current, open: false };
    entryRef.current = next;
    setEntry(next);
  }, []);

  const handleClose = useCallback((id: string, reason: ModalCloseReason) => {
    const current = entryRef.current;
    if (!current || current.id !== id) return;
    entryRef.current = null;
    setEntry(null);
    current.request.onClose?.(reason);
  }, []);

  const api = useMemo<ModalApi>(() => ({ open, close, activeId: entry?.id ?? null }), [open, close, entry?.id]);

  let modal: ReactNode = null;
  if (entry) {
    const { content, ...props } = entry.request;
    const controls: ModalControls = { close: () => close(entry.id) };
    // The request's id is ignored by the dialog; its onClose is wrapped by handleClose.
    modal = (
      <Modal key={entry.id} {...props} open={entry.open} returnFocusTo={entry.returnFocusTo} onClose={(reason) => handleClose(entry.id, reason)}>
        {typeof content === 'function' ? content(controls) : content}
      </Modal>
    );
  }

  return (
    <ModalContext.Provider value={api}>
      {children}
      {modal}
    </ModalContext.Provider>
  );
}

export function useModal(): ModalApi {
  const api = useContext(ModalContext);
  if (!api) throw new Error('useModal must be used inside a <ModalProvider>');
  return api;
}
