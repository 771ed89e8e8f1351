import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { DateCalendar } from './date-calendar';
import { formatDisplayDate } from './date-utils';

/** Storybook's date control hands back timestamps, hence `Date | number`. */
function CalendarDemo(props: { maxDate?: Date | number; today: Date | number; initial: Date | number | null }) {
  const [value, setValue] = useState<Date | null>(props.initial === null ? null : new Date(props.initial));
  const [closed, setClosed] = useState(false);
  return (
    <div style={{ maxWidth: '22rem' }}>
      <p>Đã chọn: {value ? formatDisplayDate(value) : 'chưa chọn'}</p>
      {closed ? (
        <button type="button" onClick={() => setClosed(false)}>
          Mở lại lịch
        </button>
      ) : (
        <DateCalendar
          value={value}
          onSelect={setValue}
          onDismiss={() => setClosed(true)}
          maxDate={props.maxDate === undefined ? undefined : new Date(props.maxDate)}
          today={new Date(props.today)}
        />
      )}
    </div>
  );
}

const meta = {
  title: 'Nền tảng/Form/DateCalendar',
  component: CalendarDemo,
  argTypes: { maxDate: { control: 'date' }, today: { control: 'date' }, initial: { control: 'date' } },
  args: { today: new Date(2025, 6, 15), initial: new Date(2025, 6, 10) },
} satisfies Meta<typeof CalendarDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { name: 'Mặc định' };
export const DaysAfterMaxDisabled: Story = {
  name: 'Ngày sau ngày tối đa bị khoá',
  args: { maxDate: new Date(2025, 6, 20) },
};
export const Empty: Story = { name: 'Chưa chọn ngày', args: { initial: null } };
