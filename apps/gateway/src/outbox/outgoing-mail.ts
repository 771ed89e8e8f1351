import type { OutboxMessage } from './outbox';

/** What becomes of an outbox message when it goes out. */
export type OutgoingMail =
  | { readonly send: false }
  | {
      readonly send: true;
      readonly text: string;
      readonly headers?: Readonly<Record<string, string>>;
    };

/**
 * Decides, when a message goes out, whether it is sent and with what footer and headers: the
 * e-mail preferences (email-preferences/) keep back a topic its recipient left and add the
 * unsubscribe link to every other non-transactional message. A strategy handed to the
 * dispatcher, so that the outbox does not depend on the preferences.
 */
export interface OutgoingMailPreparer {
  prepare(message: OutboxMessage): Promise<OutgoingMail>;
}

/** Every message goes as written: a shop without topics (the dispatcher's own tests). */
export const sendAsWritten: OutgoingMailPreparer = {
  prepare: async (message) => ({ send: true, text: message.body }),
};
