import { screen } from '@testing-library/react';
import { expectStoriesAccessible, renderWithProviders } from '../testing';
import { Skeleton } from './skeleton';
import * as stories from './skeleton.stories';

describe('Skeleton stories', () => expectStoriesAccessible(stories));

describe('Skeleton', () => {
  it('hides its shapes from assistive technology and is silent unless asked', () => {
    const { container } = renderWithProviders(<Skeleton lines={4} />);
    expect(container.querySelectorAll('.gio-skeleton__line')).toHaveLength(4);
    expect(container.querySelector('[aria-hidden="true"]')).toContainElement(container.querySelector('.gio-skeleton__line') as HTMLElement);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('announces loading when asked', () => {
    renderWithProviders(<Skeleton variant="tile" announce />);
    expect(screen.getByRole('status')).toHaveTextContent('Đang tải nội dung');
  });
});
