import { hostedPaymentDecisionSchema, hostedPaymentQuerySchema } from '@gio/contracts';
import { formatPrice } from '@gio/domain-pricing';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Database } from '../db/database';
import { SANDBOX_CHALLENGE_ANSWER } from './card-provider';
import type { HostedRefusal, PaymentService } from './payment-service';
import type { PaymentTransaction } from './payment-provider';
import { placementGid } from './payment-store';
import { SANDBOX_FPX_BANKS } from './sandbox-payments';
import escapeHtml from 'escape-html';

const PROVIDER_NAMES: Readonly<Record<string, string>> = {
  fasspay: 'fasspay — FPX',
  ipay88: 'iPay88',
  payoo: 'Payoo',
  creditCard: 'Xác thực thẻ (3-D Secure)',
};


function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="vi">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<link rel="icon" href="data:,">
<title>${escapeHtml(title)}</title>
<style>
body{font-family:system-ui,sans-serif;max-width:32rem;margin:2rem auto;padding:0 1rem;color:#1a1a1a}
.sandbox{background:#fff3cd;border:1px solid #e0c36a;padding:.5rem .75rem;border-radius:.25rem}
dl{display:grid;grid-template-columns:auto 1fr;gap:.25rem 1rem}
button{min-height:2.75rem;min-width:6rem;margin:.25rem .5rem .25rem 0;font-size:1rem;cursor:pointer}
label{display:block;margin:.75rem 0 .25rem}
input,select{font-size:1rem;min-height:2.5rem;width:100%;box-sizing:border-box}
</style>
</head>
<body>
<main>
<h1>${escapeHtml(title)}</h1>
<p class="sandbox" role="note">Môi trường thử (sandbox): không có tiền thật được chuyển.</p>
${body}
</main>
</body>
</html>
`;
}

/** The form a shopper answers; `challenge` adds the 3-D Secure code field. */
function decisionForm(path: string, payment: PaymentTransaction, token: string, placementGid: string): string {
  const challenge = path === '/acs-mobile';
  const fields = challenge
    ? `<label for="challengeAnswer">Mã xác thực (sandbox: ${SANDBOX_CHALLENGE_ANSWER})</label>
<input id="challengeAnswer" name="challengeAnswer" inputmode="numeric" autocomplete="one-time-code" maxlength="40">`
    : payment.billingType === 'fasspay'
      ? `<label for="bankCode">Ngân hàng (FPX)</label>
<select id="bankCode" name="bankCode">${SANDBOX_FPX_BANKS.map((bank) => `<option value="${bank.code}">${escapeHtml(bank.name)}</option>`).join('')}</select>`
      : '';
  const card = payment.cardLastFour ? `<dt>Thẻ</dt><dd>•••• ${escapeHtml(payment.cardLastFour)}</dd>` : '';
  return `<dl>
<dt>Đơn hàng</dt><dd>${escapeHtml(placementGid)}</dd>
<dt>Số tiền</dt><dd>${escapeHtml(formatPrice(payment.amount, { freeLabel: '0 ₫' }))}</dd>
${card}
</dl>
<form method="post" action="${path}">
<input type="hidden" name="payment" value="${escapeHtml(payment.id)}">
<input type="hidden" name="token" value="${escapeHtml(token)}">
${fields}
<p>
<button type="submit" name="action" value="approve">${challenge ? 'Xác nhận' : 'Thanh toán'}</button>
<button type="submit" name="action" value="decline">Từ chối</button>
<button type="submit" name="action" value="cancel">Hủy, quay lại cửa hàng</button>
</p>
</form>`;
}

const REFUSALS: Readonly<Record<HostedRefusal, { status: number; message: string }>> = {
  unknown: { status: 404, message: 'Không tìm thấy giao dịch này.' },
  'already-decided': { status: 409, message: 'Giao dịch này đã được xử lý.' },
  expired: { status: 410, message: 'Phiên thanh toán đã hết hạn.' },
};

const returnPath = (gid: string) => `/order-pending?placement=${encodeURIComponent(gid)}`;

export interface HostedPageDeps {
  readonly db: Database;
  readonly payments: PaymentService;
}

/**
 * The sandbox hosted payment pages of storefront.md §2: /fasspay-web and /fasspay-mobile (the
 * regional providers' payment page: fasspay FPX, iPay88, Payoo) and /acs-mobile (a card
 * issuer's challenge). A provider would serve them on its own site; the sandbox serves plain
 * HTML forms a tester can click: approve, decline or cancel. The link carries the payment and
 * a single-use token (its hash is on the payment row), which the form posts back instead of
 * the session's CSRF token; the answer is recorded and the shopper is sent to /order-pending,
 * which settles the order.
 */
export async function registerHostedPaymentPages(app: FastifyInstance, deps: HostedPageDeps): Promise<void> {
  const { db, payments } = deps;
  await app.register(async (scope) => {
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(typeof body === 'string' ? body : body.toString('utf8'))));
    });

    const refuse = (reply: FastifyReply, refusal: HostedRefusal, back: string | null) => {
      const { status, message } = REFUSALS[refusal];
      const link = back ? `<p><a href="${escapeHtml(back)}">Quay lại đơn hàng</a></p>` : '';
      return reply
        .status(status)
        .header('cache-control', 'no-store')
        .type('text/html; charset=utf-8')
        .send(page('Thanh toán', `<p role="alert">${escapeHtml(message)}</p>${link}`));
    };

    for (const path of ['/fasspay-web', '/fasspay-mobile', '/acs-mobile']) {
      scope.get(path, async (request, reply) => {
        const query = hostedPaymentQuerySchema.safeParse(request.query);
        if (!query.success) return refuse(reply, 'unknown', null);
        const opened = await payments.openHosted(db, query.data.payment, query.data.token);
        if (!opened.ok) {
          const gid = opened.payment ? await placementGid(db, opened.payment.placementId) : null;
          return refuse(reply, opened.refusal, gid ? returnPath(gid) : null);
        }
        const gid = (await placementGid(db, opened.payment.placementId)) ?? '';
        const title = path === '/acs-mobile' ? PROVIDER_NAMES['creditCard'] : (PROVIDER_NAMES[opened.payment.billingType] ?? 'Thanh toán');
        return reply
          .header('cache-control', 'no-store')
          // The URL holds the payment's token: it may go back to this origin only. 'no-referrer'
          // would also make the browser send `Origin: null` with the form, which the origin check
          // refuses.
          .header('referrer-policy', 'same-origin')
          .type('text/html; charset=utf-8')
          .send(page(title ?? 'Thanh toán', decisionForm(path, opened.payment, query.data.token, gid)));
      });

      scope.post(path, async (request, reply) => {
        const form = hostedPaymentDecisionSchema.safeParse(request.body ?? {});
        if (!form.success) return refuse(reply, 'unknown', null);
        const { payment: paymentId, token, action, challengeAnswer } = form.data;
        const decided = await db.transaction(async (tx) => {
          const result = await payments.decideHosted(
            tx,
            paymentId,
            token,
            action === 'approve' ? { action, challengeAnswer } : { action },
          );
          const payment = result.payment;
          return { result, gid: payment ? await placementGid(tx, payment.placementId) : null };
        });
        if (!decided.result.ok) return refuse(reply, decided.result.refusal, decided.gid ? returnPath(decided.gid) : null);
        return reply.redirect(decided.gid ? returnPath(decided.gid) : '/', 303);
      });
    }
  });
}
