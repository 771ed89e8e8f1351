import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expectStoriesAccessible, renderWithProviders } from '../testing';
import { ConfirmDialog } from './confirm-dialog';
import * as stories from './confirm-dialog.stories';

describe('ConfirmDialog stories', () => expectStoriesAccessible(stories));

function setUp(props: Partial<Parameters<typeof ConfirmDialog>[0]> = {}) {
  const onConfirm = jest.fn();
  const onCancel = jest.fn();
  renderWithProviders(
    <ConfirmDialog open title="Xoá địa chỉ này?" confirmLabel="Xoá địa chỉ" onConfirm={onConfirm} onCancel={onCancel} {...props}>
      <p>Địa chỉ sẽ bị xoá.</p>
    </ConfirmDialog>,
  );
  return { onConfirm, onCancel };
}

describe('ConfirmDialog', () => {
  it('asks with its title as the dialog name and starts on Cancel', async () => {
    setUp();
    const dialog = await screen.findByRole('dialog', { name: 'Xoá địa chỉ này?' });
    expect(dialog).toHaveTextContent('Địa chỉ sẽ bị xoá.');
    expect(screen.getByRole('button', { name: 'Huỷ' })).toHaveFocus();
  });

  it('confirms with the named action and cancels with Cancel or Escape', async () => {
    const user = userEvent.setup();
    const { onConfirm, onCancel } = setUp();
    await user.click(await screen.findByRole('button', { name: 'Xoá địa chỉ' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Huỷ' }));
    await user.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledTimes(2);
  });

  it('cannot be dismissed while the action runs, and shows why it failed', async () => {
    const user = userEvent.setup();
    const { onCancel, onConfirm } = setUp({ busy: true, error: 'Không xoá được địa chỉ.' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Không xoá được địa chỉ.');
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Xoá địa chỉ' }));
    expect(onCancel).not.toHaveBeenCalled();
    expect(onConfirm).not.toHaveBeenCalled();
  });
});
