import { screen } from '@testing-library/react';
import { expectStoriesAccessible, renderWithProviders } from '../testing';
import { Notice } from './notice';
import * as stories from './notice.stories';

describe('Notice stories', () => expectStoriesAccessible(stories));

describe('Notice', () => {
  it('announces an error as an alert and other kinds as a status, when asked to', () => {
    renderWithProviders(
      <>
        <Notice kind="error" announce title="Không tải được" />
        <Notice kind="success" announce>
          <p>Đã lưu.</p>
        </Notice>
        <Notice kind="info">
          <p>Chỉ để đọc.</p>
        </Notice>
      </>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Không tải được');
    expect(screen.getByRole('status')).toHaveTextContent('Đã lưu.');
    expect(screen.queryAllByRole('status')).toHaveLength(1);
  });
});
