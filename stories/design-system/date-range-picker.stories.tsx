import { expect, fn, userEvent, within } from 'storybook/test';
import preview from '../../.storybook/preview';
import { visualParameters } from '../../.storybook/modes';
import { DateRangePicker } from '../../design-system/components/date-range-picker';
import { dateText } from './fixtures/date-text';
import { messageText, productCopy } from './fixtures/messages';

// The operation log's range, its label drawn in the story's language.
const OPERATION_TIME = productCopy({ label: { id: 'operationLog.time', text: '操作时间' } });

const meta = preview.meta({
  title: 'Design system/DateRangePicker',
  component: DateRangePicker,
  args: { ...OPERATION_TIME.args, onChange: fn() },
  parameters: OPERATION_TIME.parameters,
});

export const Empty = meta.story({});

export const WithRange = meta.story({
  parameters: { ...visualParameters({ allLocales: true }) },
  args: { defaultValue: { start: '2026-10-01', end: '2026-10-31' } },
});

export const OpenEnd = meta.story({ args: { defaultValue: { start: '2026-11-01' } } });

export const StartAfterEnd = meta.story({
  args: { defaultValue: { start: '2026-10-01', end: '2026-10-31' } },
  play: async ({ args, canvas, globals }) => {
    const typed = dateText('2026-11-15', String(globals.locale));
    const start = () => canvas.getByLabelText(messageText('dateRange.start'));
    await userEvent.clear(start());
    // Typed as the language writes dates everywhere in the app; Enter takes it.
    await userEvent.type(start(), `${typed}{Enter}`);
    await expect(await canvas.findByText(messageText('dateRange.startAfterEnd'))).toBeVisible();
    // The typed value stays; the refused range is never reported. The field is found again: a
    // loaded run once read the value of the element found before typing and got none.
    await expect(start()).toHaveValue(typed);
    await expect(args.onChange).not.toHaveBeenCalledWith({
      start: '2026-11-15',
      end: '2026-10-31',
    });
  },
});

/** The calendar open from its button: heading, weekdays and days in Simplified Chinese. */
export const CalendarOpen = meta.story({
  args: { defaultValue: { start: '2026-10-08', end: '2026-10-31' } },
  globals: { locale: 'zh_CN' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '在日历上选择开始日期' }));
    await expect(
      await within(document.body).findByRole('button', { name: /选择月份/ }),
    ).toHaveTextContent('2026年10月');
  },
});

/** Thai counts years in the Buddhist era, in the fields and the calendar alike (2569). */
export const ThaiCalendar = meta.story({
  args: { label: 'วันที่', defaultValue: { start: '2026-10-08', end: '2026-10-31' } },
  globals: { locale: 'th_TH' },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('วันที่เริ่มต้น')).toHaveValue('08/10/2569');
    await userEvent.click(canvas.getByRole('button', { name: 'เลือกวันที่เริ่มต้นจากปฏิทิน' }));
    await expect(
      await within(document.body).findByRole('button', { name: /เลือกเดือน/ }),
    ).toHaveTextContent('ตุลาคม 2569');
  },
});

/** English: month first, as en-US writes dates across the app, and an English calendar. */
export const EnglishCalendar = meta.story({
  args: { label: 'Date', defaultValue: { start: '2026-10-08', end: '2026-10-31' } },
  globals: { locale: 'en_US' },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Start date')).toHaveValue('10/08/2026');
    await userEvent.click(
      canvas.getByRole('button', { name: 'Pick the start date on a calendar' }),
    );
    await expect(
      await within(document.body).findByRole('button', { name: /choose a month/ }),
    ).toHaveTextContent('October 2026');
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
