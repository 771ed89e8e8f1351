import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { confirmationFixture as confirmation } from '../../features/checkout/testing/checkout-fixtures';
import { fakeClient } from '../../testing/render-app';
import { renderPage } from '../../testing/render-page';
import { ConfirmationPage } from './confirmation-page';

describe('confirmation page (storefront.md §2 /confirmation)', () => {
  it('shows the order, the first-order message and sends the survey answers', async () => {
    const answered = { data: { survey: { ...confirmation().survey, status: 'answered' } } };
    const { client, calls } = fakeClient(() => Promise.resolve(answered));
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
    expect(screen.getByRole('link', { name: 'Quay lại thanh toán' })).toHaveAttribute('href', '/checkout?goToStep=billing');
  });
});
