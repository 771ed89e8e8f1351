import { screen } from '@testing-library/react';
import { expectStoriesAccessible, renderWithProviders } from '../testing';
import { VisuallyHidden } from './visually-hidden';
import * as stories from './visually-hidden.stories';

describe('VisuallyHidden stories', () => expectStoriesAccessible(stories));

describe('VisuallyHidden', () => {
  it('keeps its text for screen readers and renders the element asked for', () => {
    renderWithProviders(
      <VisuallyHidden as="a" href="#noi-dung" focusable>
        Chuyển đến nội dung chính
      </VisuallyHidden>,
    );
    const link = screen.getByRole('link', { name: 'Chuyển đến nội dung chính' });
    expect(link).toHaveClass('gio-visually-hidden', 'gio-visually-hidden--focusable');
  });
});
