import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CellText, DataTable } from '../../../../../design-system/components/data-table';
import { renderWithProviders } from '../../../helpers/render';

const ROWS = [
  { id: '1', name: 'Nguyễn Thị Phương Thảo Hoàng' },
  { id: '2', name: 'Ann' },
];

function renderTable() {
  renderWithProviders(
    <DataTable
      label="Members"
      rows={ROWS}
      rowKey={(row) => row.id}
      columns={[
        {
          key: 'name',
          header: 'Name',
          rowHeader: true,
          cell: (row) => <CellText>{row.name}</CellText>,
        },
      ]}
    />,
  );
}

/** jsdom lays nothing out: the cell says how wide its text is and how wide its box. */
function measure(text: string, scrollWidth: number, clientWidth: number) {
  const cell = screen.getByText(text);
  Object.defineProperty(cell, 'scrollWidth', { value: scrollWidth });
  Object.defineProperty(cell, 'clientWidth', { value: clientWidth });
  return cell;
}

describe('the table’s tooltip of cut cells', () => {
  it('should show a cut text whole while the pointer is on it, and hide it as the pointer leaves', async () => {
    renderTable();
    const cell = measure(ROWS[0]!.name, 300, 120);
    fireEvent.pointerOver(cell);
    expect(await screen.findByRole('tooltip')).toHaveTextContent(ROWS[0]!.name);
    fireEvent.pointerOut(cell, { relatedTarget: document.body });
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
  });

  it('should show nothing for a text that fits', () => {
    renderTable();
    const cell = measure('Ann', 30, 120);
    fireEvent.pointerOver(cell);
    expect(screen.queryByRole('tooltip')).toBeNull();
  });
});
