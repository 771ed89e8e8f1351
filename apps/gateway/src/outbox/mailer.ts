import nodemailer, { type Transporter } from 'nodemailer';

/** One e-mail as the outbox hands it over. */
export interface Mail {
  readonly to: string;
  readonly subject: string;
  readonly text: string;
  /** Extra headers, e.g. `List-Unsubscribe` and `List-Unsubscribe-Post` (RFC 8058). */
  readonly headers?: Readonly<Record<string, string>>;
}

/** Sends e-mail; the strategy the outbox dispatcher is handed (style.md "strategy interface"). */
export interface Mailer {
  send(mail: Mail): Promise<void>;
  close(): void;
}

/**
 * E-mail over SMTP with nodemailer (SMTP_URL, e.g. `smtps://user:pass@smtp.example.com:465`).
 * Tests hand in a nodemailer transport of their own (a stream or JSON transport).
 */
export class SmtpMailer implements Mailer {
  private readonly transport: Transporter;

  constructor(
    smtp: string | Transporter,
    private readonly from: string,
  ) {
    this.transport = typeof smtp === 'string' ? nodemailer.createTransport(smtp) : smtp;
  }

  async send(mail: Mail): Promise<void> {
    await this.transport.sendMail({
      from: this.from,
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      headers: mail.headers ? { ...mail.headers } : undefined,
    });
  }

  close(): void {
    this.transport.close();
  }
}
