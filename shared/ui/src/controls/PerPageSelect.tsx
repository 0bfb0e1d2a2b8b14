import { Select } from './Select';

export interface PerPageSelectProps {
  /** Entries-per-page choices, e.g. [10, 20, 50]. */
  choices: readonly number[];
  value: number;
  onChange: (perPage: number) => void;
  /** Visible label, e.g. "Entries per page". */
  label: string;
  id?: string;
  className?: string;
}

/** The entries-per-page choice beside a paginated list (label inline with the select). */
export function PerPageSelect({ choices, value, onChange, label, id, className }: PerPageSelectProps) {
  return (
    <Select
      inline
      id={id}
      className={className}
      label={label}
      value={String(value)}
      onChange={(event) => onChange(Number(event.target.value))}
      options={choices.map((choice) => ({ value: String(choice), label: String(choice) }))}
    />
  );
}
