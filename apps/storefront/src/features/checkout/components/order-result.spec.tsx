import type { PageOf } from '../../../lib/page-data';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConfirmationPage } from '../../../routes/confirmation/confirmation-page';
import { notFoundFixture } from '../../../testing/fixtures';
import { fakeClient } from '../../../testing/render-app';
import { renderPage } from '../testing/render-page';

const seo = notFoundFixture('/confirmation').seo;

function confirmation(overrides: Partial<PageOf<'confirmation'>> = {}): PageOf<'confirmation'> {
  return {
    page: 'confirmation',
    seo,
    placementGid: '700001',
    status: 'confirmed',
    declineReason: null,
    payment: {
      id: 'pay-1',
      kind: 'sale',
      billingType: 'creditCard',
      paymentMethod: 0,
      status: 1,
      statusName: 'AUTHORIZED',
      label: 'Visa •••• 4242',
      cardBrand: 'visa',
    } as never,
    totalPrice: 215000,
    isFirstOrder: true,
    orders: [],
    survey: {
      _id: 'survey-1',
      status: 'active',
      title: 'Bạn thấy lần mua sắm này thế nào?',
      questions: [
        { id: 'q1', text: 'Chấm điểm trải nghiệm', type: 'rating', required: true, options: [] },
        { id: 'q2', text: 'Góp ý thêm', type: 'text', required: false, options: [] },
      ],
    },
    ...overrides,
  };
}

describe('confirmation page (storefront.md §2 /confirmation)', () => {
  it('shows the order, the first-order message and sends the survey answers', async () => {
    const { client, calls } = fakeClient(() => Promise.resolve({ data: { ok: true } }));
    renderPage(<ConfirmationPage />, { url: '/confirmation?placement=700001', client, data: confirmation() });
    expect(screen.getByRole('heading', { name: 'Cảm ơn bạn đã đặt hàng!' })).toBeInTheDocument();
    expect(screen.getByText('Chúc mừng đơn hàng đầu tiên của bạn tại Giỏ!')).toBeInTheDocument();
    expect(screen.getByText(/Thanh toán: Visa •••• 4242 · Tổng cộng: 215.000 ₫/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Gửi khảo sát' }));
    expect(await screen.findByText('Vui lòng trả lời các câu hỏi bắt buộc (*).')).toBeInTheDocument();
    expect(calls).toEqual([]);
    await userEvent.click(screen.getByRole('radio', { name: '5' }));
    await userEvent.click(screen.getByRole('button', { name: 'Gửi khảo sát' }));
    expect(await screen.findByText('Cảm ơn bạn đã góp ý!')).toBeInTheDocument();
    expect(calls[0]).toMatchObject({
      method: 'POST',
      url: '/api/survey-results',
      body: { surveyResults: { surveyId: 'survey-1', orderId: '700001', answers: [{ questionId: 'q1', rating: 5 }] } },
    });
  });

  it('says the order was not placed when the payment was declined or abandoned', () => {
    const { client } = fakeClient(() => Promise.reject(new Error('no call expected')));
    renderPage(<ConfirmationPage />, {
      url: '/confirmation?placement=700001',
      client,
      data: confirmation({ status: 'cancelled', declineReason: 'card_declined', survey: null }),
    });
    expect(screen.getByRole('heading', { name: 'Đơn hàng chưa được đặt' })).toBeInTheDocument();
    expect(screen.getByText(/card_declined/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Quay lại thanh toán' })).toHaveAttribute('href', '/checkout');
  });
});
