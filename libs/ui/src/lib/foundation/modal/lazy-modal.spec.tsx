import { act, render, screen, waitFor } from '@testing-library/react';
import { useEffect } from 'react';
import { createLazyModal } from './lazy-modal';
import type { ModalProps } from './modal';

describe('createLazyModal', () => {
  it('keeps the first modal, opened before its chunk loaded, mounted while the app closes it', async () => {
    const mounts: string[] = [];
    function FakeModal({ open, title }: ModalProps) {
      useEffect(() => {
        mounts.push('mount');
      }, []);
      return open ? <div role="dialog" aria-label={String(title)} /> : null;
    }
    let release!: () => void;
    const loaded = new Promise<void>((resolve) => (release = resolve));
    const { Lazy } = createLazyModal(() => loaded.then(() => FakeModal));

    let view!: ReturnType<typeof render>;
    // It suspends until the chunk is there: React wants that inside an awaited act.
    await act(async () => {
      view = render(<Lazy open title="Thẻ đã hết hạn" />);
    });
    expect(screen.queryByRole('dialog')).toBeNull();
    await act(async () => {
      release();
      await loaded;
    });
    await screen.findByRole('dialog', { name: 'Thẻ đã hết hạn' });

    // The app closes it: the same instance must get `open: false` (a remount would start closed
    // and never report the close to the app).
    view.rerender(<Lazy open={false} title="Thẻ đã hết hạn" />);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(mounts).toEqual(['mount']);
  });

  it('renders nothing and loads nothing while it was never opened', () => {
    const load = jest.fn(() => new Promise<never>(() => undefined));
    const { Lazy } = createLazyModal(load);
    const view = render(<Lazy open={false} title="x" />);
    expect(view.container).toBeEmptyDOMElement();
    expect(load).not.toHaveBeenCalled();
  });
});
