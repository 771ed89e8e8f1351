import { screen } from '@testing-library/react';
import { renderAccount } from '../testing/render-account';

describe('the account app in maintenance', () => {
  it('shows the maintenance screen instead of any page', async () => {
    renderAccount('/unauthorized', { site: { maintenanceMode: true } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Giỏ đang bảo trì' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Bạn chưa có quyền xem trang này' })).not.toBeInTheDocument();
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
  });
});
