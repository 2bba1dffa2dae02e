import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  DateRangePicker,
  type DateRangePickerProps,
} from '../../../../../design-system/components/date-range-picker';
import { typeDate } from '../../../helpers/date-field';
import { renderWithProviders } from '../../../helpers/render';

const REFUSAL = 'The start date cannot be later than the end date';

const renderOctober = (onChange?: DateRangePickerProps['onChange']) =>
  renderWithProviders(
    <DateRangePicker
      label="Time"
      defaultValue={{ start: '2026-10-01', end: '2026-10-31' }}
      onChange={onChange}
    />,
  );

describe('DateRangePicker', () => {
  it('should group both dates under the label', () => {
    renderWithProviders(<DateRangePicker label="Operation time" />);
    const group = screen.getByRole('group', { name: 'Operation time' });
    expect(group).toContainElement(screen.getByLabelText('Start date'));
    expect(group).toContainElement(screen.getByLabelText('End date'));
  });

  it('should show the dates as the interface language writes them', () => {
    renderOctober();
    expect(screen.getByLabelText('Start date')).toHaveValue('10/01/2026');
    expect(screen.getByLabelText('End date')).toHaveValue('10/31/2026');
    expect(screen.getByLabelText('Start date')).toHaveAttribute('placeholder', 'mm/dd/yyyy');
  });

  it('should report a valid range as ISO dates', async () => {
    const onChange = vi.fn();
    renderWithProviders(
      <DateRangePicker label="Time" defaultValue={{ start: '2026-10-01' }} onChange={onChange} />,
    );
    await typeDate('End date', '10/31/2026');
    expect(onChange).toHaveBeenCalledWith({ start: '2026-10-01', end: '2026-10-31' });
    expect(screen.queryByText(REFUSAL)).toBeNull();
  });

  it('should refuse a start after the end, keep what was typed and not report it', async () => {
    const onChange = vi.fn();
    renderOctober(onChange);
    await typeDate('Start date', '11/15/2026');
    expect(await screen.findByText(REFUSAL)).toHaveAttribute('role', 'alert');
    expect(screen.getByLabelText('Start date')).toHaveValue('11/15/2026');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('should keep the date typed when the focus leaves straight after Enter', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderOctober(onChange);
    await typeDate('Start date', '10/20/2026');
    expect(screen.getByLabelText('Start date')).toHaveValue('10/20/2026');
    await user.tab();
    expect(onChange).toHaveBeenLastCalledWith({ start: '2026-10-20', end: '2026-10-31' });
    expect(screen.getByLabelText('Start date')).toHaveValue('10/20/2026');
  });

  it('should accept an open end', async () => {
    const onChange = vi.fn();
    renderWithProviders(<DateRangePicker label="Time" onChange={onChange} />);
    await typeDate('Start date', '11/01/2026');
    expect(onChange).toHaveBeenCalledWith({ start: '2026-11-01', end: undefined });
  });

  it('should open a calendar from its button and pick a day with the keyboard', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWithProviders(
      <DateRangePicker label="Time" defaultValue={{ start: '2026-10-01' }} onChange={onChange} />,
    );
    await user.click(screen.getByRole('button', { name: 'Pick the start date on a calendar' }));
    await screen.findByRole('grid');
    await user.keyboard('{ArrowRight}{Enter}');
    expect(onChange).toHaveBeenCalledWith({ start: '2026-10-02', end: undefined });
  });
});
