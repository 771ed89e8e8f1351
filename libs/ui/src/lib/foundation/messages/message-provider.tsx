import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Toast, type MessageKind } from './toast';
import './messages.css';

export interface Message {
  id: string;
  kind: MessageKind;
  text: ReactNode;
}

export interface ShowMessage {
  kind?: MessageKind;
  text: ReactNode;
  /**
   * Milliseconds before it goes away; info and success default to 6 s, errors stay until
   * dismissed (the shopper must have time to read what went wrong). 0 keeps any message.
   */
  durationMs?: number;
}

export interface MessagesApi {
  show: (message: ShowMessage) => string;
  dismiss: (id: string) => void;
  messages: readonly Message[];
}

export const DEFAULT_MESSAGE_DURATION_MS = 6000;
/** Older messages give way so the region never covers the page. */
const MAX_MESSAGES = 3;

const MessagesContext = createContext<MessagesApi | null>(null);

interface MessageRegionProps {
  messages: readonly Message[];
  onDismiss: (id: string) => void;
  /** Inline in the layout rather than fixed to the bottom corner (stories, checkout panels). */
  inline?: boolean;
  /** Hovering or focusing the region pauses auto-dismissal (WCAG 2.2.1). */
  onPause?: (paused: boolean) => void;
}

/**
 * The page's message area: a polite live region (role status) for info and success, and an
 * assertive one (role alert) for errors. Both exist from the first render, empty, because
 * screen readers only announce changes to a live region they already know.
 */
export function MessageRegion({ messages, onDismiss, inline = false, onPause }: MessageRegionProps) {
  const { t } = useTranslation('common');
  const render = (kind: 'polite' | 'assertive') =>
    messages
      .filter((message) => (kind === 'assertive') === (message.kind === 'error'))
      .map((message) => (
        <Toast key={message.id} kind={message.kind} onDismiss={() => onDismiss(message.id)}>
          {message.text}
        </Toast>
      ));
  return (
    <section
      className={['gio-messages', inline && 'gio-messages--inline'].filter(Boolean).join(' ')}
      aria-label={t('messages.region_label')}
      onMouseEnter={() => onPause?.(true)}
      onMouseLeave={() => onPause?.(false)}
      onFocus={() => onPause?.(true)}
      onBlur={() => onPause?.(false)}
    >
      <div className="gio-messages__live" role="status" aria-live="polite">
        {render('polite')}
      </div>
      <div className="gio-messages__live" role="alert" aria-live="assertive">
        {render('assertive')}
      </div>
    </section>
  );
}

/**
 * Holds the app's messages (cart added/removed, errors) and renders the message region.
 * Cart message texts come from @gio/i18n keys `cart.*` chosen by @gio/domain-cart.
 */
export function MessageProvider({ children, inline = false }: { children: ReactNode; inline?: boolean }) {
  const [messages, setMessages] = useState<Message[]>([]);
  const timers = useRef(new Map<string, { remaining: number; startedAt: number; handle?: ReturnType<typeof setTimeout> }>());
  const counter = useRef(0);
  const paused = useRef(false);

  const dismiss = useCallback((id: string) => {
    const timer = timers.current.get(id);
    if (timer?.handle) clearTimeout(timer.handle);
    timers.current.delete(id);
    setMessages((current) => current.filter((message) => message.id !== id));
  }, []);

  const schedule = useCallback(
    (id: string) => {
      const timer = timers.current.get(id);
      if (!timer || paused.current) return;
      timer.startedAt = Date.now();
      timer.handle = setTimeout(() => dismiss(id), timer.remaining);
    },
    [dismiss],
  );

  const show = useCallback(
    ({ kind = 'info', text, durationMs }: ShowMessage) => {
      counter.current += 1;
      const id = `message-${counter.current}`;
      const duration = durationMs ?? (kind === 'error' ? 0 : DEFAULT_MESSAGE_DURATION_MS);
      setMessages((current) => {
        const next = [...current, { id, kind, text }];
        for (const dropped of next.slice(0, Math.max(0, next.length - MAX_MESSAGES))) {
          const timer = timers.current.get(dropped.id);
          if (timer?.handle) clearTimeout(timer.handle);
          timers.current.delete(dropped.id);
        }
        return next.slice(-MAX_MESSAGES);
      });
      if (duration > 0) {
        timers.current.set(id, { remaining: duration, startedAt: Date.now() });
        schedule(id);
      }
      return id;
    },
    [schedule],
  );

  const onPause = useCallback(
    (pause: boolean) => {
      if (paused.current === pause) return;
      paused.current = pause;
      for (const [id, timer] of timers.current) {
        if (pause && timer.handle) {
          clearTimeout(timer.handle);
          timer.handle = undefined;
          timer.remaining = Math.max(0, timer.remaining - (Date.now() - timer.startedAt));
        } else if (!pause) {
          schedule(id);
        }
      }
    },
    [schedule],
  );

  useEffect(() => {
    const all = timers.current;
    return () => all.forEach((timer) => timer.handle && clearTimeout(timer.handle));
  }, []);

  const api = useMemo<MessagesApi>(() => ({ show, dismiss, messages }), [show, dismiss, messages]);
  return (
    <MessagesContext.Provider value={api}>
      {children}
      <MessageRegion messages={messages} onDismiss={dismiss} inline={inline} onPause={onPause} />
    </MessagesContext.Provider>
  );
}

export function useMessages(): MessagesApi {
  const api = useContext(MessagesContext);
  if (!api) throw new Error('useMessages must be used inside a <MessageProvider>');
  return api;
}
