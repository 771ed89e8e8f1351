import { screen } from '@testing-library/react';
import { expectStoriesAccessible, renderWithProviders } from '../testing';
import { EmptyState } from './empty-state';
import * as stories from './empty-state.stories';

describe('EmptyState stories', () => expectStoriesAccessible(stories));

describe('EmptyState', () => {
  it('has a default title and the heading level asked for', () => {
    renderWithProviders(<EmptyState headingLevel={3} />);
    expect(screen.getByRole('heading', { level: 3, name: 'Chưa có gì ở đây' })).toBeInTheDocument();
  });
});
