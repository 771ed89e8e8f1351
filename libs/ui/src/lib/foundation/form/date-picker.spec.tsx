import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { expectStoriesAccessible, renderWithProviders } from '../testing';
import * as calendarStories from './date-calendar.stories';
import { addMonths, formatDisplayDate, monthWeeks, parseDisplayDate } from './date-utils';
import { dateValidator, DateMessageKey } from './date-validators';
import { FormInput } from './form-input';

describe('DateCalendar stories', () => expectStoriesAccessible(calendarStories));

const TODAY = new Date(2025, 6, 15);

function DateField({ initial = '', maxDate }: { initial?: string; maxDate?: Date }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <FormInput name="birthday" type="date" label="Ngày sinh" value={value} onChange={setValue} maxDate={maxDate} today={TODAY} />
      <button type="button">Nút khác</button>
    </>
  );
}

function dayButton(label: RegExp) {
  return within(screen.getByRole('grid')).getByRole('button', { name: label });
}

async function openCalendar(user = userEvent.setup()) {
  await user.click(screen.getByRole('button', { name: 'Mở lịch chọn ngày' }));
  return user;
}

describe('date field', () => {
  it('has the dd/mm/yyyy pattern as placeholder and hint', () => {
    renderWithProviders(<DateField />);
    const input = screen.getByRole('textbox', { name: 'Ngày sinh' });
    expect(input).toHaveAttribute('placeholder', 'dd/mm/yyyy');
    expect(input).toHaveAccessibleDescription('Định dạng: dd/mm/yyyy');
  });

  it('opens a calendar dialog on the chosen date, with focus on that day', async () => {
    renderWithProviders(<DateField initial="10/07/2025" />);
    await openCalendar();
    const dialog = screen.getByRole('dialog', { name: 'Chọn ngày: Ngày sinh' });
    expect(within(dialog).getByRole('heading', { name: 'Tháng 7 năm 2025' })).toBeInTheDocument();
    expect(dayButton(/^Thứ Năm, 10 tháng 7, 2025$/)).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Mở lịch chọn ngày' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('moves by day, week and month with the keyboard and chooses with Enter', async () => {
    renderWithProviders(<DateField initial="10/07/2025" />);
    const user = await openCalendar();
    await user.keyboard('{ArrowRight}');
    expect(dayButton(/11 tháng 7, 2025/)).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(dayButton(/18 tháng 7, 2025/)).toHaveFocus();
    await user.keyboard('{ArrowLeft}{ArrowUp}');
    expect(dayButton(/10 tháng 7, 2025/)).toHaveFocus();
    await user.keyboard('{Home}');
    expect(dayButton(/^Thứ Hai, 7 tháng 7, 2025/)).toHaveFocus();
    await user.keyboard('{End}');
    expect(dayButton(/^Chủ Nhật, 13 tháng 7, 2025/)).toHaveFocus();
    await user.keyboard('{PageDown}');
    expect(screen.getByRole('heading', { name: 'Tháng 8 năm 2025' })).toBeInTheDocument();
    expect(dayButton(/13 tháng 8, 2025/)).toHaveFocus();
    await user.keyboard('{Shift>}{PageUp}{/Shift}');
    expect(dayButton(/13 tháng 8, 2024/)).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Ngày sinh' })).toHaveValue('13/08/2024');
    expect(screen.getByRole('textbox', { name: 'Ngày sinh' })).toHaveFocus();
  });

  it('crosses month edges with the arrows', async () => {
    renderWithProviders(<DateField initial="01/07/2025" />);
    const user = await openCalendar();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('heading', { name: 'Tháng 6 năm 2025' })).toBeInTheDocument();
    expect(dayButton(/30 tháng 6, 2025/)).toHaveFocus();
  });

  it('keeps a single tab stop in the grid', async () => {
    renderWithProviders(<DateField initial="10/07/2025" />);
    await openCalendar();
    const tabbable = within(screen.getByRole('grid'))
      .getAllByRole('button')
      .filter((button) => button.tabIndex === 0);
    expect(tabbable).toHaveLength(1);
  });

  it('disables the days after the maximum date: reachable, announced, not choosable', async () => {
    renderWithProviders(<DateField initial="18/07/2025" maxDate={new Date(2025, 6, 20)} />);
    const user = await openCalendar();
    const last = dayButton(/^Chủ Nhật, 20 tháng 7, 2025$/);
    expect(last).not.toHaveAttribute('aria-disabled');
    const after = dayButton(/21 tháng 7, 2025, không thể chọn$/);
    expect(after).toHaveAttribute('aria-disabled', 'true');

    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
    expect(dayButton(/21 tháng 7, 2025/)).toHaveFocus();
    await user.click(after);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await user.keyboard('{Enter}');
    await user.keyboard(' ');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Ngày sinh' })).toHaveValue('18/07/2025');

    await user.keyboard('{ArrowLeft}{Enter}');
    expect(screen.getByRole('textbox', { name: 'Ngày sinh' })).toHaveValue('20/07/2025');
  });

  it('opens on the maximum date when the value is later or empty', async () => {
    renderWithProviders(<DateField maxDate={new Date(2007, 6, 15)} />);
    await openCalendar();
    expect(dayButton(/15 tháng 7, 2007/)).toHaveFocus();
  });

  it('chooses a day with the mouse', async () => {
    renderWithProviders(<DateField initial="10/07/2025" />);
    const user = await openCalendar();
    await user.click(dayButton(/^Thứ Sáu, 25 tháng 7, 2025$/));
    expect(screen.getByRole('textbox', { name: 'Ngày sinh' })).toHaveValue('25/07/2025');
  });

  it('changes month with the header buttons', async () => {
    renderWithProviders(<DateField initial="10/07/2025" />);
    const user = await openCalendar();
    await user.click(screen.getByRole('button', { name: 'Tháng sau' }));
    expect(screen.getByRole('heading', { name: 'Tháng 8 năm 2025' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Tháng trước' }));
    await user.click(screen.getByRole('button', { name: 'Tháng trước' }));
    expect(screen.getByRole('heading', { name: 'Tháng 6 năm 2025' })).toBeInTheDocument();
  });

  it('closes on Escape and returns focus to the calendar button', async () => {
    renderWithProviders(<DateField initial="10/07/2025" />);
    const user = await openCalendar();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mở lịch chọn ngày' })).toHaveFocus();
    expect(screen.getByRole('textbox', { name: 'Ngày sinh' })).toHaveValue('10/07/2025');
  });

  it('keeps Tab inside the calendar', async () => {
    renderWithProviders(<DateField initial="10/07/2025" />);
    const user = await openCalendar();
    for (let i = 0; i < 5; i += 1) {
      await user.tab();
      expect(screen.getByRole('dialog')).toContainElement(document.activeElement as HTMLElement);
    }
  });

  it('accepts typed dates', async () => {
    renderWithProviders(<DateField />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Ngày sinh' }), '02/09/1945');
    expect(screen.getByRole('textbox', { name: 'Ngày sinh' })).toHaveValue('02/09/1945');
  });

  it('shows English month names in English', async () => {
    renderWithProviders(<DateField initial="10/07/2025" />, { lng: 'en' });
    await userEvent.click(screen.getByRole('button', { name: 'Open the calendar' }));
    expect(screen.getByRole('heading', { name: 'July 2025' })).toBeInTheDocument();
  });
});

describe('date utilities', () => {
  it('parses and formats dd/mm/yyyy, refusing impossible dates', () => {
    expect(formatDisplayDate(parseDisplayDate('7/3/2025') as Date)).toBe('07/03/2025');
    expect(parseDisplayDate('31/02/2025')).toBeNull();
    expect(parseDisplayDate('2025-03-07')).toBeNull();
    expect(parseDisplayDate('29/02/2024')).not.toBeNull();
  });

  it('builds Monday-first weeks', () => {
    const weeks = monthWeeks(2025, 6);
    expect(weeks[0].slice(0, 2)).toEqual([null, expect.any(Date)]);
    expect((weeks[0][1] as Date).getDate()).toBe(1);
    expect(weeks.every((week) => week.length === 7)).toBe(true);
  });

  it('clamps to the end of a shorter month', () => {
    expect(formatDisplayDate(addMonths(new Date(2025, 0, 31), 1))).toBe('28/02/2025');
  });

  it('validates a date field for the domain form helper', () => {
    const validate = dateValidator({ maxDate: new Date(2007, 6, 15) });
    expect(validate('15/07/2007')).toBeUndefined();
    expect(validate('16/07/2007')).toBe(DateMessageKey.AFTER_MAX);
    expect(validate('32/01/2000')).toBe(DateMessageKey.INVALID);
    expect(validate(42)).toBe(DateMessageKey.INVALID);
  });
});
