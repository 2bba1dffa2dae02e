import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import {
  DataTable,
  type DataTableColumn,
  type DataTableProps,
} from '../../../../../design-system/components/data-table';
import { renderWithProviders } from '../../../helpers/render';

interface Device {
  id: string;
  sln: string;
  service: string;
}

const ROWS: Device[] = [
  { id: 'd1', sln: '3KUL-1000', service: 'Accounting' },
  { id: 'd2', sln: '3KUL-1001', service: 'Retail' },
  { id: 'd3', sln: '3KUL-1002', service: 'Payroll' },
];

const COLUMNS: DataTableColumn<Device>[] = [
  { key: 'sln', header: 'Serial number', rowHeader: true, cell: (row) => row.sln },
  { key: 'service', header: 'Service', cell: (row) => row.service },
];

function Selectable({
  initial,
  onChange,
  ...props
}: { initial: string[]; onChange: (next: Set<string>) => void } & Partial<DataTableProps<Device>>) {
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set(initial));
  return (
    <DataTable
      label="Devices"
      columns={COLUMNS}
      rows={ROWS}
      rowKey={(row) => row.id}
      selection={{
        selected,
        onChange: (next) => {
          onChange(next);
          setSelected(next);
        },
        rowLabel: (row) => `Select ${row.sln}`,
      }}
      {...props}
    />
  );
}

function renderSelectable(initial: string[] = []) {
  const user = userEvent.setup();
  const onChange = vi.fn<(next: Set<string>) => void>();
  renderWithProviders(<Selectable initial={initial} onChange={onChange} />);
  const pageBox = () => screen.getByRole('checkbox', { name: 'Select the rows on this page' });
  return { user, onChange, pageBox };
}

describe('DataTable', () => {
  it('should draw a row per item, named by its row header, under the column headings', () => {
    renderWithProviders(
      <DataTable label="Devices" columns={COLUMNS} rows={ROWS} rowKey={(row) => row.id} />,
    );
    const table = screen.getByRole('table', { name: 'Devices' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Serial number', 'Service']);
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual(ROWS.map((row) => row.sln));
    expect(within(table).queryByRole('checkbox')).not.toBeInTheDocument();
  });

  describe('selection', () => {
    it('should put a box named for its row at the start of each row', () => {
      renderSelectable(['d2']);
      const row = screen.getByRole('row', { name: /3KUL-1001/ });
      expect(within(row).getAllByRole('cell')[0]).toContainElement(
        within(row).getByRole('checkbox', { name: 'Select 3KUL-1001' }),
      );
      expect(within(row).getByRole('checkbox')).toBeChecked();
      expect(screen.getByRole('checkbox', { name: 'Select 3KUL-1000' })).not.toBeChecked();
    });

    it('should pick and drop a row with its box', async () => {
      const { user, onChange } = renderSelectable(['d2']);
      await user.click(screen.getByRole('checkbox', { name: 'Select 3KUL-1000' }));
      expect(onChange).toHaveBeenLastCalledWith(new Set(['d2', 'd1']));
      await user.click(screen.getByRole('checkbox', { name: 'Select 3KUL-1001' }));
      expect(onChange).toHaveBeenLastCalledWith(new Set(['d1']));
    });

    it('should show the heading box mixed while some rows of the page are picked', () => {
      const { pageBox } = renderSelectable(['d2']);
      expect(pageBox()).toBePartiallyChecked();
    });

    it('should pick every row of the page from the heading, keeping other pages’ picks, then drop them', async () => {
      const { user, onChange, pageBox } = renderSelectable(['d2', 'elsewhere']);
      await user.click(pageBox());
      expect(onChange).toHaveBeenLastCalledWith(new Set(['d2', 'elsewhere', 'd1', 'd3']));
      expect(pageBox()).toBeChecked();
      for (const row of ROWS)
        expect(screen.getByRole('checkbox', { name: `Select ${row.sln}` })).toBeChecked();
      await user.click(pageBox());
      expect(onChange).toHaveBeenLastCalledWith(new Set(['elsewhere']));
      expect(pageBox()).not.toBeChecked();
      expect(pageBox()).not.toBePartiallyChecked();
    });
  });
});
