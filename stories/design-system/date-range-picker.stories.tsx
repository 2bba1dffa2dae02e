import { expect, fn, userEvent } from 'storybook/test';
import preview from '../../.storybook/preview';
import { DateRangePicker } from '../../design-system/components/date-range-picker';

const meta = preview.meta({
  title: 'Design system/DateRangePicker',
  component: DateRangePicker,
  args: { label: '操作时间', onChange: fn() },
});

export const Empty = meta.story({});

export const WithRange = meta.story({
  parameters: { visual: { allLocales: true } },
  args: { defaultValue: { start: '2026-10-01', end: '2026-10-31' } },
});

export const OpenEnd = meta.story({ args: { defaultValue: { start: '2026-11-01' } } });

export const StartAfterEnd = meta.story({
  args: { defaultValue: { start: '2026-10-01', end: '2026-10-31' } },
  play: async ({ args, canvas }) => {
    const start = canvas.getByLabelText(/开始日期|Start date/);
    await userEvent.clear(start);
    await userEvent.type(start, '2026-11-15');
    await expect(await canvas.findByRole('alert')).toBeVisible();
    // The typed value stays; the refused range is never reported.
    await expect(start).toHaveValue('2026-11-15');
    await expect(args.onChange).not.toHaveBeenCalledWith({
      start: '2026-11-15',
      end: '2026-10-31',
    });
  },
});

export const WithinLimits = meta.story({
  args: {
    defaultValue: { start: '2026-09-01', end: '2026-11-22' },
    min: '2026-08-24',
    max: '2026-11-22',
  },
});

export const Disabled = meta.story({
  args: { disabled: true, defaultValue: { start: '2026-10-01', end: '2026-10-31' } },
});

export const LongThai = meta.story({
  args: {
    label: 'ช่วงวันที่ของบันทึกการดำเนินการที่ต้องการค้นหาและส่งออก',
    defaultValue: { start: '2026-10-01' },
  },
  globals: { locale: 'th_TH' },
});
