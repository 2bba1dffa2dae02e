import { DataList } from '@chakra-ui/react';
import { expect } from 'storybook/test';
import preview from '../../.storybook/preview';
import { visualParameters } from '../../.storybook/modes';
import { AmountText } from '../../design-system/components/amount-text';

const meta = preview.meta({
  title: 'Design system/AmountText',
  component: AmountText,
  args: { value: 123456 },
});

/** 123,456 shown in units of 万 (ten thousand). */
export const TenThousands = meta.story({
  play: async ({ canvas }) => {
    const amount = canvas.getByText(/12\.35/);
    await expect(amount).toHaveAttribute('title', '123,456.00');
  },
});

/** The whole number, as an invoice line shows it. */
export const Raw = meta.story({
  args: { raw: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('123,456.00')).toBeVisible();
  },
});

export const Negative = meta.story({
  args: { value: -987654 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/-98\.77/)).toBeVisible();
  },
});

export const Zero = meta.story({
  args: { value: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/0\.00/)).toBeVisible();
  },
});

/** A 13-digit amount keeps its grouping. */
export const LargeValue = meta.story({
  args: { value: 1234567890123 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/123,456,789\.01/)).toBeVisible();
  },
});

/** With the currency symbol. */
export const WithCurrency = meta.story({
  args: { value: 5680000, currency: 'CNY' },
});

/** The same amounts in every language: each shows the unit its readers use. */
export const AllLocales = meta.story({
  parameters: { ...visualParameters({ allLocales: true }) },
  render: () => (
    <DataList.Root orientation="horizontal">
      {[
        { label: '深圳市云帆科技有限公司 年度合同额', value: 123456789 },
        { label: '上海青禾贸易有限公司 应收账款', value: 4567800 },
        { label: '本月退款', value: -98765 },
        { label: '期初余额', value: 0 },
      ].map(({ label, value }) => (
        <DataList.Item key={label}>
          <DataList.ItemLabel>{label}</DataList.ItemLabel>
          <DataList.ItemValue>
            <AmountText value={value} />
          </DataList.ItemValue>
        </DataList.Item>
      ))}
      <DataList.Item>
        <DataList.ItemLabel>原始金额</DataList.ItemLabel>
        <DataList.ItemValue>
          <AmountText value={123456789} raw currency="CNY" />
        </DataList.ItemValue>
      </DataList.Item>
    </DataList.Root>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByTitle(/123[.,]456[.,]789/)).toHaveLength(1);
  },
});
