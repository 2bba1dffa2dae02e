import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { DateRangePicker } from '../../../../../design-system/components/date-range-picker';
import { renderWithProviders } from '../../../helpers/render';

describe('DateRangePicker', () => {
  it('should group both dates under the label', () => {
    renderWithProviders(<DateRangePicker label="Operation time" />);
    const group = screen.getByRole('group', { name: 'Operation time' });
    expect(group).toContainElement(screen.getByLabelText('Start date'));
    expect(group).toContainElement(screen.getByLabelText('End date'));
  });

  it('should report a valid range', () => {
    const onChange = vi.fn();
    renderWithProviders(
      <DateRangePicker label="Time" defaultValue={{ start: '2026-10-01' }} onChange={onChange} />,
    );
    fireEvent.change(screen.getByLabelText('End date'), { target: { value: '2026-10-31' } });
    expect(onChange).toHaveBeenCalledWith({ start: '2026-10-01', end: '2026-10-31' });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('should refuse a start after the end, keep what was typed and not report it', () => {
    const onChange = vi.fn();
    renderWithProviders(
      <DateRangePicker
        label="Time"
        defaultValue={{ start: '2026-10-01', end: '2026-10-31' }}
        onChange={onChange}
      />,
    );
    fireEvent.change(screen.getByLabelText('Start date'), { target: { value: '2026-11-15' } });
    expect(screen.getByRole('alert')).toBeInTheDocument();
    expect(screen.getByLabelText('Start date')).toHaveValue('2026-11-15');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('should accept an open end', () => {
    const onChange = vi.fn();
    renderWithProviders(<DateRangePicker label="Time" onChange={onChange} />);
    fireEvent.change(screen.getByLabelText('Start date'), { target: { value: '2026-11-01' } });
    expect(onChange).toHaveBeenCalledWith({ start: '2026-11-01', end: undefined });
  });
});
