import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { OutboxMessage, OutboxRepo } from './outbox';
import type { OutgoingMailPreparer } from './outgoing-mail';
import escapeHtml from 'escape-html';

const query = z.object({ to: z.string().trim().max(200).optional() });


function page(messages: readonly OutboxMessage[], to: string | undefined): string {
  const rows = messages
    .map(
      (m) => `<article>
  <h2>${escapeHtml(m.subject)}</h2>
  <p><strong>${m.channel === 'sms' ? 'SMS' : 'E-mail'}</strong> tới ${escapeHtml(m.recipient)} · ${escapeHtml(m.createdAt)} · ${
    m.sentAt
      ? `đã gửi ${escapeHtml(m.sentAt)}`
      : m.suppressedAt
        ? 'không gửi: người nhận đã ngừng nhận loại thư này'
        : 'chưa gửi'
  }</p>
  <pre>${escapeHtml(m.body)}</pre>
</article>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="vi">
<head><meta charset="utf-8"><meta name="robots" content="noindex"><title>Hộp thư đi (phát triển) · Giỏ</title>
<style>body{font-family:system-ui,sans-serif;max-width:50rem;margin:2rem auto;padding:0 1rem}article{border-bottom:1px solid #ccc;padding:1rem 0}pre{white-space:pre-wrap;background:#f6f6f6;padding:.75rem}</style></head>
<body>
<h1>Hộp thư đi (chỉ môi trường phát triển)</h1>
<form method="get"><label for="to">Người nhận</label> <input id="to" name="to" value="${escapeHtml(to ?? '')}"> <button>Lọc</button></form>
${rows || '<p>Chưa có thư nào.</p>'}
</body>
</html>`;
}

/**
 * The development outbox (design.md "outboxes"): without SMTP nothing leaves the gateway, so a
 * tester reads one-time codes and reset links here. Never registered in production, where it
 * would hand anyone the codes of every account.
 */
export function registerDevOutboxRoutes(
  app: FastifyInstance,
  outbox: OutboxRepo,
  preparer: OutgoingMailPreparer,
): void {
  // A message still waiting shows as it would go out now: with its unsubscribe link, or as
  // kept back when its recipient left the topic.
  const asSent = async (recipient: string | undefined): Promise<OutboxMessage[]> =>
    Promise.all(
      (await outbox.list({ recipient })).map(async (message) => {
        if (message.sentAt !== null || message.suppressedAt !== null) return message;
        const mail = await preparer.prepare(message);
        return mail.send
          ? { ...message, body: mail.text }
          : { ...message, suppressedAt: message.createdAt };
      }),
    );
  app.get('/dev/outbox', async (request, reply) => {
    const to = query.safeParse(request.query ?? {}).data?.to;
    reply.header('cache-control', 'no-store').type('text/html; charset=utf-8');
    return page(await asSent(to), to);
  });
  app.get('/api/dev/outbox', async (request, reply) => {
    const to = query.safeParse(request.query ?? {}).data?.to;
    reply.header('cache-control', 'no-store');
    return { data: { messages: await asSent(to) } };
  });
}
