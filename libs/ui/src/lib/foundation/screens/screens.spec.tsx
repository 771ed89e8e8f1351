import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { expectStoriesAccessible, renderWithProviders } from '../testing';
import { ErrorBoundary } from './error-boundary';
import { ErrorScreen } from './error-screen';
import { MaintenanceScreen } from './maintenance-screen';
import * as stories from './screens.stories';

describe('Screen stories', () => {
  // The boundary story throws on purpose; React reports the caught error on the console.
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  expectStoriesAccessible(stories);
});

describe('ErrorScreen', () => {
  it('shows TEMPORARILY UNAVAILABLE in Vietnamese with the support contact and focuses its heading', () => {
    renderWithProviders(<ErrorScreen supportPhone="1900 6868" supportEmail="hotro@gio.vn" />);
    const heading = screen.getByRole('heading', { level: 1, name: 'TẠM THỜI KHÔNG KHẢ DỤNG' });
    expect(heading).toHaveFocus();
    expect(screen.getByRole('link', { name: '1900 6868' })).toHaveAttribute('href', 'tel:19006868');
    expect(screen.getByRole('link', { name: 'hotro@gio.vn' })).toHaveAttribute('href', 'mailto:hotro@gio.vn');
  });

  it('says TEMPORARILY UNAVAILABLE in English', () => {
    renderWithProviders(<ErrorScreen supportPhone="1900 6868" supportEmail="hotro@gio.vn" />, { lng: 'en' });
    expect(screen.getByRole('heading', { name: 'TEMPORARILY UNAVAILABLE' })).toBeInTheDocument();
  });

  it('retries', async () => {
    const onRetry = jest.fn();
    renderWithProviders(<ErrorScreen supportPhone="1900 6868" supportEmail="hotro@gio.vn" onRetry={onRetry} />);
    await userEvent.click(screen.getByRole('button', { name: 'Thử lại' }));
    expect(onRetry).toHaveBeenCalled();
  });
});

describe('MaintenanceScreen', () => {
  it('explains the maintenance and when the shop is back', () => {
    renderWithProviders(<MaintenanceScreen supportPhone="1900 6868" supportEmail="hotro@gio.vn" backAt="22:00 hôm nay" />);
    expect(screen.getByRole('heading', { name: 'Giỏ đang bảo trì' })).toBeInTheDocument();
    expect(screen.getByText('Dự kiến hoạt động trở lại lúc 22:00 hôm nay.')).toBeInTheDocument();
  });
});

describe('ErrorBoundary', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));

  function Page({ url }: { url: string }) {
    if (url === '/bi-loi') throw new Error('boom');
    return <p>Trang {url}</p>;
  }

  function App() {
    const [url, setUrl] = useState('/bi-loi');
    return (
      <>
        <button type="button" onClick={() => setUrl('/rau-cu')}>
          Đi tới rau củ
        </button>
        <ErrorBoundary resetKey={url} onError={report} fallback={() => <p>Lỗi rồi</p>}>
          <Page url={url} />
        </ErrorBoundary>
      </>
    );
  }
  const report = jest.fn();

  it('shows the fallback, reports the error and resets when the url changes', async () => {
    renderWithProviders(<App />);
    expect(screen.getByText('Lỗi rồi')).toBeInTheDocument();
    expect(report).toHaveBeenCalledWith(expect.objectContaining({ message: 'boom' }), expect.anything());
    await userEvent.click(screen.getByRole('button', { name: 'Đi tới rau củ' }));
    expect(screen.getByText('Trang /rau-cu')).toBeInTheDocument();
  });
});
