import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  expectStoriesAccessible,
  renderWithProviders,
  setViewportWidth,
} from '../../foundation/testing';
import { ImageZoom } from './image-zoom';
import * as stories from './image-zoom.stories';

describe('ImageZoom stories', () => expectStoriesAccessible(stories));

const props = {
  image: { src: '/img/xoai-512.svg', width: 512, height: 400 },
  zoomImage: { src: '/img/xoai-1024.svg', width: 1024, height: 800 },
  alt: 'Xoài cát Hòa Lộc',
};

describe('ImageZoom', () => {
  it('shows the page image with its size set, eager and high priority by default', () => {
    renderWithProviders(<ImageZoom {...props} />);
    const image = screen.getByRole('img', { name: 'Xoài cát Hòa Lộc' });
    expect(image).toHaveAttribute('width', '512');
    expect(image).toHaveAttribute('height', '400');
    expect(image).toHaveAttribute('loading', 'eager');
    expect(image).toHaveAttribute('fetchpriority', 'high');
  });

  it('opens a large modal above 768 px with the large image, and gives focus back on close', async () => {
    const user = userEvent.setup();
    setViewportWidth(1024);
    renderWithProviders(<ImageZoom {...props} />);
    const trigger = screen.getByRole('button', { name: /Phóng to ảnh/ });
    await user.click(trigger);
    const dialog = screen.getByRole('dialog', { name: 'Xoài cát Hòa Lộc' });
    expect(dialog).toHaveClass('gio-modal__dialog--large');
    expect(dialog.querySelector('img')).toHaveAttribute('src', '/img/xoai-1024.svg');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(trigger).toHaveFocus();
  });

  it('opens the full-page mobile zoom view at 768 px', async () => {
    jest.useFakeTimers();
    try {
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      setViewportWidth(768);
      renderWithProviders(<ImageZoom {...props} />);
      await user.click(screen.getByRole('button', { name: /Phóng to ảnh/ }));
      // Phones open modals after the 300 ms mobile delay.
      act(() => jest.advanceTimersByTime(300));
      expect(screen.getByRole('dialog')).toHaveClass('gio-modal__dialog--full-page');
    } finally {
      jest.useRealTimers();
    }
  });

  it('magnifies with a toggle button, so no pinch is needed', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ImageZoom {...props} defaultOpen />);
    const toggle = screen.getByRole('button', { name: 'Phóng to ảnh', pressed: false });
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('dialog').querySelector('[data-magnified]')).not.toBeNull();
  });
});
