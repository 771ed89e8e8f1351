import { screen } from '@testing-library/react';
import { expectStoriesAccessible, renderWithProviders } from '../testing';
import { Spinner } from './spinner';
import * as stories from './spinner.stories';

describe('Spinner stories', () => expectStoriesAccessible(stories));

describe('Spinner', () => {
  it('is a status with a loading label by default', () => {
    renderWithProviders(<Spinner />);
    expect(screen.getByRole('status')).toHaveTextContent('Đang tải…');
  });

  it('is silent when decorative', () => {
    renderWithProviders(<Spinner decorative />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
