import { screen, within } from '@testing-library/react';
import { expectStoriesAccessible, renderWithProviders } from '../testing';
import { PasswordRules } from './password-rules';
import * as stories from './password-rules.stories';

describe('PasswordRules stories', () => expectStoriesAccessible(stories));

describe('PasswordRules', () => {
  it('lists the five parts of the rule and says in words which are met', () => {
    renderWithProviders(<PasswordRules value="giodemo1" />);
    const items = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(items).toHaveLength(5);
    expect(items[0]).toHaveTextContent('Ít nhất 8 ký tự (đã đạt)');
    expect(items[3]).toHaveTextContent('(chưa đạt)');
  });
});
