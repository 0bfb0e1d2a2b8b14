import type { ReactNode } from 'react';
import styled from 'styled-components';
import { DataTable } from '@storefront/ui';

/** A column heading that sorts by its column: it reads as the heading it is (its font, case and colour), underlined on hover and focus. */
export const SortButton = styled.button`
  font: inherit;
  letter-spacing: inherit;
  text-transform: inherit;
  color: inherit;
  background: none;
  border: 0;
  padding: 0;
  cursor: pointer;
  &:hover,
  &:focus-visible {
    text-decoration: underline;
  }
`;

/** A column heading: its text, or a control in its place (a sort button) with the order it says (aria-sort). */
export type StaffColumn = string | { label: string; heading: ReactNode; sort?: 'ascending' | 'descending' | 'none' };

/** A captioned console table: its column headings, then its rows (each row's first cell a `<th scope="row">` where it names the row). */
export function StaffTable({ caption, columns, children }: { caption: string; columns: (StaffColumn | false | null | undefined)[]; children: ReactNode }) {
  return (
    <DataTable caption={caption}>
      <thead>
        <tr>
          {columns.filter((column): column is StaffColumn => Boolean(column)).map((column) =>
            typeof column === 'string' ? (
              <th key={column} scope="col">
                {column}
              </th>
            ) : (
              <th key={column.label} scope="col" aria-sort={column.sort}>
                {column.heading}
              </th>
            ),
          )}
        </tr>
      </thead>
      <tbody>{children}</tbody>
    </DataTable>
  );
}
