import type { ReactNode } from 'react';
import { DataTable } from '@storefront/ui';

/** A captioned console table: its column headings, then its rows (each row's first cell a `<th scope="row">` where it names the row). */
export function StaffTable({ caption, columns, children }: { caption: string; columns: (string | false | null | undefined)[]; children: ReactNode }) {
  return (
    <DataTable caption={caption}>
      <thead>
        <tr>
          {columns.filter((column): column is string => Boolean(column)).map((column) => (
            <th key={column} scope="col">
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>{children}</tbody>
    </DataTable>
  );
}
